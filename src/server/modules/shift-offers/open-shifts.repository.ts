import { sql, type Kysely } from 'kysely';
import { addDays, localIsoDate, weekdayOf } from '../../../shared/calendar.js';
import {
  BOARD_MAX_SHIFTS,
  median,
  minutesBetween,
  type OfferTally,
  type OpenShift,
  type OpenShifts,
  type OpenShiftsQuery,
} from '../../../shared/shift-offers.js';
import { endingDays } from '../../../shared/uncovered.js';
import { compileOnce } from '../../db/compiled-query.js';
import { openClock, openRequests } from '../../db/open-shift-clock.js';
import type { TimedAnswer } from '../../http/response-cache/timed-answer.js';
import { monthsVersion } from '../../db/month-versions.js';
import type { DB } from '../../db/schema.js';

/** How long a request taken through an offer stays on the board, marked as taken. */
export const TAKEN_SHOWN_MS = 60 * 60 * 1000;

/** Monday 00:00 of this week in the server's time zone, as an ISO instant. */
export function startOfWeek(now: Date): string {
  const today = localIsoDate(now);
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  return new Date(`${monday}T00:00:00`).toISOString();
}

/** When a board loaded at `now` changes with no write: a taken shift's hour on it is up. */
export function boardExpiresAt(board: OpenShifts, now: number): number {
  let expires = now + TAKEN_SHOWN_MS;
  for (const shift of board.shifts) {
    if (shift.takenBy === null || shift.filledAt === null) continue;
    expires = Math.min(expires, Date.parse(shift.filledAt) + TAKEN_SHOWN_MS);
  }
  return expires;
}

/** The columns a board row reads (the request, its post, its call-out, who took it). */
const ROW_COLUMNS = [
  'request.id',
  'request.date',
  'request.startTime',
  'request.endTime',
  'request.locationId',
  'location.name as locationName',
  'location.deptCode',
  'request.notes',
  'request.guardNote',
  'request.openedAt',
  'request.calledOutGuardName',
  'request.callOutReason',
  'request.callOutNote',
  'request.calledOutAt',
  'request.calledOutByName',
  'request.continuesRequestId',
  'request.assignedGuardName',
  'request.assignedGuardId',
  'request.filledAt',
  'request.version',
] as const;

/**
 * The open-shifts board (issue #21): every open request in the range (of one post, when asked)
 * that can still be filled, soonest first, with how its offers stand; requests taken through an
 * offer or a logged call in the last hour stay, marked with who took them; apart, the range's
 * uncovered requests (issue #39: ended without a guard, read only); and this week's median time
 * to fill. Open and uncovered part at `now` in the company's `timeZone` (db/open-shift-clock.ts).
 */
