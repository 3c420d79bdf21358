import type { Kysely } from 'kysely';
import type { DB } from './schema.js';
import { nowIso } from './timestamps.js';

/*
 * A dispatcher's choice to be told by push of late guards and no-shows (issue #33, migration
 * 0030): one row while they want it. Admins and supervisors are always told. Here in db/ because
 * the settings routes write it and the attendance timers read it.
 */

/** True when the account chose to be told. */
export async function attendanceAlertsOn(db: Kysely<DB>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('attendanceAlertOptIns')
    .select('userId')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Keeps the account's choice (idempotent either way). */
export async function setAttendanceAlerts(
  db: Kysely<DB>,
  userId: string,
  on: boolean,
): Promise<void> {
  if (!on) {
    await db.deleteFrom('attendanceAlertOptIns').where('userId', '=', userId).execute();
    return;
  }
  await db
    .insertInto('attendanceAlertOptIns')
    .values({ userId, createdAt: nowIso() })
    .onConflict((conflict) => conflict.column('userId').doNothing())
    .execute();
}
