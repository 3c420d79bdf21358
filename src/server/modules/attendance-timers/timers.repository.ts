import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { shiftsWithAttendance } from '../../db/shifts-with-attendance.js';

/** An assigned timed shift as the scheduler reads it, with its guard's check-in and marks. */
export interface ScheduledShift {
  id: string;
  date: string;
  startTime: string | null;
  endTime: string | null;
  assignedGuardId: string;
  checkedInAt: string | null;
  lateAt: string | null;
  noShowAt: string | null;
  /** When a relief is expected (issue #39): late and no-show count from it, not the start. */
  expectedAt: string | null;
}

/** The assigned shifts with a start time dated `from` to `to`, with their guards' attendance. */
export async function assignedShifts(
  db: Kysely<DB>,
  from: string,
  to: string,
): Promise<ScheduledShift[]> {
  const rows = await shiftsWithAttendance(db)
    .select([
      'request.id',
      'request.date',
      'request.startTime',
      'request.endTime',
      'request.assignedGuardId',
      'attendance.checkedInAt',
      'attendance.lateAt',
      'attendance.noShowAt',
      'attendance.expectedAt',
    ])
    .where('request.date', '>=', from)
    .where('request.date', '<=', to)
    .where('request.assignedGuardId', 'is not', null)
    .where('request.startTime', 'is not', null)
    .execute();
  return rows.flatMap((row) =>
    row.assignedGuardId ? [{ ...row, assignedGuardId: row.assignedGuardId }] : [],
  );
}

/** The guard's attendance on the shift, if a row exists. */
export function attendanceOf(trx: Transaction<DB>, requestId: string, guardId: string) {
  return trx
    .selectFrom('shiftAttendance')
    .select(['checkedInAt', 'lateAt', 'noShowAt', 'expectedAt'])
    .where('requestId', '=', requestId)
    .where('guardId', '=', guardId)
    .executeTakeFirst();
}

/** Marks the guard late or a no-show on the shift (the row is made when there is none). */
export async function markAttendance(
  trx: Transaction<DB>,
  requestId: string,
  guardId: string,
  mark: { lateAt: string } | { noShowAt: string },
): Promise<void> {
  await trx
    .insertInto('shiftAttendance')
    .values({ id: randomUUID(), requestId, guardId, ...mark })
    .onConflict((conflict) => conflict.columns(['requestId', 'guardId']).doUpdateSet(mark))
    .execute();
}

/** The guard as their messages and the call-out need them. */
export function guardForTimer(trx: Transaction<DB>, id: string) {
  return trx
    .selectFrom('guards')
    .select(['id', 'firstName', 'lastName', 'accountId', 'contactNumber'])
    .where('id', '=', id)
    .executeTakeFirst();
}