export function openShiftsRepository(db: Kysely<DB>, timeZone: string) {
  // The board's version: the range's months (their requests, posts and, since migration 0014,
  // offers) and this week's fills (the median time to fill counts requests of every date).
  const readVersion = compileOnce(db, 3, (fromMonth: string, toMonth: string, week: string) =>
    db.selectNoFrom(
      sql<string>`${monthsVersion(fromMonth, toMonth)} || ' ' ||
        (select count(*) || ' ' || coalesce(max(filled_at), '') from coverage_requests
          where filled_at >= ${week})`.as('version'),
    ),
  );

  const inRange = ({ from, to, location }: OpenShiftsQuery) =>
    db
      .selectFrom('coverageRequests as request')
      .innerJoin('locations as location', 'location.id', 'request.locationId')
      .select(ROW_COLUMNS)
      .where('request.date', '>=', from)
      .where('request.date', '<=', to)
      .$if(location !== undefined, (query) =>
        query.where('request.locationId', '=', location ?? ''),
      )
      .orderBy('request.date')
      .orderBy('request.startTime')
      .orderBy('location.name')
      .limit(BOARD_MAX_SHIFTS);

  /** Each listed request's offers: how many, pending, declined. */
  async function tallies(ids: readonly string[]) {
    if (ids.length === 0) return new Map<string, OfferTally>();
    const rows = await db
      .selectFrom('shiftOffers')
      .select((eb) => [
        'requestId',
        eb.fn.countAll<number | string>().as('offered'),
        sql<number | string>`sum(case when status = 'pending' then 1 else 0 end)`.as('pending'),
        sql<number | string>`sum(case when status = 'declined' then 1 else 0 end)`.as('declined'),
      ])
      .where('requestId', 'in', ids)
      .groupBy('requestId')
      .execute();
    return new Map(
      rows.map((row) => [
        row.requestId,
        {
          offered: Number(row.offered),
          pending: Number(row.pending),
          declined: Number(row.declined),
        },
      ]),
    );
  }

  return {
    /** The version of the board of `query` with this week starting at `weekStart`. */
    async version({ from, to }: OpenShiftsQuery, weekStart: string): Promise<string> {
      // From the day before: a board from today lists last night's shifts still on.
      const [row] = await readVersion.execute(
        addDays(from, -1).slice(0, 7),
        to.slice(0, 7),
        weekStart,
      );
      return String(row?.version);
    },

    /** The board at `now`, with when the clock alone next turns one of its open shifts uncovered. */
    async board(
      query: OpenShiftsQuery,
      now = new Date(),
      weekStart = startOfWeek(now),
    ): Promise<TimedAnswer<OpenShifts>> {
      const { from, to, location } = query;
      const takenSince = new Date(now.getTime() - TAKEN_SHOWN_MS).toISOString();
      // A board from today holds last night's shifts still on too (22:00–06:00 at 01:00): an
      // empty post after midnight is filled from here (issue #39). Only those: yesterday's ended
      // shifts stay off it.
      const days = endingDays(now, timeZone);
      const listFrom = from === days.today ? days.yesterday : from;
      const clock = await openClock(
        db,
        { from: listFrom, to, locationIds: location === undefined ? undefined : [location] },
        now,
        timeZone,
      );
      const allEnded = clock.ending.ended;
      const ended = allEnded.filter((shift) => shift.date >= from).map((shift) => shift.id);
      const notEnded = clock.ending.notEnded.map((shift) => shift.id);
      const { today } = clock.days;

      const [rows, uncoveredRows] = await Promise.all([
        inRange({ ...query, from: listFrom })
          .where((eb) =>
            eb.or([
              eb.and([
                eb('request.assignedGuardName', 'is', null),
                // Not ended: dated after today, or one of today's and yesterday's still on.
                eb.or([
                  eb('request.date', '>', today),
                  ...(notEnded.length > 0 ? [eb('request.id', 'in', notEnded)] : []),
                ]),
              ]),
              eb.and([
                eb('request.filledAt', '>=', takenSince),
                // Taken through Find cover: an offer accepted, or a call the office logged (#30).
                eb.or([
                  eb.exists(
                    eb
                      .selectFrom('shiftOffers as accepted')
                      .select('accepted.id')
                      .whereRef('accepted.requestId', '=', 'request.id')
                      .where('accepted.status', '=', 'accepted'),
                  ),
                  eb.exists(
                    eb
                      .selectFrom('shiftContacts as call')
                      .select('call.id')
                      .whereRef('call.requestId', '=', 'request.id')
                      .where('call.outcome', '=', 'accepted'),
                  ),
                ]),
              ]),
            ]),
          )
          .execute(),
        inRange(query)
          .where('request.assignedGuardName', 'is', null)
          .where((eb) =>
            eb.or([
              eb('request.date', '<', clock.endedBefore),
              ...(ended.length > 0 ? [eb('request.id', 'in', ended)] : []),
            ]),
          )
          .execute(),
      ]);

      const byRequest = await tallies([...rows, ...uncoveredRows].map((row) => row.id));
      const shiftOf = ({
        assignedGuardName,
        assignedGuardId,
        filledAt,
        ...row
      }: (typeof rows)[number]): OpenShift => ({
        ...row,
        offers: byRequest.get(row.id) ?? { offered: 0, pending: 0, declined: 0 },
        takenBy: assignedGuardName,
        takenById: assignedGuardName === null ? null : assignedGuardId,
        filledAt: assignedGuardName === null ? null : filledAt,
      });

      const filled = await db
        .selectFrom('coverageRequests')
        .select(['openedAt', 'filledAt'])
        .where('filledAt', '>=', weekStart)
        .where('openedAt', 'is not', null)
        .execute();
      const minutes = filled.flatMap((row) => {
        const taken = minutesBetween(row.openedAt, row.filledAt);
        return taken === null ? [] : [taken];
      });
      // The lists stop at BOARD_MAX_SHIFTS; the counts say how many there are in all.
      const counted = await openRequests(db, {
        from: listFrom,
        to,
        locationIds: location === undefined ? undefined : [location],
      })
        .select((eb) => [
          eb.fn.countAll<number | string>().as('withoutGuard'),
          sql<
            number | string
          >`coalesce(sum(case when date < ${clock.endedBefore} then 1 else 0 end), 0)`.as(
            'endedEarlier',
          ),
        ])
        .executeTakeFirstOrThrow();
      const uncoveredTotal = Number(counted.endedEarlier) + ended.length;
      const endedInList = Number(counted.endedEarlier) + allEnded.length;
      return {
        answer: {
          shifts: rows.map(shiftOf),
          openTotal: Math.max(0, Number(counted.withoutGuard) - endedInList),
          uncovered: uncoveredRows.map(shiftOf),
          uncoveredTotal,
          medianFillMinutes: median(minutes),
          filledThisWeek: minutes.length,
        },
        changesAt: clock.changesAt,
      };
    },
  };
}
