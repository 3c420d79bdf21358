import { randomUUID } from 'node:crypto';
import { parseDatabaseUrl } from '../../src/server/config.js';
import { insertInBatches } from '../../src/server/db/batches.js';
import { createDatabase } from '../../src/server/db/database.js';
import { addDays, localIsoDate } from '../../src/shared/calendar.js';
import { NowShiftsSchema } from '../../src/shared/now-strip.js';
import { callApi } from './api-client.js';
import { loadResult } from './coverage-scenarios.js';
import type { BenchContext } from './context.js';
import { BROWSER_ACCEPT, loadSeconds, warmUpSeconds } from './http-load.js';
import { runWarmedNodeLoad } from './node-http-load.js';
import { seededOperation } from './operation-seed.js';
import type { ScenarioResult } from './results.js';

/**
 * The open-shifts board's 'Now' strip (issue #33) on the large operation: GET /api/shifts/now read
 * by 20 clients at once, as the board is. The strip is never kept (its states change with the
 * clock), so every request reads today's shifts afresh. Half of the shifts already started today
 * (and last night's) have a check-in, written here as the check-in route would; the rest are
 * late or no-shows, the strip's worst case: hundreds of shifts to rank.
 */

const NOW_P99_MS = 50;
const STRIP_PATH = '/api/shifts/now';

/** Check-ins for every other started shift with a guard, today and last night; removed after. */
async function seedCheckIns(context: BenchContext): Promise<number> {
  const database = createDatabase(parseDatabaseUrl(context.databaseUrl));
  const today = localIsoDate(new Date());
  const time = new Date().toTimeString().slice(0, 5);
  const started = await database.db
    .selectFrom('coverageRequests')
    .select(['id', 'assignedGuardId'])
    .where('date', '>=', addDays(today, -1))
    .where('date', '<=', today)
    .where('assignedGuardId', 'is not', null)
    .where('startTime', 'is not', null)
    .where((eb) => eb.or([eb('date', '<', today), eb('startTime', '<=', time)]))
    .orderBy('id')
    .execute();
  const at = new Date().toISOString();
  const rows = started
    .filter((_, index) => index % 2 === 0)
    .map((shift) => ({
      id: randomUUID(),
      requestId: shift.id,
      guardId: shift.assignedGuardId ?? '',
      checkedInAt: at,
      checkInDistanceMeters: 20,
      checkInMark: 'on-site' as const,
    }));
  await database.db.transaction().execute((trx) => insertInBatches(trx, 'shiftAttendance', rows));
  await database.destroy();
  context.cleanups.unshift(async () => {
    const cleaning = createDatabase(parseDatabaseUrl(context.databaseUrl));
    const ids = rows.map((row) => row.id);
    for (let from = 0; from < ids.length; from += 500) {
      await cleaning.db
        .deleteFrom('shiftAttendance')
        .where('id', 'in', ids.slice(from, from + 500))
        .execute();
    }
    await cleaning.destroy();
  });
  return rows.length;
}

/** /open-shifts' strip: GET /api/shifts/now, every post. */
export async function nowStrip(context: BenchContext): Promise<ScenarioResult> {
  const operation = await seededOperation(context);
  const checkIns = await seedCheckIns(context);
  const strip = await callApi(
    context.server.url,
    operation.adminCookie,
    { method: 'GET', path: STRIP_PATH },
    NowShiftsSchema,
  );
  const load = {
    baseUrl: context.server.url,
    path: () => STRIP_PATH,
    headers: { ...BROWSER_ACCEPT, cookie: operation.adminCookie },
    duration: loadSeconds(context.size),
  };
  const stats = await runWarmedNodeLoad(load, warmUpSeconds(context.size));
  return loadResult(
    context,
    "the 'Now' strip",
    stats,
    { 'check-ins seeded': checkIns, 'shifts in the strip': strip.total },
    {
      text: `p99 ≤ ${String(NOW_P99_MS)} ms, 0 errors`,
      met: stats.p99Ms <= NOW_P99_MS && stats.errors === 0,
    },
  );
}
