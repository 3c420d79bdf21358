import type { Kysely } from 'kysely';
import type { GuardTimesheet, SiteMark } from '../../../shared/timesheets.js';
import type { DB } from '../../db/schema.js';

/** One shift of a guard that week with what was recorded of it: a row of the timesheet. */
export interface AttendanceRow {
  requestId: string;
  guardId: string;
  firstName: string;
  lastName: string;
  date: string;
  startTime: string | null;
  endTime: string | null;
  locationName: string;
  checkedInAt: string | null;
  checkInMark: SiteMark | null;
  checkInDistanceMeters: number | null;
  checkedOutAt: string | null;
  checkOutMark: SiteMark | null;
  checkOutDistanceMeters: number | null;
  approvedMinutes: number | null;
  approvedByName: string | null;
  approvedAt: string | null;
  /** When a relief was expected (migration 0031); null for the guard booked before the start. */
  expectedAt: string | null;
}

/** A week's approval as stored. */
export interface ApprovalRow {
  guardId: string;
  approvedByName: string;
  approvedAt: string;
  /** The sheet as approved, JSON (migration 0038); null for an approval made before it. */
  approvedSheet: string | null;
}

const ATTENDANCE_COLUMNS = [
  'a.checkedInAt',
  'a.checkInMark',
  'a.checkInDistanceMeters',
  'a.checkedOutAt',
  'a.checkOutMark',
  'a.checkOutDistanceMeters',
  'a.approvedMinutes',
  'a.approvedByName',
  'a.approvedAt',
  'a.expectedAt',
] as const;

const SHIFT_COLUMNS = [
  'r.id as requestId',
  'g.id as guardId',
  'g.firstName',
  'g.lastName',
  'r.date',
  'r.startTime',
  'r.endTime',
  'l.name as locationName',
] as const;

/** Dates from `from` to `to`, both included (yyyy-MM-dd). */
export interface DateRange {
  from: string;
  to: string;
}

/**
 * The shifts of every guard (or one) dated within the range, in two queries whatever the number
 * of guards: the requests assigned to a guard (the `(date, location_id)` index) with their
 * attendance, and the attendance of guards the request is no longer assigned to (a no-show
 * re-filled, a guard swapped) that still counts: a check-in, or minutes the office approved.
 */
export async function rangeAttendance(
  db: Kysely<DB>,
  { from, to }: DateRange,
  guardId?: string,
): Promise<AttendanceRow[]> {
  let assigned = db
    .selectFrom('coverageRequests as r')
    .innerJoin('guards as g', 'g.id', 'r.assignedGuardId')
    .innerJoin('locations as l', 'l.id', 'r.locationId')
    .leftJoin('shiftAttendance as a', (join) =>
      join.onRef('a.requestId', '=', 'r.id').onRef('a.guardId', '=', 'g.id'),
    )
    .select([...SHIFT_COLUMNS, ...ATTENDANCE_COLUMNS])
    .where('r.date', '>=', from)
    .where('r.date', '<=', to);
  let former = db
    .selectFrom('shiftAttendance as a')
    .innerJoin('coverageRequests as r', 'r.id', 'a.requestId')
    .innerJoin('guards as g', 'g.id', 'a.guardId')
    .innerJoin('locations as l', 'l.id', 'r.locationId')
    .select([...SHIFT_COLUMNS, ...ATTENDANCE_COLUMNS])
    .where('r.date', '>=', from)
    .where('r.date', '<=', to)
    .where((eb) =>
      eb.or([
        eb('r.assignedGuardId', 'is', null),
        eb('r.assignedGuardId', '!=', eb.ref('a.guardId')),
      ]),
    )
    .where((eb) =>
      eb.or([eb('a.checkedInAt', 'is not', null), eb('a.approvedMinutes', 'is not', null)]),
    );
  if (guardId !== undefined) {
    assigned = assigned.where('r.assignedGuardId', '=', guardId);
    former = former.where('a.guardId', '=', guardId);
  }
  const [current, previous] = await Promise.all([assigned.execute(), former.execute()]);
  return [...current, ...previous];
}

/** A shift a week's approval counted as scheduled: `${requestId}:${guardId}` keys it. */
export const asScheduledKey = (requestId: string, guardId: string) => `${requestId}:${guardId}`;

