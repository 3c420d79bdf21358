import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { parseDatabaseUrl } from '../../src/server/config.js';
import { insertInBatches } from '../../src/server/db/batches.js';
import { createDatabase } from '../../src/server/db/database.js';
import type { DB } from '../../src/server/db/schema.js';
import { addDays, localIsoDate } from '../../src/shared/calendar.js';
import { shiftBounds } from '../../src/shared/check-in-rules.js';
import { guardDisplayName } from '../../src/shared/guards.js';
import { isoWeekOf, weekDays } from '../../src/shared/iso-week.js';
import { TimesheetWeekSchema } from '../../src/shared/timesheets.js';
import { createRandom } from '../seed-demo-random.js';
import { parseAnswer, sendApi, type Cookie } from './api-client.js';
import { toMb, verdict, type BenchContext } from './context.js';
import { BROWSER_ACCEPT } from './http-load.js';
import { SHIFTS } from './operation-plan.js';
import { seededOperation } from './operation-seed.js';
import type { ScenarioResult } from './results.js';
import { memoryOf } from './server.js';

/**
 * Timesheets (issue #33) on the large operation: last week, five shifts for each of the 2,000
 * guards (10,000, beside the ~3,000 the operation assigned that week) with their check-ins: most
 * on time, one in ten late, one in twenty off site, one in twenty without a check-out, one in
 * fifty with approved minutes. Then the office's reads of the week (the page's answer, the
 * payroll CSV: a line per shift and each guard's total, issue #39) one after the other, and its
 * writes: a shift's minutes set, a guard's week approved, the shifts missing a check-in or a
 * check-out confirmed as scheduled (issue #39). Removed with the operation (the shifts go with
 * their posts, the rows with them).
 */

const READS = { large: 10, small: 2 } as const;
const WRITES = { large: 100, small: 10 } as const;
/** The page's answer for the whole company's week, read by one office user at a time. */
const READ_P99_MS = 1500;
const WRITE_P99_MS = 100;
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

async function seedWeek(context: BenchContext, week: string) {
  const operation = await seededOperation(context);
  const started = performance.now();
  const database = createDatabase(parseDatabaseUrl(context.databaseUrl));
  const random = createRandom(33);
  const now = new Date().toISOString();
  const days = weekDays(week).slice(0, 5);
  const requests: Insertable<DB['coverageRequests']>[] = [];
  const attendance: Insertable<DB['shiftAttendance']>[] = [];
  const closed: { requestId: string; guardId: string }[] = [];
  for (const guard of operation.guards) {
    for (const date of days) {
      const [startTime, endTime] = random.pick(SHIFTS);
      const id = randomUUID();
      requests.push({
        id,
        userId: null,
        date,
        startTime,
        endTime,
        locationId: random.pick(operation.locations).id,
        assignedGuardId: guard.id,
        assignedGuardName: guardDisplayName(guard),
        notes: null,
        createdAt: now,
        updatedAt: now,
      });
      const { start, end } = shiftBounds({ date, startTime, endTime }, ZONE);
      const late = random.chance(0.1);
      const inAt = start + (late ? random.int(11, 40) : random.int(-15, 5)) * 60_000;
      const noOut = random.chance(0.05);
      const outAt = end + random.int(-10, 20) * 60_000;
      const offSite = random.chance(0.05);
      const approved = random.chance(0.02);
      attendance.push({
        id: randomUUID(),
        requestId: id,
        guardId: guard.id,
        checkedInAt: new Date(inAt).toISOString(),
        checkInDistanceMeters: offSite ? random.int(200, 2000) : random.int(0, 120),
        checkInMark: offSite ? ('off-site' as const) : ('on-site' as const),
        checkedOutAt: noOut ? null : new Date(outAt).toISOString(),
        checkOutDistanceMeters: noOut ? null : random.int(0, 120),
        checkOutMark: noOut ? null : ('on-site' as const),
        approvedMinutes: approved ? random.int(240, 600) : null,
        approvedByName: approved ? 'Bench Office' : null,
        approvedAt: approved ? now : null,
      });
      if (!noOut) closed.push({ requestId: id, guardId: guard.id });
    }
  }
  await database.db.transaction().execute(async (trx) => {
    await insertInBatches(trx, 'coverageRequests', requests);
    await insertInBatches(trx, 'shiftAttendance', attendance);
  });
  await database.destroy();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Seeded ${String(requests.length)} shifts with check-ins in ${week} in ${seconds.toFixed(1)} s`,
  );
  return { operation, closed };
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/** `count` calls one after the other (after one unmeasured), their times sorted. */
async function timed(count: number, call: (index: number) => Promise<void>): Promise<number[]> {
  await call(-1);
  const times = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await call(index);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** The page's read, compressed as a browser asks for it. */
async function readWeek(baseUrl: string, cookie: Cookie, week: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/timesheets?week=${week}`, {
    headers: { cookie, ...BROWSER_ACCEPT },
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`timesheets answered ${String(response.status)}`);
}

