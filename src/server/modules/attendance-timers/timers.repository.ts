import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

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
}

/** The assigned shifts with a start time dated `from` to `to`, with their guards' attendance. */
export async function assignedShifts(
  db: Kysely<DB>,
  from: string,
  to: string,
): Promise<ScheduledShift[]> {
  const rows = await db
    .selectFrom('coverageRequests as request')
    .leftJoin('shiftAttendance as attendance', (join) =>
      join
        .onRef('attendance.requestId', '=', 'request.id')
        .onRef('attendance.guardId', '=', 'request.assignedGuardId'),
    )
    .select([
      'request.id',
      'request.date',
      'request.startTime',
      'request.endTime',
      'request.assignedGuardId',
      'attendance.checkedInAt',
      'attendance.lateAt',
      'attendance.noShowAt',
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
    .select(['checkedInAt', 'lateAt', 'noShowAt'])
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

/** The office accounts told of attendance by push: admins, supervisors, and dispatchers who chose to. */
export async function attendanceAlertAccounts(db: Kysely<DB>): Promise<string[]> {
  const rows = await db
    .selectFrom('user')
    .leftJoin('attendanceAlertOptIns as optIn', 'optIn.userId', 'user.id')
    .select('user.id')
    .where((eb) =>
      eb.or([
        eb('user.role', 'in', ['admin', 'supervisor']),
        eb.and([eb('user.role', '=', 'dispatch'), eb('optIn.userId', 'is not', null)]),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}
