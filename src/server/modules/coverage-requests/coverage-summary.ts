import type { Kysely } from 'kysely';
import { addDays, dayNumber } from '../../../shared/calendar.js';
import type { CoverageSummary } from '../../../shared/coverage-requests.js';
import { monthRange } from '../../../shared/month.js';
import type { TimedAnswer } from '../../http/response-cache/timed-answer.js';
import { openClock, openRequests, type OpenScope } from '../../db/open-shift-clock.js';
import type { DB } from '../../db/schema.js';

/** A post's requests of a month and those without a guard, as counted on the dates alone. */
export interface MonthCount {
  locationId: string;
  count: number;
  /** Every request without a guard, ended or not. */
  withoutGuard: number;
}

/** Counts come back as text from PostgreSQL (bigint) and as numbers from SQLite. */
type Count = number | string;

/** Per post: the scope's requests without a guard (a grouped count over its dates). */
async function withoutGuardByPost(db: Kysely<DB>, scope: OpenScope): Promise<Map<string, number>> {
  if (scope.from > scope.to) return new Map();
  const rows = await openRequests(db, scope)
    .select((eb) => ['request.locationId', eb.fn.countAll<Count>().as('count')])
    .groupBy('request.locationId')
    .execute();
  return new Map(rows.map((row) => [row.locationId, Number(row.count)]));
}

/**
 * The dashboard's cards at `now` (issue #39): per post, the month's requests, the open ones (no
 * guard, not ended) and the uncovered ones (no guard, ended), with when that next changes by the
 * clock alone. The month's requests without a guard are counted already (the kept counts, or a
 * customer's own); of them, those dated before yesterday have ended and those after today have
 * not, so one grouped count over whichever side of the month is shorter, and the two days between
 * read one by one, part them.
 */
export async function monthSummary(
  db: Kysely<DB>,
  month: string,
  counts: readonly MonthCount[],
  clock: { now: Date; timeZone: string; createdBy?: string | undefined },
): Promise<TimedAnswer<CoverageSummary[]>> {
  const { from, to } = monthRange(month);
  const scope: OpenScope = { from, to, createdBy: clock.createdBy };
  const found = await openClock(db, scope, clock.now, clock.timeZone);
  const { days, ending } = found;
  const uncovered = new Map<string, number>();
  const add = (locationId: string, n: number) =>
    uncovered.set(locationId, (uncovered.get(locationId) ?? 0) + n);

  if (to < days.yesterday) {
    // Every shift of the month has ended.
    for (const row of counts) add(row.locationId, row.withoutGuard);
  } else if (from <= days.today) {
    const pastDays = dayNumber(days.yesterday) - dayNumber(from);
    const futureDays = dayNumber(to) - dayNumber(days.today);
    if (pastDays <= futureDays) {
      const past = await withoutGuardByPost(db, { ...scope, to: addDays(days.yesterday, -1) });
      for (const [locationId, n] of past) add(locationId, n);
      for (const shift of ending.ended) add(shift.locationId, 1);
    } else {
      const later = await withoutGuardByPost(db, { ...scope, from: addDays(days.today, 1) });
      const notEnded = new Map(later);
      for (const shift of ending.notEnded) {
        notEnded.set(shift.locationId, (notEnded.get(shift.locationId) ?? 0) + 1);
      }
      for (const row of counts)
        add(row.locationId, row.withoutGuard - (notEnded.get(row.locationId) ?? 0));
    }
  }

  const answer = counts.map((row) => {
    // A write between the two reads could make them disagree for a moment: never below zero.
    const ended = Math.min(row.withoutGuard, Math.max(0, uncovered.get(row.locationId) ?? 0));
    return {
      locationId: row.locationId,
      count: row.count,
      open: row.withoutGuard - ended,
      uncovered: ended,
    };
  });
  return { answer, changesAt: found.changesAt };
}
