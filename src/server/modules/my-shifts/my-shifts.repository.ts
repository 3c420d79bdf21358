import { sql, type Kysely } from 'kysely';
import { addDays, localIsoDate } from '../../../shared/calendar.js';
import { shiftStartMs } from '../../../shared/shift-offers.js';
import { canStillBeFilled } from '../../../shared/shift-phase.js';
import { shiftBounds } from '../../../shared/check-in-rules.js';
import { MY_SHIFTS_DAYS, type MyShifts } from '../../../shared/my-shifts.js';
import { compileOnce } from '../../db/compiled-query.js';
import { monthsVersion } from '../../db/month-versions.js';
import type { DB } from '../../db/schema.js';
import { blockerReason } from '../../../shared/candidate-assessment.js';
import {
  ATTENDANCE_COLUMNS,
  assignedShifts,
  DEFAULT_TIME_ZONE,
  yesterdayLeavesAt,
} from './my-attendance.js';
import { assessShifts } from '../assignment-rules/assess-guards.js';
import { shiftsWithAttendance } from '../../db/shifts-with-attendance.js';

/** Offers older than this (by their shift's date) drop off the guard's list. */
const OFFERS_SHOWN_DAYS_BACK = 1;
const OFFERS_SHOWN_MAX = 50;

/**
 * A guard's own page (issue #21): their shifts from today through the next 30 days (the server's
 * today), and their offers for shifts from yesterday on, whatever became of them, newest first;
 * a pending offer whose shift has ended shows as ended (a started one can still be taken: #39). A guard is given the note for the guard,
 * never the office's own notes (issue #31).
 */
export async function myShifts(
  db: Kysely<DB>,
  guardId: string,
  now = new Date(),
  timeZone = DEFAULT_TIME_ZONE,
): Promise<Pick<MyShifts, 'assigned' | 'offers'>> {
  const today = localIsoDate(now);
  // With each its check-in and check-out (issue #33: the marks, never the position), in the
  // same query; yesterday's too, for a night shift the guard is still to check out of.
  const assignedRows = shiftsWithAttendance(db)
    .innerJoin('locations as location', 'location.id', 'request.locationId')
    .select([
      'request.id as requestId',
      'request.date',
      'request.startTime',
      'request.endTime',
      'location.name as locationName',
      'location.deptCode',
      'request.guardNote',
      ...ATTENDANCE_COLUMNS,
    ])
    .where('request.assignedGuardId', '=', guardId)
    .where('request.date', '>=', addDays(today, -1))
    .where('request.date', '<=', addDays(today, MY_SHIFTS_DAYS))
    .orderBy('request.date')
    .orderBy('request.startTime')
    .execute();
  const offerRows = db
    .selectFrom('shiftOffers as offer')
    .innerJoin('coverageRequests as request', 'request.id', 'offer.requestId')
    .innerJoin('locations as location', 'location.id', 'request.locationId')
    .select([
      'offer.id as offerId',
      'offer.status',
      'offer.offeredAt',
      'offer.answeredAt',
      'request.id as requestId',
      'request.date',
      'request.startTime',
      'request.endTime',
      'request.locationId',
      'location.name as locationName',
      'location.deptCode',
      'request.guardNote',
      'request.callOutReason',
      'request.calledOutGuardId',
    ])
    .where('offer.guardId', '=', guardId)
    .where('offer.status', '!=', 'accepted')
    .where('request.date', '>=', addDays(today, -OFFERS_SHOWN_DAYS_BACK))
    .orderBy('offer.offeredAt', 'desc')
    .limit(OFFERS_SHOWN_MAX)
    .execute();
  // Side by side: on PostgreSQL each is a round trip of its own connection.
  const [assigned, offers] = await Promise.all([assignedRows, offerRows]);
  // Offers end when their shift ends (issue #39; an accept then is refused and marks it so); a
  // pending one says why the guard cannot take it when a rule blocks it by now (issue #32).
  const waiting = offers.filter(
    (offer) => offer.status === 'pending' && canStillBeFilled(offer, now, timeZone),
  );
  // As their accept will ask them (answer-offer.ts): blockers only, for 'take'.
  const assessments = await assessShifts(
    db,
    guardId,
    waiting.map((offer) => ({ ...offer, id: offer.requestId })),
    'take',
  );
  const blockerOf = new Map(
    waiting.map((offer, index) => [
      offer.offerId,
      blockerReason(assessments[index] ?? { blockers: [] }),
    ]),
  );
  const shown = offers.map((offer) => {
    const { offerId, status, offeredAt, answeredAt, requestId, date, startTime, endTime } = offer;
    const { locationName, deptCode, guardNote } = offer;
    const shift = { offerId, offeredAt, answeredAt, requestId, date, startTime, endTime };
    const place = { locationName, deptCode, guardNote };
    if (status !== 'pending') return { ...shift, ...place, status, blocker: null };
    const blocker = blockerOf.get(offerId);
    // Not assessed: it has ended, and shows so.
    if (blocker === undefined)
      return { ...shift, ...place, status: 'ended' as const, blocker: null };
    return { ...shift, ...place, status, blocker };
  });
  return {
    assigned: assignedShifts(assigned, today, now, timeZone).map(withStart),
    offers: shown.map(withStart),
  };
}

