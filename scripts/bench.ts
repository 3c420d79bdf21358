// npm run bench [-- --db sqlite|postgres] [--size small|large] [--only <scenario>[,<scenario>…]]
//   [--duration <seconds>] [--skip-build] [--keep]
// Builds and starts the production server on 127.0.0.1, runs each scenario, prints a table and
// writes bench/results.json (not committed). PostgreSQL: set DATABASE_URL to a database the run
// may fill and empty. --keep leaves the seeded database in place (SQLite: its path is printed) to
// look into afterwards. --duration sets how long the staff run lasts (a soak: see staff-load.ts).
// Budgets are enforced at the large size only; small is CI's smoke check.
import { attendanceTimers } from './bench/attendance-timers.js';
import { calendarFeed } from './bench/calendar-feed.js';
import { checkIn } from './bench/check-in.js';
import { reports } from './bench/reports.js';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { baseline } from './bench/baseline.js';
import type { BenchContext, Scenario } from './bench/context.js';
import {
  coverageExport,
  coverageImport,
  coverageList,
  coverageSummary,
  coverageWrites,
} from './bench/coverage-scenarios.js';
import { lighthouseLogin } from './bench/lighthouse.js';
import {
  messengerFanout,
  messengerFanoutCluster,
  messengerFanoutSaturated,
} from './bench/messenger-fanout.js';
import { offers, offersCluster } from './bench/offers.js';
import { outbox, outboxCluster } from './bench/outbox.js';
import { printTable, writeResults, type ScenarioResult } from './bench/results.js';
import { buildApp, sqliteDatabase, startServer, type BenchDatabase } from './bench/server.js';
import { findCover, myShiftsPage, openShiftsBoard } from './bench/shift-screens.js';
import { nowStrip } from './bench/now-strip.js';
import { scheduleWeek } from './bench/schedule-week.js';
import { signinFlood } from './bench/signin-flood.js';
import { smsOffers } from './bench/sms-offers.js';
import { staffLoad } from './bench/staff-load.js';
import { startup } from './bench/startup.js';
import { timesheets } from './bench/timesheets.js';
import { uncoveredHours } from './bench/uncovered-hours.js';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    size: { type: 'string', default: 'large' },
    only: { type: 'string' },
    duration: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
if (values.db !== 'sqlite' && values.db !== 'postgres')
  throw new Error('--db is sqlite or postgres');
if (values.size !== 'small' && values.size !== 'large') throw new Error('--size is small or large');
const enforce = values.size === 'large';
const duration = values.duration === undefined ? null : Number(values.duration);
if (duration !== null && !(Number.isInteger(duration) && duration > 0)) {
  throw new Error('--duration is a whole number of seconds');
}

async function openDatabase(): Promise<BenchDatabase> {
  if (values.db === 'sqlite') return sqliteDatabase();
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres'))
    throw new Error('--db postgres needs DATABASE_URL=postgres://…');
  return { url, dispose: () => Promise.resolve() };
}

const database = values.db;
const size = values.size;
/** The scenarios asked for with --only (comma-separated), or null for all of them. */
const only = values.only ? new Set(values.only.split(',').map((name) => name.trim())) : null;

