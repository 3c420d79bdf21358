import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { shiftBounds } from '../../../shared/check-in-rules.js';
import { localTimeZone, shiftPhase } from '../../../shared/shift-phase.js';
import type { ShiftTimes } from '../../../shared/shift-span.js';
import { attendanceSettings } from '../../db/attendance-settings.js';
import type { DB } from '../../db/schema.js';
import { badRequest } from '../../errors.js';

const MINUTE_MS = 60_000;

export const ARRIVAL_AFTER_END = 'The guard must be expected before the shift ends';
export const ARRIVAL_IN_PAST = 'The guard cannot be expected before now';

/**
 * A guard who takes a shift that has already started is its relief (issue #39): they cannot be
 * at the post at its start, so they are expected by `arrivesBy` (the time the office gave on the
 * phone) or, by default, the company's relief arrival minutes from now, never past the shift's
 * end. Late and no-show count from then (the attendance timers read `expected_at`), so the guard
 * who came to help is never made a no-show of the shift they took. Kept on their attendance row
 * of the shift, in the caller's transaction; answers the instant, or null for a shift that has
 * not started (its guard is expected at its start). A guard already checked in is left as they
 * are. 400 for an arrival before now or past the end.
 */
export async function markRelief(
  trx: Kysely<DB>,
  shift: ShiftTimes & { id: string },
  guardId: string,
  arrivesBy?: Date,
): Promise<Date | null> {
  const now = new Date();
  const zone = localTimeZone();
  if (shiftPhase(shift, now, zone) !== 'started') {
    await clearRelief(trx, shift.id, guardId);
    return null;
  }
  // A guard who has checked in is at the post, not on the way: kept on a started shift the office
  // edits (its end moved), they stay as they were, or they would turn relief and their timesheet
  // be scheduled from a made-up arrival.
  const attendance = await trx
    .selectFrom('shiftAttendance')
    .select(['checkedInAt', 'expectedAt'])
    .where('requestId', '=', shift.id)
    .where('guardId', '=', guardId)
    .executeTakeFirst();
  if (attendance?.checkedInAt) {
    return attendance.expectedAt === null ? null : new Date(attendance.expectedAt);
  }
  const { end } = shiftBounds(shift, zone);
  let expected: number;
  if (arrivesBy) {
    if (arrivesBy.getTime() > end) throw badRequest(ARRIVAL_AFTER_END);
    // A minute's grace: the office types the time it said on the phone a moment ago.
    if (arrivesBy.getTime() < now.getTime() - MINUTE_MS) throw badRequest(ARRIVAL_IN_PAST);
    expected = Math.max(arrivesBy.getTime(), now.getTime());
  } else {
    const { reliefArrivalMinutes } = await attendanceSettings(trx);
    expected = Math.min(now.getTime() + reliefArrivalMinutes * MINUTE_MS, end);
  }
  const expectedAt = new Date(expected).toISOString();
  // A fresh start for this guard on this shift: no late or no-show mark from before.
  const values = { expectedAt, lateAt: null, noShowAt: null };
  await trx
    .insertInto('shiftAttendance')
    .values({ id: randomUUID(), requestId: shift.id, guardId, ...values })
    .onConflict((conflict) => conflict.columns(['requestId', 'guardId']).doUpdateSet(values))
    .execute();
  return new Date(expected);
}

/** A guard given a shift before its start is expected at the start: no relief arrival stands. */
async function clearRelief(trx: Kysely<DB>, requestId: string, guardId: string): Promise<void> {
  await trx
    .updateTable('shiftAttendance')
    .set({ expectedAt: null })
    .where('requestId', '=', requestId)
    .where('guardId', '=', guardId)
    .where('expectedAt', 'is not', null)
    .execute();
}