/**
 * The months a guard's page reads at `now`: offers from yesterday on, shifts through +30 days,
 * and the guard's shifts the rules read for a pending offer (ten days either side of it).
 */
export function pageMonths(now: Date): [string, string] {
  const today = localIsoDate(now);
  return [addDays(today, -11).slice(0, 7), addDays(today, MY_SHIFTS_DAYS).slice(0, 7)];
}

/**
 * The guard's check-ins and check-outs (issue #33) and confirmations (issue #39): each one adds to
 * a count and is the latest of its kind (they are taken at the time they happen), so each of them
 * changes this.
 */
const attendanceVersion = sql<string>`(select count(checked_in_at) || ' ' || count(checked_out_at)
  || ' ' || coalesce(max(checked_in_at), '') || ' ' || coalesce(max(checked_out_at), '')
  || ' ' || count(confirmed_at) || ' ' || coalesce(max(confirmed_at), '')
  from shift_attendance where guard_id = guard.id)`;

/**
 * The version of the page of the account's guard, as one text value, or null for an account
 * without a guard: the guard's id, the last month the page may show (the 30 days' last, or a
 * later one holding a shift the guard was offered: an offer is shown whatever its date), and the
 * requests of its months (their count rows grow with every change to a request, a post and,
 * since migration 0014, an offer), and what the assignment rules read (rules_version, and the
 * guard's card as their record holds it).
 */
export function myShiftsVersion(db: Kysely<DB>) {
  const read = compileOnce(db, 3, (accountId: string, fromMonth: string, toMonth: string) => {
    const lastMonth = sql<string>`(
      select case when month > ${toMonth} then month else ${toMonth} end
      from (select substr(max(request.date), 1, 7) as month
        from shift_offers offer join coverage_requests request on request.id = offer.request_id
        where offer.guard_id = guard.id) offered)`;
    return db
      .selectFrom('guards as guard')
      .select(
        sql<string>`guard.id || ' ' || coalesce(guard.guard_card, '') || ' '
          || coalesce(guard.exp_date, '') || ' ' || ${lastMonth} || ' ' || ${monthsVersion(fromMonth, lastMonth)}
          || ' ' || (select version from rules_version where id = 1)
          || ' ' || ${attendanceVersion}`.as('version'),
      )
      .where('guard.accountId', '=', accountId);
  });
  return async (accountId: string, now: Date): Promise<string | null> =>
    (await read.execute(accountId, ...pageMonths(now)))[0]?.version ?? null;
}

/**
 * When a page loaded at `now` changes with time alone: at midnight (the 30 days move on,
 * yesterday's offers drop off), when a pending offer's shift starts (it is then urgent) or ends
 * (it then shows as ended), or when one of yesterday's shifts' check-out closes (it drops off).
 */
export function pageExpiresAt(
  page: Pick<MyShifts, 'offers'> & Partial<Pick<MyShifts, 'assigned'>>,
  now: number,
): number {
  const today = localIsoDate(new Date(now));
  let expires = Math.min(
    new Date(`${addDays(today, 1)}T00:00:00`).getTime(),
    yesterdayLeavesAt(page.assigned ?? [], today, now),
  );
  for (const offer of page.offers) {
    if (offer.status !== 'pending') continue;
    const { start, end } = shiftBounds(offer, DEFAULT_TIME_ZONE);
    const next = [start, end].find((instant) => instant > now);
    if (next !== undefined) expires = Math.min(expires, next);
  }
  return expires;
}

/** A shift with the instant it starts (the server's clock is the company's: TZ), for the guard's phone. */
function withStart<Shift extends { date: string; startTime: string | null }>(
  shift: Shift,
): Shift & { startsAt: string | null } {
  const starts = shiftStartMs(shift);
  return { ...shift, startsAt: starts === null ? null : new Date(starts).toISOString() };
}
