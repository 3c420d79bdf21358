import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { WeeklyUnavailability } from '../../../shared/availability-rules.js';
import { sortedWindows } from '../../../shared/availability.js';
import { guardFullName } from '../../../shared/guards.js';
import type { TimeOff, TimeOffFilter } from '../../../shared/time-off.js';
import { TIME_OFF_LIST_MAX } from '../../../shared/time-off.js';
import type { TimeOffStatus } from '../../../shared/time-off-rules.js';
import type { DB } from '../../db/schema.js';
import type { TimeOffTable } from '../../db/schema-rules.js';

/** A guard as time off names them: their row, their name, their account (null: none). */
export interface TimeOffGuard {
  id: string;
  firstName: string;
  lastName: string;
  accountId: string | null;
  /** Their mobile number as stored: texted when their time off opens their shifts (issue #39). */
  contactNumber: string | null;
}

const guardColumns = [
  'guard.id',
  'guard.firstName',
  'guard.lastName',
  'guard.accountId',
  'guard.contactNumber',
] as const;

/** A guard by id, or undefined. */
export function guardById(db: Kysely<DB>, guardId: string): Promise<TimeOffGuard | undefined> {
  return db
    .selectFrom('guards as guard')
    .select(guardColumns)
    .where('guard.id', '=', guardId)
    .executeTakeFirst();
}

/** The weekly hours a guard cannot work, in week order. */
export async function listUnavailability(
  db: Kysely<DB>,
  guardId: string,
): Promise<WeeklyUnavailability[]> {
  const rows = await db
    .selectFrom('guardUnavailability')
    .select(['weekday', 'fromTime', 'toTime'])
    .where('guardId', '=', guardId)
    .execute();
  return sortedWindows(
    rows.map((row) => ({
      // The table's check keeps it 0..6.
      weekday: row.weekday as WeeklyUnavailability['weekday'],
      from: row.fromTime.slice(0, 5),
      to: row.toTime.slice(0, 5),
    })),
  );
}

/** Replaces a guard's weekly hours with `windows` (already sorted and without repeats). */
export async function replaceUnavailability(
  db: Kysely<DB>,
  guardId: string,
  windows: readonly WeeklyUnavailability[],
): Promise<void> {
  await db.deleteFrom('guardUnavailability').where('guardId', '=', guardId).execute();
  if (windows.length === 0) return;
  await db
    .insertInto('guardUnavailability')
    .values(
      windows.map((window) => ({
        id: randomUUID(),
        guardId,
        weekday: window.weekday,
        fromTime: window.from,
        toTime: window.to,
      })),
    )
    .execute();
}

/** A request's row joined with its guard and who answered it. */
function requestsQuery(db: Kysely<DB>) {
  return db
    .selectFrom('timeOff')
    .innerJoin('guards as guard', 'guard.id', 'timeOff.guardId')
    .leftJoin('user as decider', 'decider.id', 'timeOff.decidedBy')
    .selectAll('timeOff')
    .select([
      'guard.firstName',
      'guard.lastName',
      'guard.accountId',
      'decider.firstName as deciderFirstName',
      'decider.lastName as deciderLastName',
      'decider.email as deciderEmail',
    ]);
}

type RequestRow = Selectable<TimeOffTable> & {
  firstName: string;
  lastName: string;
  accountId: string | null;
  deciderFirstName: string | null;
  deciderLastName: string | null;
  deciderEmail: string | null;
};

/**
 * A request as the API answers it, and the guard's account beside it for who to tell (the
 * response schema leaves that out).
 */
export type StoredTimeOff = TimeOff & { guardAccountId: string | null };

function toTimeOff(row: RequestRow): StoredTimeOff {
  const decider =
    row.deciderEmail === null
      ? null
      : `${row.deciderFirstName ?? ''} ${row.deciderLastName ?? ''}`.trim() || row.deciderEmail;
  return {
    id: row.id,
    guardId: row.guardId,
    guardName: guardFullName(row),
    from: row.fromDate,
    to: row.toDate,
    reason: row.reason === '' ? null : row.reason,
    status: row.status,
    requestedAt: row.requestedAt,
    // A guard asks from their own account; anyone else who wrote it is the office.
    recordedByOffice: row.requestedBy === null || row.requestedBy !== row.accountId,
    decidedAt: row.decidedAt,
    decidedByName: row.decidedAt === null ? null : decider,
    guardAccountId: row.accountId,
  };
}

/** One request, or undefined. */
export async function findTimeOff(db: Kysely<DB>, id: string): Promise<StoredTimeOff | undefined> {
  const row = await requestsQuery(db).where('timeOff.id', '=', id).executeTakeFirst();
  return row && toTimeOff(row);
}

/** A guard's own requests ending on or after `since`, soonest first. */
export async function listGuardTimeOff(
  db: Kysely<DB>,
  guardId: string,
  since: string,
): Promise<StoredTimeOff[]> {
  const rows = await requestsQuery(db)
    .where('timeOff.guardId', '=', guardId)
    .where('timeOff.toDate', '>=', since)
    .orderBy('timeOff.fromDate')
    .orderBy('timeOff.requestedAt')
    .limit(TIME_OFF_LIST_MAX)
    .execute();
  return rows.map(toTimeOff);
}

/**
 * The office's list: requests of a status (or all) whose dates meet `from`..`to` (no end when
 * null); pending ones first, then by their first day. The order is the query's, so the limit
 * never drops a request waiting for an answer in favour of one already answered.
 */
export async function listTimeOff(
  db: Kysely<DB>,
  filter: { status: TimeOffFilter; from: string; to: string | null },
): Promise<StoredTimeOff[]> {
  let query = requestsQuery(db).where('timeOff.toDate', '>=', filter.from);
  if (filter.to !== null) query = query.where('timeOff.fromDate', '<=', filter.to);
  if (filter.status !== 'all') query = query.where('timeOff.status', '=', filter.status);
  const rows = await query
    .orderBy((eb) => eb.case().when('timeOff.status', '=', 'pending').then(0).else(1).end())
    .orderBy('timeOff.fromDate')
    .orderBy('timeOff.requestedAt')
    .limit(TIME_OFF_LIST_MAX)
    .execute();
  return rows.map(toTimeOff);
}

/** A new request's row. */
export async function insertTimeOff(
  db: Kysely<DB>,
  values: {
    guardId: string;
    from: string;
    to: string;
    reason: string | null;
    status: TimeOffStatus;
    requestedBy: string;
    at: string;
  },
): Promise<string> {
  const id = randomUUID();
  const decided = values.status !== 'pending';
  await db
    .insertInto('timeOff')
    .values({
      id,
      guardId: values.guardId,
      fromDate: values.from,
      toDate: values.to,
      reason: values.reason ?? '',
      status: values.status,
      requestedBy: values.requestedBy,
      requestedAt: values.at,
      decidedBy: decided ? values.requestedBy : null,
      decidedAt: decided ? values.at : null,
    })
    .execute();
  return id;
}

/**
 * Answers a pending request; false when it was no longer pending (answered, or cancelled, in
 * the meantime): the condition in the update makes two answers at once give one winner.
 */
export async function answerTimeOff(
  db: Kysely<DB>,
  id: string,
  answer: { status: 'approved' | 'declined'; by: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('timeOff')
    .set({ status: answer.status, decidedBy: answer.by, decidedAt: answer.at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Removes a guard's own pending request; false when it was not pending any more. */
export async function removePendingTimeOff(
  db: Kysely<DB>,
  id: string,
  guardId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('timeOff')
    .where('id', '=', id)
    .where('guardId', '=', guardId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
