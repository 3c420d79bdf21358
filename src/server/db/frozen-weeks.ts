import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { guardFullName } from '../../shared/guards.js';
import { isoWeekOf } from '../../shared/iso-week.js';
import { frozenWeekRefusal } from '../../shared/timesheets.js';
import type { DB } from './schema.js';
import { conflict } from '../errors.js';

/** A guard's line on a date: the week it falls in is the one a write would change. */
export interface GuardDate {
  /** Null for a shift without a guard: it is on nobody's timesheet. */
  guardId: string | null;
  date: string;
}

/**
 * The one rule of issue #40: approved means frozen. Every write that would change a line of a
 * guard's approved week (a shift's times, post, date or guard, a call-out, a check-in or
 * check-out, a shift taken, deleted or opened) calls this in its transaction, with the guard and
 * the date of each line it changes, before and after; one of those weeks approved answers 409
 * 'Week 2026-W47 of Kim Soto is approved: un-approve it first' and the write changes nothing. A
 * write touching two guards (a re-assignment) is refused when either's week is approved.
 */
export async function assertWeeksOpen(trx: Kysely<DB>, lines: readonly GuardDate[]): Promise<void> {
  const refusal = await frozenWeek(trx, lines);
  if (refusal) throw conflict(refusal);
}

/**
 * assertWeeksOpen's refusal, or null: for a write that answers a refusal rather than throwing
 * (a guard's accept, whose text reply is written in the same transaction).
 */
export async function frozenWeek(
  trx: Kysely<DB>,
  lines: readonly GuardDate[],
): Promise<string | null> {
  const keys = new Set<string>();
  const weeks = lines.flatMap(({ guardId, date }) => {
    if (guardId === null) return [];
    const week = isoWeekOf(date);
    const key = `${guardId}:${week}`;
    if (keys.has(key)) return [];
    keys.add(key);
    return [{ guardId, week }];
  });
  if (weeks.length === 0) return null;
  await lockWeeks(trx, weeks);
  // Guards and weeks apart (a series edit may name a hundred): the pairs are matched below.
  const approved = await trx
    .selectFrom('timesheetApprovals as a')
    .innerJoin('guards as g', 'g.id', 'a.guardId')
    .select(['a.guardId', 'a.week', 'g.firstName', 'g.lastName'])
    .where('a.guardId', 'in', [...new Set(weeks.map((line) => line.guardId))])
    .where('a.week', 'in', [...new Set(weeks.map((line) => line.week))])
    .orderBy('a.week')
    .execute();
  const frozen = approved.find((row) => keys.has(`${row.guardId}:${row.week}`));
  return frozen ? frozenWeekRefusal(frozen.week, guardFullName(frozen)) : null;
}

const WEEK_LOCK_ID = 4_211_991;

/**
 * On PostgreSQL a write to a guard's week and the approval of that week wait for each other, held
 * until commit: without it, a write that checked before the approval committed could change a
 * line the approval had just counted (SQLite's write transactions already run one at a time).
 * Taken in one order (guard, then week), so two writes naming the same weeks cannot deadlock.
 */
export async function lockWeeks(
  trx: Kysely<DB>,
  weeks: readonly { guardId: string; week: string }[],
): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  const keys = [...new Set(weeks.map(({ guardId, week }) => `${guardId}:${week}`))].sort();
  for (const key of keys) {
    await sql`select pg_advisory_xact_lock(${WEEK_LOCK_ID}, hashtext(${key}))`.execute(trx);
  }
}

/**
 * The lines a shift is on: its guard's and those of the guards whose attendance of it still
 * counts on their timesheet (a check-in or a worked time set: timesheets.repository.ts), on its
 * date and, for a shift being moved, on `movedTo` too.
 */
export async function shiftLines(
  trx: Kysely<DB>,
  requestId: string,
  movedTo?: string,
): Promise<GuardDate[]> {
  const request = await trx
    .selectFrom('coverageRequests')
    .select(['date', 'assignedGuardId'])
    .where('id', '=', requestId)
    .executeTakeFirst();
  if (!request) return [];
  const attended = await trx
    .selectFrom('shiftAttendance')
    .select('guardId')
    .where('requestId', '=', requestId)
    .where((eb) =>
      eb.or([eb('checkedInAt', 'is not', null), eb('approvedMinutes', 'is not', null)]),
    )
    .execute();
  const guards = new Set([request.assignedGuardId, ...attended.map((row) => row.guardId)]);
  const dates = movedTo === undefined ? [request.date] : [request.date, movedTo];
  return [...guards].flatMap((guardId) => dates.map((date) => ({ guardId, date })));
}

/** assertWeeksOpen for every line of a shift (shiftLines), and `more` (a guard it goes to). */
export async function assertShiftOpen(
  trx: Kysely<DB>,
  requestId: string,
  more: readonly GuardDate[] = [],
  movedTo?: string,
): Promise<void> {
  await assertWeeksOpen(trx, [...(await shiftLines(trx, requestId, movedTo)), ...more]);
}
