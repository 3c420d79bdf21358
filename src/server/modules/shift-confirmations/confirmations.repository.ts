import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { wallClockOf } from '../../../shared/check-in-rules.js';
import { localTimeZone } from '../../../shared/shift-phase.js';
import type { DB } from '../../db/schema.js';
import type { WrittenShift } from './confirmation-texts.js';
import { shiftsWithAttendance } from '../../db/shifts-with-attendance.js';

/**
 * The queries of confirmations (issue #39): the shift as its texts name it, and each guard's
 * reminder and confirmation, kept on their attendance row of the shift (shift_attendance: one row
 * per shift and guard, made here when there is none yet).
 */

/**
 * The shift with its post's name and address, the note for the guard, and when its guard is
 * expected if they are its relief (in the server's zone, the company's, as the relief's own was
 * read: issue #39), or undefined.
 */
export async function writtenShift(
  db: Kysely<DB>,
  requestId: string,
): Promise<WrittenShift | undefined> {
  const row = await shiftsWithAttendance(db)
    .innerJoin('locations as location', 'location.id', 'request.locationId')
    .select([
      'request.date',
      'request.startTime',
      'request.endTime',
      'location.name as locationName',
      'location.address',
      'request.guardNote',
      'attendance.expectedAt',
    ])
    .where('request.id', '=', requestId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { expectedAt, ...shift } = row;
  const arriveBy = expectedAt ? wallClockOf(new Date(expectedAt), localTimeZone()).time : null;
  return { ...shift, arriveBy };
}

/** The guard's reminder and confirmation of the shift, if their row exists. */
export function confirmationOf(db: Kysely<DB>, requestId: string, guardId: string) {
  return db
    .selectFrom('shiftAttendance')
    .select(['confirmCode', 'remindedAt', 'confirmedAt'])
    .where('requestId', '=', requestId)
    .where('guardId', '=', guardId)
    .executeTakeFirst();
}

/** Keeps the guard's confirmation of the shift at `at`. */
export async function markConfirmed(
  db: Kysely<DB>,
  requestId: string,
  guardId: string,
  at: string,
): Promise<void> {
  await db
    .insertInto('shiftAttendance')
    .values({ id: randomUUID(), requestId, guardId, confirmedAt: at })
    .onConflict((conflict) =>
      conflict.columns(['requestId', 'guardId']).doUpdateSet({ confirmedAt: at }),
    )
    .execute();
}

/**
 * Keeps the reminder texted with `code` at `at`, unless one was kept already: false then (two
 * reminders of one shift, at instants the settings made differ, send one text).
 */
export async function markReminded(
  db: Kysely<DB>,
  requestId: string,
  guardId: string,
  code: string,
  at: string,
): Promise<boolean> {
  const kept = await db
    .insertInto('shiftAttendance')
    .values({ id: randomUUID(), requestId, guardId, confirmCode: code, remindedAt: at })
    .onConflict((conflict) =>
      conflict
        .columns(['requestId', 'guardId'])
        .doUpdateSet({ confirmCode: code, remindedAt: at })
        .where('shiftAttendance.remindedAt', 'is', null),
    )
    .executeTakeFirst();
  return Number(kept.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** A shift the guard was reminded of, still theirs, as a reply to their text names it. */
export interface RemindedShift {
  requestId: string;
  guardId: string;
  code: string;
  confirmedAt: string | null;
  date: string;
  startTime: string | null;
  endTime: string | null;
  locationName: string;
}

/**
 * The guards' reminded shifts dated `from` on that are still theirs (a reassigned shift's code
 * answers nothing), soonest first; with `code`, those of that code only.
 */
export async function remindedShifts(
  db: Kysely<DB>,
  guardIds: readonly string[],
  from: string,
  code?: string,
): Promise<RemindedShift[]> {
  if (guardIds.length === 0) return [];
  const rows = await db
    .selectFrom('shiftAttendance as attendance')
    .innerJoin('coverageRequests as request', (join) =>
      join
        .onRef('request.id', '=', 'attendance.requestId')
        .onRef('request.assignedGuardId', '=', 'attendance.guardId'),
    )
    .innerJoin('locations as location', 'location.id', 'request.locationId')
    .select([
      'attendance.requestId',
      'attendance.guardId',
      'attendance.confirmCode',
      'attendance.confirmedAt',
      'request.date',
      'request.startTime',
      'request.endTime',
      'location.name as locationName',
    ])
    .where('attendance.guardId', 'in', guardIds)
    .where('attendance.confirmCode', 'is not', null)
    .$if(code !== undefined, (query) => query.where('attendance.confirmCode', '=', code ?? ''))
    .where('request.date', '>=', from)
    .orderBy('request.date')
    .orderBy('request.startTime')
    .execute();
  return rows.flatMap(({ confirmCode, ...row }) =>
    confirmCode ? [{ ...row, code: confirmCode }] : [],
  );
}

/** The codes of the guard's reminders of shifts dated `from` on: a new one must differ. */
export async function reminderCodes(
  db: Kysely<DB>,
  guardId: string,
  from: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('shiftAttendance as attendance')
    .innerJoin('coverageRequests as request', 'request.id', 'attendance.requestId')
    .select('attendance.confirmCode')
    .where('attendance.guardId', '=', guardId)
    .where('attendance.confirmCode', 'is not', null)
    .where('request.date', '>=', from)
    .execute();
  return new Set(rows.flatMap((row) => (row.confirmCode ? [row.confirmCode] : [])));
}

/** An assigned timed shift of a guard without the app, not reminded yet, as the scheduler reads it. */
export interface ShiftToRemind {
  id: string;
  date: string;
  startTime: string | null;
  endTime: string | null;
  assignedGuardId: string;
}

/**
 * The timed shifts dated `from` to `to` whose guard has no account and a mobile number, and has
 * not been reminded of them (issue #39).
 */
export async function shiftsToRemind(
  db: Kysely<DB>,
  from: string,
  to: string,
): Promise<ShiftToRemind[]> {
  const rows = await shiftsWithAttendance(db)
    .innerJoin('guards as guard', 'guard.id', 'request.assignedGuardId')
    .select([
      'request.id',
      'request.date',
      'request.startTime',
      'request.endTime',
      'request.assignedGuardId',
    ])
    .where('request.date', '>=', from)
    .where('request.date', '<=', to)
    .where('request.startTime', 'is not', null)
    .where('guard.accountId', 'is', null)
    .where('guard.contactNumber', 'is not', null)
    .where('attendance.remindedAt', 'is', null)
    .execute();
  return rows.flatMap((row) =>
    row.assignedGuardId ? [{ ...row, assignedGuardId: row.assignedGuardId }] : [],
  );
}
