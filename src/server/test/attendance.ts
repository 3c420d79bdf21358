import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { TZDate } from '@date-fns/tz';
import type { SiteMark } from '../db/schema-attendance.js';
import type { DB } from '../db/schema.js';

/** Test support for the boards' attendance (issue #33), not a test file itself. */

/** The instant of a wall-clock date and HH:MM (seconds optional) in a time zone. */
export function wallInstant(date: string, time: string, timeZone: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, day, hours, minutes, seconds, timeZone).getTime());
}

/** A guard's check-in on a shift, as the check-in route keeps it (a row per shift and guard). */
export async function seedCheckIn(
  db: Kysely<DB>,
  values: { requestId: string; guardId: string; checkedInAt: Date; mark?: SiteMark },
): Promise<void> {
  const mark = values.mark ?? 'on-site';
  await db
    .insertInto('shiftAttendance')
    .values({
      id: randomUUID(),
      requestId: values.requestId,
      guardId: values.guardId,
      checkedInAt: values.checkedInAt.toISOString(),
      checkInLatitude: mark === 'no-location' ? null : 40.7,
      checkInLongitude: mark === 'no-location' ? null : -74,
      checkInAccuracy: mark === 'no-location' ? null : 12,
      checkInDistanceMeters: mark === 'off-site' ? 1800 : mark === 'on-site' ? 20 : null,
      checkInMark: mark,
    })
    .execute();
}
