import { randomUUID } from 'node:crypto';
import { parseDatabaseUrl } from '../../src/server/config.js';
import { createDatabase } from '../../src/server/db/database.js';
import type { Role } from '../../src/shared/permissions.js';
import { verdict, type BenchContext } from './context.js';
import { DELIVERY_TIMEOUT_MS, trackDeliveries, type DeliveryTracker } from './fanout-deliveries.js';
import { createHttpTally, type HttpTally } from './http-tally.js';
import { removeMembers, seedGroups, type SeededGroups } from './messenger-seed.js';
import { seededOperation, type SeededOperation } from './operation-seed.js';
import type { ScenarioResult } from './results.js';
import {
  closeAll,
  connectAll,
  PRESENCE_TIMEOUT_MS,
  presenceSettled,
  type Connection,
} from './socket-clients.js';
import { attachInspector } from './inspector.js';
import { lostMessages, lostRequests } from './staff-checks.js';
import { budgetFromMs, memoryBudget, memoryExtra, memoryLog } from './staff-memory-budget.js';
import { memoryFigures, sampleMemory, type HeapSample, type RssSample } from './staff-memory.js';
import { workShift, type StaffMember, type StaffOutcome } from './staff-member.js';
import { percentile, tenths } from './stats.js';

/** Chat groups of five: one admin, two supervisors, two dispatchers. */
const GROUP_ROLES: readonly Role[] = ['admin', 'supervisor', 'supervisor', 'dispatch', 'dispatch'];
/**
 * 50 staff (ten groups) for a minute at large, the first 10 s a warm-up for the memory check. At
 * small, CI's smoke check that the scenario works, ten staff for a few seconds: making each
 * account hashes a password, and 50 of them took longer than the run. --duration changes the
 * length (a soak), not the warm-up.
 */
const PLANS = {
  large: { groups: 10, seconds: 60, warmUpSeconds: 10 },
  small: { groups: 2, seconds: 8, warmUpSeconds: 2 },
} as const;
/** RSS costs a file read; the heap a forced full collection, a pause of the server. */
const MEMORY_PLAN = { rssEveryMs: 500, heapEveryMs: 20_000 };

/**
 * The staff accounts and their groups, removed again when the run ends with their conversations
 * (deleting an account keeps what it wrote, so messages would stay behind on PostgreSQL).
 */
async function seedStaff(context: BenchContext): Promise<SeededGroups> {
  const baseUrl = context.server.url;
  const roleOf = (index: number) => GROUP_ROLES[index % GROUP_ROLES.length] ?? 'dispatch';
  const { groups } = PLANS[context.size];
  const staff = await seedGroups(baseUrl, groups, GROUP_ROLES.length, roleOf);
  console.log(`seeded ${groups * GROUP_ROLES.length} staff in ${staff.seconds.toFixed(1)} s`);
  context.cleanups.push(async () => {
    await removeMembers(baseUrl, staff);
    const database = createDatabase(parseDatabaseUrl(context.databaseUrl));
    const ids = staff.groups.map((group) => group.conversationId);
    await database.db.deleteFrom('conversations').where('id', 'in', ids).execute();
    await database.destroy();
  });
  return staff;
}

interface ShiftRun {
  seconds: number;
  tally: HttpTally;
  tracker: DeliveryTracker;
  outcome: StaffOutcome;
  rss: RssSample[];
  heap: HeapSample[];
}

const runSeconds = (context: BenchContext) => context.staffSeconds ?? PLANS[context.size].seconds;

/**
 * Every staff member at work at once until the run's time is up, the server's RSS sampled and,
 * when it was started with an inspector, its heap after forced collections.
 */
async function runShifts(
  context: BenchContext,
  operation: SeededOperation,
  members: readonly Omit<StaffMember, 'index'>[],
  connections: readonly Connection[],
): Promise<ShiftRun> {
  const tally = createHttpTally(context.server.url);
  const tracker = trackDeliveries(connections);
  const outcome: StaffOutcome = { written: [], messages: new Map() };
  const marker = `bench-staff-${randomUUID().slice(0, 8)}`;
  const { inspectorPort, process: server } = context.server;
  const inspector = inspectorPort === null ? null : await attachInspector(inspectorPort);
  const sampler = sampleMemory(server.pid ?? 0, inspector, {
    ...MEMORY_PLAN,
    warmUpMs: PLANS[context.size].warmUpSeconds * 1000,
  });
  const started = performance.now();
  const until = started + runSeconds(context) * 1000;
  const shared = { operation, marker, until, tally, tracker, outcome };
  let seconds = 0;
  try {
    await Promise.all(members.map((member, index) => workShift({ ...member, index }, shared)));
    seconds = (performance.now() - started) / 1000;
  } finally {
    // The server waits for an attached debugger before it exits: detach first.
    await sampler.stop().finally(() => inspector?.close());
  }
  return { seconds, tally, tracker, outcome, rss: sampler.rss, heap: sampler.heap };
}