// In run order: the baseline first (later HTTP scenarios divide by its rate), then start-up while
// the shared server has no sockets (on SQLite a second process clears the first one's presence).
const scenarios: Record<string, Scenario> = {
  baseline,
  startup,
  lighthouse: (context) => lighthouseLogin(context.server.url, context.database, context.enforce),
  // The first coverage scenario seeds the operation (see operation-seed.ts).
  'coverage-summary': coverageSummary,
  'coverage-list': coverageList,
  'coverage-writes': coverageWrites,
  'coverage-import': coverageImport,
  'coverage-export': coverageExport,
  // Issue #21's screens, on the same operation.
  'open-shifts-board': openShiftsBoard,
  'find-cover': findCover,
  'my-shifts': myShiftsPage,
  // Issue #22's calendar feed of a post, and the week board.
  'calendar-feed': calendarFeed,
  'schedule-week': scheduleWeek,
  // Issue #33: the open-shifts board's 'Now' strip.
  'now-strip': nowStrip,
  // Issue #22's reports.
  reports,
  // Issue #39: the Uncovered hours report, fresh after a write and kept.
  'uncovered-hours': uncoveredHours,
  // Issue #33: the office's timesheets of last week, every guard with check-ins.
  timesheets,
  'messenger-fanout': messengerFanout,
  'messenger-fanout-saturated': messengerFanoutSaturated,
  'staff-load': staffLoad,
  offers,
  // Issue #30: 10,000 notifications drained from the outbox, on a database of its own.
  outbox,
  // Issue #30: offers by text and their answers, on a server of its own that sends texts.
  'sms-offers': smsOffers,
  // Issue #33: 300 posts' late and no-show timers due at one minute, on a database of its own.
  'attendance-timers': attendanceTimers,
  'signin-flood': signinFlood,
  // Issue #33: 2,000 guards checking in around 06:00.
  'check-in': checkIn,
};
// Two processes share realtime fan-out only through PostgreSQL: on SQLite there is no cluster.
const POSTGRES_ONLY: Record<string, Scenario> = {
  'messenger-fanout-cluster': messengerFanoutCluster,
  'offers-cluster': offersCluster,
  'outbox-cluster': outboxCluster,
};
if (database === 'postgres') Object.assign(scenarios, POSTGRES_ONLY);
else {
  for (const name of Object.keys(POSTGRES_ONLY)) {
    if (!only || only.has(name))
      console.log(`${name}: skipped, it needs PostgreSQL (--db postgres)`);
  }
}
if (duration !== null && only && !only.has('staff-load')) {
  throw new Error("--duration is the staff run's length: add --only staff-load");
}
const unknown = [...(only ?? [])].filter(
  (name) => !(name in scenarios) && !(name in POSTGRES_ONLY),
);
if (unknown.length > 0) {
  throw new Error(
    `--only: no scenario ${unknown.join(', ')} (${Object.keys(scenarios).join(', ')})`,
  );
}

if (!values['skip-build']) buildApp();
const opened = await openDatabase();
const results: ScenarioResult[] = [];
// The staff run reads the server's V8 heap over the inspector (staff-memory.ts).
const server = await startServer(opened.url, { inspect: !only || only.has('staff-load') });
const context: BenchContext = {
  server,
  databaseUrl: opened.url,
  database,
  size,
  enforce,
  staffSeconds: duration,
  baseline: null,
  cleanups: [],
};
// A busy machine (tests or builds beside the run) shows in every figure: say how busy it was.
const load = () => `load average ${loadavg()[0]?.toFixed(1) ?? '?'} on ${cpus().length} CPUs`;
console.log(`Host: ${load()}`);
try {
  for (const [name, run] of Object.entries(scenarios)) {
    if (only && !only.has(name)) continue;
    console.log(`\n━━ ${name}`);
    const result = await run(context);
    if (name === 'baseline') context.baseline = result;
    results.push(result);
  }
} finally {
  if (values.keep) console.log(`\nKept the database: ${opened.url}`);
  // A SQLite run's file is thrown away; PostgreSQL's database is shared, so what was seeded goes.
  else if (database === 'postgres') {
    for (const cleanup of context.cleanups) {
      await cleanup().catch((error: unknown) => console.log(`cleanup failed: ${String(error)}`));
    }
  }
  await server.stop();
  if (!values.keep) await opened.dispose();
}
printTable(results);
console.log(`Host: ${load()} at the end`);
console.log(`\nWrote ${await writeResults(results)}`);
const missed = results.filter((result) => result.withinBudget === false);
if (missed.length > 0) {
  console.log(`Budgets missed: ${missed.map((result) => result.scenario).join(', ')}`);
  process.exitCode = 1;
}
