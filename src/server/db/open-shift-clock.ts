import type { Kysely } from 'kysely';
import { addDays } from '../../shared/calendar.js';
import {
  endingDays,
  openCountChangesAt,
  splitByEnd,
  type EndedSplit,
  type EndingDays,
} from '../../shared/uncovered.js';
import type { DB } from './schema.js';

/**
 * The clock's side of the open requests (issue #39): which have ended (uncovered) and which can
 * still be filled (open). Only the requests of yesterday and today need their times read
 * (shared/uncovered.ts's endingDays): before them every shift has ended, after them none has, so
 * a screen counts the rest with one grouped query on the dates alone.
 */

/** Which open requests: those dated `from` through `to`, at some posts, made by one account. */
export interface OpenScope {
  from: string;
  to: string;
  /** Only these posts (none or absent: every post). */
  locationIds?: readonly string[] | undefined;
  /** A customer's own requests only. */
  createdBy?: string | undefined;
}

/** An open request of the ending days, as the clock reads it. */
export interface EndingShift {
  id: string;
  locationId: string;
  date: string;
  startTime: string | null;
  endTime: string | null;
}

/** The scope's open requests at an instant, as far as the clock decides them. */
export interface OpenClock {
  days: EndingDays;
  /** The scope's open requests of the ending days, ended or not. */
  ending: EndedSplit<EndingShift>;
  /** Dated before this (and in the scope), an open request has ended. */
  endedBefore: string;
  /** When the scope's counts next change with the clock alone (epoch ms; Infinity: never). */
  changesAt: number;
}

/** The scope's requests without a guard dated `from` through `to`. */
export function openRequests(db: Kysely<DB>, scope: OpenScope) {
  let query = db
    .selectFrom('coverageRequests as request')
    .where('request.assignedGuardName', 'is', null)
    .where('request.date', '>=', scope.from)
    .where('request.date', '<=', scope.to);
  if (scope.locationIds && scope.locationIds.length > 0) {
    query = query.where('request.locationId', 'in', scope.locationIds);
  }
  if (scope.createdBy !== undefined) query = query.where('request.userId', '=', scope.createdBy);
  return query;
}

/** Reads the scope's open requests of the ending days at `now` and parts them by their end. */
export async function openClock(
  db: Kysely<DB>,
  scope: OpenScope,
  now: Date,
  timeZone: string,
): Promise<OpenClock> {
  const days = endingDays(now, timeZone);
  const from = scope.from > days.yesterday ? scope.from : days.yesterday;
  const to = scope.to < days.today ? scope.to : days.today;
  const rows =
    from <= to
      ? await openRequests(db, { ...scope, from, to })
          .select([
            'request.id',
            'request.locationId',
            'request.date',
            'request.startTime',
            'request.endTime',
          ])
          .execute()
      : [];
  const ending = splitByEnd(rows, now, timeZone);
  const afterScope = addDays(scope.to, 1);
  return {
    days,
    ending,
    endedBefore: afterScope < days.yesterday ? afterScope : days.yesterday,
    changesAt: openCountChangesAt(scope, days, ending.nextEndAt, timeZone),
  };
}