/**
 * What the run's calls and writes came to, read back once it is over: the result, its budget
 * and a few lines of log.
 */
async function checkedResult(
  context: BenchContext,
  operation: SeededOperation,
  staff: SeededGroups,
  run: ShiftRun,
): Promise<ScenarioResult> {
  const { tally, tracker, outcome } = run;
  const plan = PLANS[context.size];
  const sent = [...outcome.messages.values()].reduce((sum, ids) => sum + ids.length, 0);
  const expected = sent * (GROUP_ROLES.length - 1);
  const missing =
    expected - Math.min(expected, await tracker.waitFor(expected, DELIVERY_TIMEOUT_MS));
  const baseUrl = context.server.url;
  const lostWrites = await lostRequests(
    baseUrl,
    operation.adminCookie,
    operation.month,
    outcome.written,
  );
  const lostChat = await lostMessages(baseUrl, staff.groups, outcome.messages);
  const seconds = runSeconds(context);
  const fromMs = budgetFromMs(seconds, plan.warmUpSeconds);
  const memory = memoryFigures(run.rss, run.heap, { warmUpMs: plan.warmUpSeconds * 1000, fromMs });
  const memoryCheck = memoryBudget(memory, seconds, plan.warmUpSeconds);
  const latencies = tally.latencies();
  const edits = outcome.written.reduce((sum, request) => sum + request.edits, 0);
  const wrong = lostWrites + lostChat + missing + tracker.duplicates();

  console.log(`${latencies.length} answers in ${run.seconds.toFixed(1)} s: ${tally.describe()}`);
  console.log(`answers by status: ${JSON.stringify(tally.outcomes())}`);
  console.log(
    `${outcome.written.length} requests created and ${edits} edits acknowledged, ${lostWrites} ` +
      `lost; ${sent} messages, ${lostChat} lost, ${missing} deliveries missing, ` +
      `${tracker.duplicates()} duplicated`,
  );
  memoryLog(memory, run, fromMs);
  return {
    scenario: `staff load (${staff.groups.length * GROUP_ROLES.length} staff)`,
    database: context.database,
    perSecond: latencies.length / run.seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    errors: tally.failures(),
    // This run's highest sample, not the process's lifetime peak (other scenarios set that).
    serverPeakRssMb: memory.peak,
    ofBaseline: null,
    extra: {
      seconds: tenths(run.seconds),
      ...tally.outcomes(),
      created: outcome.written.length,
      edits,
      messages: sent,
      'lost or undelivered': wrong,
      'delivery p99 ms': tenths(percentile(tracker.latencies, 99)),
      ...memoryExtra(memory),
    },
    budget: `0 failed calls, nothing lost, ${memoryCheck.budget}`,
    withinBudget: verdict(context, tally.failures() === 0 && wrong === 0 && memoryCheck.met),
    memory: { rss: run.rss, heap: run.heap },
  };
}

/**
 * 50 signed-in staff for a minute (or --duration), each connected over Socket.IO and working
 * through the HTTP API with pauses of 100–500 ms (staff-member.ts): the dashboard's cards and a
 * post's month, new requests and edits of their own (admins and supervisors), chat in their
 * group. Then every acknowledged request must read back as its last acknowledged save, every
 * acknowledged message must be in its conversation and have reached the four others, no call may
 * have failed, and the server's memory must have stayed flat after the warm-up: RSS, and in a
 * soak also the V8 heap after forced collections (staff-memory-budget.ts).
 */
export async function staffLoad(context: BenchContext): Promise<ScenarioResult> {
  const operation = await seededOperation(context);
  const staff = await seedStaff(context);
  const baseUrl = context.server.url;
  const members = staff.groups.flatMap((group) =>
    group.members.map((account) => ({ account, conversationId: group.conversationId })),
  );
  const connections = await connectAll(
    members.map(({ account }) => ({
      serverUrl: baseUrl,
      cookie: account.cookie,
      userId: account.id,
    })),
  );
  try {
    if (!(await presenceSettled(connections, GROUP_ROLES.length - 1, PRESENCE_TIMEOUT_MS))) {
      console.log('presence had not settled after the wait; measuring anyway');
    }
    const run = await runShifts(context, operation, members, connections);
    return await checkedResult(context, operation, staff, run);
  } finally {
    closeAll(connections);
  }
}