/** The shifts dated within the range that an approval counted as scheduled, as keys. */
export async function rangeAsScheduled(
  db: Kysely<DB>,
  { from, to }: DateRange,
  guardId?: string,
): Promise<Set<string>> {
  let query = db
    .selectFrom('timesheetAsScheduled as s')
    .innerJoin('coverageRequests as r', 'r.id', 's.requestId')
    .select(['s.requestId', 's.guardId'])
    .where('r.date', '>=', from)
    .where('r.date', '<=', to);
  if (guardId !== undefined) query = query.where('s.guardId', '=', guardId);
  const rows = await query.execute();
  return new Set(rows.map((row) => asScheduledKey(row.requestId, row.guardId)));
}

/** Records the shifts a guard's week approval counts as scheduled (the approval exists). */
export async function insertAsScheduled(
  db: Kysely<DB>,
  guardId: string,
  week: string,
  requestIds: readonly string[],
): Promise<void> {
  if (requestIds.length === 0) return;
  await db
    .insertInto('timesheetAsScheduled')
    .values(requestIds.map((requestId) => ({ guardId, week, requestId })))
    .execute();
}

/** The week's approvals, of every guard (or one). */
export function weekApprovals(
  db: Kysely<DB>,
  week: string,
  guardId?: string,
): Promise<ApprovalRow[]> {
  let query = db
    .selectFrom('timesheetApprovals')
    .select(['guardId', 'approvedByName', 'approvedAt', 'approvedSheet'])
    .where('week', '=', week);
  if (guardId !== undefined) query = query.where('guardId', '=', guardId);
  return query.execute();
}

/** Approves a guard's week; false when it already was (the primary key keeps one). */
export async function insertApproval(
  db: Kysely<DB>,
  row: { guardId: string; week: string; approvedBy: string; approvedByName: string; at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('timesheetApprovals')
    .values({
      guardId: row.guardId,
      week: row.week,
      approvedBy: row.approvedBy,
      approvedByName: row.approvedByName,
      approvedAt: row.at,
    })
    .onConflict((conflict) => conflict.columns(['guardId', 'week']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Keeps the sheet a week's approval approved (the approval exists): its lines from now on. */
export async function saveApprovedSheet(
  db: Kysely<DB>,
  sheet: GuardTimesheet,
  week: string,
): Promise<void> {
  await db
    .updateTable('timesheetApprovals')
    .set({ approvedSheet: JSON.stringify(sheet) })
    .where('guardId', '=', sheet.guardId)
    .where('week', '=', week)
    .execute();
}

/** Takes a week's approval back, with the shifts it counted as scheduled; false when it was not. */
export async function deleteApproval(
  db: Kysely<DB>,
  guardId: string,
  week: string,
): Promise<boolean> {
  // The foreign key cascades too; deleting first does not rely on SQLite's foreign_keys pragma.
  await db
    .deleteFrom('timesheetAsScheduled')
    .where('guardId', '=', guardId)
    .where('week', '=', week)
    .execute();
  const result = await db
    .deleteFrom('timesheetApprovals')
    .where('guardId', '=', guardId)
    .where('week', '=', week)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The shift's date, the guard's attendance row id and the minutes approved, when the shift is
 * theirs (assigned or attended).
 */
export async function shiftOfGuard(
  db: Kysely<DB>,
  requestId: string,
  guardId: string,
): Promise<{ date: string; attendanceId: string | null; approvedMinutes: number | null } | null> {
  const row = await db
    .selectFrom('coverageRequests as r')
    .leftJoin('shiftAttendance as a', (join) =>
      join.onRef('a.requestId', '=', 'r.id').on('a.guardId', '=', guardId),
    )
    .select(['r.date', 'r.assignedGuardId', 'a.id as attendanceId', 'a.approvedMinutes'])
    .where('r.id', '=', requestId)
    .executeTakeFirst();
  if (!row || (row.assignedGuardId !== guardId && row.attendanceId === null)) return null;
  return { date: row.date, attendanceId: row.attendanceId, approvedMinutes: row.approvedMinutes };
}

/** Sets (or clears, with null) the minutes the office approved for a guard's shift. */
export async function saveApprovedMinutes(
  db: Kysely<DB>,
  shift: { id: string; exists: boolean; requestId: string; guardId: string },
  approval: {
    approvedMinutes: number | null;
    approvedByName: string | null;
    approvedAt: string | null;
  },
): Promise<void> {
  if (shift.exists) {
    await db.updateTable('shiftAttendance').set(approval).where('id', '=', shift.id).execute();
    return;
  }
  await db
    .insertInto('shiftAttendance')
    .values({ id: shift.id, requestId: shift.requestId, guardId: shift.guardId, ...approval })
    .execute();
}