/** GET /api/timesheets and its CSV for last week, then shifts' minutes set and weeks approved. */
export async function timesheets(context: BenchContext): Promise<ScenarioResult> {
  const week = isoWeekOf(addDays(localIsoDate(new Date()), -7));
  const { operation, closed } = await seedWeek(context, week);
  const baseUrl = context.server.url;
  const cookie = operation.adminCookie;

  const request = { method: 'GET', path: `/api/timesheets?week=${week}` } as const;
  const sheet = parseAnswer(request, await sendApi(baseUrl, cookie, request), TimesheetWeekSchema);
  const answerBytes = JSON.stringify(sheet).length;
  const reads = await timed(READS[context.size], () => readWeek(baseUrl, cookie, week));
  let csvLines = 0;
  const csvReads = await timed(READS[context.size], async () => {
    const response = await fetch(`${baseUrl}/api/timesheets.csv?week=${week}`, {
      headers: { cookie },
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`timesheets.csv answered ${String(response.status)}`);
    csvLines = text.split('\r\n').length - 2;
  });

  // Writes: a shift's minutes, then guards' weeks approved, those with a check-in or check-out
  // missing confirmed as scheduled (the heavier write: the week is read again after it).
  const count = WRITES[context.size];
  const puts = await timed(count, async (index) => {
    const shift = closed[index + 1];
    if (!shift) return;
    const answer = await sendApi(baseUrl, cookie, {
      method: 'PUT',
      path: `/api/timesheets/shifts/${shift.requestId}/${shift.guardId}`,
      body: { approvedMinutes: 480 },
    });
    if (answer.status !== 200) throw new Error(`PUT answered ${String(answer.status)}`);
  });
  const guards = sheet.guards;
  const asScheduled = guards.filter((guard) =>
    guard.shifts.some((shift) => shift.missingCheckIn || shift.missingCheckOut),
  ).length;
  const approvals = await timed(Math.min(count, guards.length - 1), async (index) => {
    const guard = guards[index + 1];
    if (!guard) return;
    const answer = await sendApi(baseUrl, cookie, {
      method: 'POST',
      path: `/api/timesheets/${guard.guardId}/${week}/approve`,
      body: { confirmWarnings: true },
    });
    if (answer.status !== 200)
      throw new Error(`approve answered ${String(answer.status)}: ${answer.text}`);
  });

  const p50 = percentile(reads, 0.5);
  const p99 = percentile(reads, 0.99);
  const putP99 = percentile(puts, 0.99);
  const approveP99 = percentile(approvals, 0.99);
  console.log(
    `read: p50 ${p50.toFixed(0)} ms, slowest ${p99.toFixed(0)} ms; csv p50 ${percentile(csvReads, 0.5).toFixed(0)} ms; ` +
      `set minutes p99 ${putP99.toFixed(0)} ms; approve p99 ${approveP99.toFixed(0)} ms`,
  );
  return {
    scenario: 'timesheets (week read, CSV, writes)',
    database: context.database,
    perSecond: null,
    p50Ms: Math.round(p50),
    p99Ms: Math.round(p99),
    errors: 0,
    serverPeakRssMb: toMb(memoryOf(context.server.process.pid ?? 0).peak),
    ofBaseline: null,
    extra: {
      guards: sheet.guards.length,
      shifts: sheet.guards.reduce((sum, guard) => sum + guard.shifts.length, 0),
      'answer KB': Math.round(answerBytes / 1024),
      'csv lines': csvLines,
      'guards with shifts to approve as scheduled': asScheduled,
      'csv p50 ms': Math.round(percentile(csvReads, 0.5)),
      'set minutes p50 ms': Math.round(percentile(puts, 0.5)),
      'set minutes p99 ms': Math.round(putP99),
      'approve p50 ms': Math.round(percentile(approvals, 0.5)),
      'approve p99 ms': Math.round(approveP99),
    },
    budget: `week read ≤ ${String(READ_P99_MS)} ms; writes p99 ≤ ${String(WRITE_P99_MS)} ms`,
    withinBudget: verdict(
      context,
      p99 <= READ_P99_MS && putP99 <= WRITE_P99_MS && approveP99 <= WRITE_P99_MS,
    ),
  };
}
