import { randomUUID } from 'node:crypto';
import { parseDatabaseUrl } from '../../src/server/config.js';
import { insertInBatches } from '../../src/server/db/batches.js';
import { createDatabase } from '../../src/server/db/database.js';
import { addDays, localIsoDate } from '../../src/shared/calendar.js';
import { defaultReportRange } from '../../src/shared/report-math.js';
import { UncoveredHoursReportSchema } from '../../src/shared/uncovered-hours.js';
import { callApi } from './api-client.js';
import type { BenchContext } from './context.js';
import { loadResult } from './coverage-scenarios.js';
import { loadPathsInTurn } from './http-load.js';
import { seededOperation } from './operation-seed.js';
import type { ScenarioResult } from './results.js';

/**
 * Issue #39's Uncovered hours report on the large operation: the last 12 weeks (~64,000 requests
 * at large, a third of them without a guard, as the seed has them: ~21,000 uncovered shifts) of
 * every post and of 10, with a relief on every 50th assigned shift of the range (his wait counts,
 * read through migration 0036's index). Measured: the first answers (made from the database:
 * 'cold ms'), a year's, an answer made afresh after a write to the range (what the first reader
 * after each change waits), then 20 clients reading both ranges, answered from the kept copies.
 */
const P99_MS = 200;
/** The 12 weeks of every post made afresh, as after any write to their months. */
const FRESH_MS = 1000;
/** A relief on every 50th assigned shift of the range (~430 at large). */
const RELIEF_EVERY = 50;
const WRITES = 5;

/** Relief rows (an expected arrival, most with a check-in an hour after the start). */
async function seedReliefs(context: BenchContext, range: { from: string; to: string }) {
  const database = createDatabase(parseDatabaseUrl(context.databaseUrl));
  try {
    const assigned = await database.db
      .selectFrom('coverageRequests')
      .select(['id', 'date', 'startTime', 'assignedGuardId'])
      .where('date', '>=', range.from)
      .where('date', '<=', range.to)
      .where('assignedGuardId', 'is not', null)
      .where('startTime', 'is not', null)
      .orderBy('id')
      .execute();
    const rows = assigned
      .filter((_, index) => index % RELIEF_EVERY === 0)
      .map((request, index) => {
        const start = Date.parse(`${request.date}T${request.startTime ?? '00:00'}:00`);
        return {
          id: randomUUID(),
          requestId: request.id,
          guardId: request.assignedGuardId ?? '',
          expectedAt: new Date(start + 40 * 60_000).toISOString(),
          checkedInAt: index % 5 === 0 ? null : new Date(start + 70 * 60_000).toISOString(),
          checkInMark: index % 5 === 0 ? null : ('on-site' as const),
        };
      });
    await database.db.transaction().execute((trx) => insertInBatches(trx, 'shiftAttendance', rows));
    return { count: rows.length, ids: assigned.map((request) => request.id) };
  } finally {
    await database.destroy();
  }
}

/** Changes one request of the range as an edit would (its month's version moves). */
async function touch(context: BenchContext, id: string, round: number) {
  const database = createDatabase(parseDatabaseUrl(context.databaseUrl));
  try {
    await database.db
      .updateTable('coverageRequests')
      .set({ notes: `Bench touch ${String(round)}` })
      .where('id', '=', id)
      .execute();
  } finally {
    await database.destroy();
  }
}

export async function uncoveredHours(context: BenchContext): Promise<ScenarioResult> {
  const operation = await seededOperation(context);
  const range = defaultReportRange(localIsoDate(new Date()));
  const reliefs = await seedReliefs(context, range);
  const some = operation.locations.slice(0, 10).map((location) => location.id);
  const every = `/api/reports/uncovered-hours?from=${range.from}&to=${range.to}`;
  const paths = [every, `${every}&locations=${some.join(',')}`];
  const read = async (path: string) => {
    const started = performance.now();
    await callApi(
      context.server.url,
      operation.adminCookie,
      { method: 'GET', path },
      UncoveredHoursReportSchema,
    );
    return Math.round(performance.now() - started);
  };

  const coldEvery = await read(paths[0] ?? every);
  const coldSome = await read(paths[1] ?? every);
  const yearMs = await read(
    `/api/reports/uncovered-hours?from=${addDays(range.to, -364)}&to=${range.to}`,
  );
  // The first reader after each change to the range's months waits for a fresh answer.
  const fresh: number[] = [];
  for (let round = 0; round < WRITES; round += 1) {
    await touch(context, reliefs.ids[round * 97] ?? reliefs.ids[0] ?? '', round);
    fresh.push(await read(every));
  }
  const freshMs = Math.max(...fresh);

  const stats = await loadPathsInTurn(
    context.server.url,
    operation.adminCookie,
    paths,
    context.size,
  );
  return loadResult(
    context,
    'uncovered hours report (12 weeks)',
    stats,
    {
      'every post cold ms': coldEvery,
      '10 posts cold ms': coldSome,
      'a year cold ms': yearMs,
      'after a write ms (max of 5)': freshMs,
      'reliefs seeded': reliefs.count,
    },
    {
      text: `p99 ≤ ${String(P99_MS)} ms, afresh ≤ ${String(FRESH_MS)} ms, 0 errors`,
      met: stats.requests > 0 && stats.p99Ms <= P99_MS && freshMs <= FRESH_MS && stats.errors === 0,
    },
  );
}
