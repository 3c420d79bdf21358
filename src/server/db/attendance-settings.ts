import type { Kysely } from 'kysely';
import {
  DEFAULT_ATTENDANCE_SETTINGS,
  type AttendanceSettings,
} from '../../shared/attendance-settings.js';
import type { DB } from './schema.js';

/*
 * The company's attendance settings as the database keeps them (migration 0029): one row with
 * id 1, a boolean as 0/1. Here in db/ because the check-in routes, the timers, the boards and the
 * timesheets all read them; only the settings module writes them.
 */

const ROW_ID = 1;

/** What an admin saved, or the defaults until one has: one primary-key read. */
export async function attendanceSettings(db: Kysely<DB>): Promise<AttendanceSettings> {
  const row = await db
    .selectFrom('attendanceSettings')
    .selectAll()
    .where('id', '=', ROW_ID)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_ATTENDANCE_SETTINGS };
  return {
    lateAfterMinutes: row.lateAfterMinutes,
    noShowAfterMinutes: row.noShowAfterMinutes,
    autoOfferNoShows: row.autoOfferNoShows === 1,
    positionRetentionDays: row.positionRetentionDays,
    reliefArrivalMinutes: row.reliefArrivalMinutes,
    confirmHoursBefore: row.confirmHoursBefore,
  };
}

/** Keeps `settings` as the company's, all of them (the first save writes the row). */
export async function saveAttendanceSettings(
  db: Kysely<DB>,
  settings: AttendanceSettings,
): Promise<void> {
  const values = {
    lateAfterMinutes: settings.lateAfterMinutes,
    noShowAfterMinutes: settings.noShowAfterMinutes,
    autoOfferNoShows: settings.autoOfferNoShows ? 1 : 0,
    positionRetentionDays: settings.positionRetentionDays,
    reliefArrivalMinutes: settings.reliefArrivalMinutes,
    confirmHoursBefore: settings.confirmHoursBefore,
  };
  await db
    .insertInto('attendanceSettings')
    .values({ id: ROW_ID, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}
