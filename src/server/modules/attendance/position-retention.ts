import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { attendanceSettings } from '../../db/attendance-settings.js';
import type { DB } from '../../db/schema.js';

const MS_PER_DAY = 24 * 60 * 60 * 1000;
/** How often the sweep runs after the one at start. */
export const RETENTION_SWEEP_MS = 60 * 60 * 1000;

/**
 * Forgets the positions of check-ins and check-outs older than the company's
 * positionRetentionDays at `now` (issue #33): the latitude, longitude and accuracy become null;
 * the time, the distance and the mark stay. Returns how many checks lost their position.
 */
export async function forgetOldPositions(db: Kysely<DB>, now = new Date()): Promise<number> {
  const { positionRetentionDays } = await attendanceSettings(db);
  const before = new Date(now.getTime() - positionRetentionDays * MS_PER_DAY).toISOString();
  return db.transaction().execute(async (trx) => {
    const checkIns = await trx
      .updateTable('shiftAttendance')
      .set({ checkInLatitude: null, checkInLongitude: null, checkInAccuracy: null })
      .where('checkedInAt', '<', before)
      .where((eb) =>
        eb.or([
          eb('checkInLatitude', 'is not', null),
          eb('checkInLongitude', 'is not', null),
          eb('checkInAccuracy', 'is not', null),
        ]),
      )
      .executeTakeFirst();
    const checkOuts = await trx
      .updateTable('shiftAttendance')
      .set({ checkOutLatitude: null, checkOutLongitude: null, checkOutAccuracy: null })
      .where('checkedOutAt', '<', before)
      .where((eb) =>
        eb.or([
          eb('checkOutLatitude', 'is not', null),
          eb('checkOutLongitude', 'is not', null),
          eb('checkOutAccuracy', 'is not', null),
        ]),
      )
      .executeTakeFirst();
    return Number(checkIns.numUpdatedRows) + Number(checkOuts.numUpdatedRows);
  });
}

/**
 * Runs forgetOldPositions now and then every RETENTION_SWEEP_MS, on a timer that keeps no process
 * alive; `close` stops it and waits for a sweep under way (before the database closes).
 */
export function startPositionRetention(
  db: Kysely<DB>,
  log: FastifyBaseLogger,
  intervalMs = RETENTION_SWEEP_MS,
): { close: () => Promise<void> } {
  const sweep = async () => {
    try {
      const forgotten = await forgetOldPositions(db);
      if (forgotten > 0) log.info({ forgotten }, 'forgot check-in positions past their retention');
    } catch (error) {
      log.error({ err: error }, 'forgetting old check-in positions failed');
    }
  };
  let running = sweep();
  const timer = setInterval(() => {
    running = sweep();
  }, intervalMs);
  timer.unref();
  return {
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
