import { sql, type Kysely } from 'kysely';
import { addDays, localIsoDate, weekdayOf } from '../../../shared/calendar.js';
import {
  BOARD_MAX_SHIFTS,
  median,
  minutesBetween,
  type OpenShift,
  type OpenShifts,
  type OpenShiftsQuery,
} from '../../../shared/shift-offers.js';
import { compileOnce } from '../../db/compiled-query.js';
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

/**
 * The open-shifts board (issue #21): every open request in the range (of one post, when asked),
 * soonest first, with how its offers stand; requests taken through an offer or a logged call in
 * the last hour stay, marked with who took them; and this week's median time to fill.
 */
export function openShiftsRepository(db: Kysely<DB>) {
  // The board's version: the range's months (their requests, posts and, since migration 0014,
  // offers) and this week's fills (the median time to fill counts requests of every date).
  const readVersion = compileOnce(db, 3, (fromMonth: string, toMonth: string, week: string) =>
    db.selectNoFrom(
      sql<string>`${monthsVersion(fromMonth, toMonth)} || ' ' ||
        (select count(*) || ' ' || coalesce(max(filled_at), '') from coverage_requests
          where filled_at >= ${week})`.as('version'),
    ),
  );

  return {
    /** The version of the board of `query` with this week starting at `weekStart`. */
    async version({ from, to }: OpenShiftsQuery, weekStart: string): Promise<string> {
      const [row] = await readVersion.execute(from.slice(0, 7), to.slice(0, 7), weekStart);
      return String(row?.version);
    },

    async board(
      { from, to, location }: OpenShiftsQuery,
      now = new Date(),
      weekStart = startOfWeek(now),
    ): Promise<OpenShifts> {
      const takenSince = new Date(now.getTime() - TAKEN_SHOWN_MS).toISOString();
      const rows = await db
        .selectFrom('coverageRequests as request')
        .innerJoin('locations as location', 'location.id', 'request.locationId')
        .select([
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
        ])
        .where('request.date', '>=', from)
        .where('request.date', '<=', to)
        .$if(location !== undefined, (query) =>
          query.where('request.locationId', '=', location ?? ''),
        )
        .where((eb) =>
          eb.or([
            eb('request.assignedGuardName', 'is', null),
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
        .orderBy('request.date')
        .orderBy('request.startTime')
        .orderBy('location.name')
        .limit(BOARD_MAX_SHIFTS)
        .execute();

      const ids = rows.map((row) => row.id);
      const tallies =
        ids.length === 0
          ? []
          : await db
              .selectFrom('shiftOffers')
              .select((eb) => [
                'requestId',
                eb.fn.countAll<number | string>().as('offered'),
                sql<number | string>`sum(case when status = 'pending' then 1 else 0 end)`.as(
                  'pending',
                ),
                sql<number | string>`sum(case when status = 'declined' then 1 else 0 end)`.as(
                  'declined',
                ),
              ])
              .where('requestId', 'in', ids)
              .groupBy('requestId')
              .execute();
      const byRequest = new Map(tallies.map((tally) => [tally.requestId, tally]));

      const shifts = rows.map(
        ({ assignedGuardName, assignedGuardId, filledAt, ...row }): OpenShift => {
          const tally = byRequest.get(row.id);
          return {
            ...row,
            offers: {
              offered: Number(tally?.offered ?? 0),
              pending: Number(tally?.pending ?? 0),
              declined: Number(tally?.declined ?? 0),
            },
            takenBy: assignedGuardName,
            takenById: assignedGuardName === null ? null : assignedGuardId,
            filledAt: assignedGuardName === null ? null : filledAt,
          };
        },
      );

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
      // The list stops at BOARD_MAX_SHIFTS; the count says how many are open in all.
      const counted = await db
        .selectFrom('coverageRequests')
        .select((eb) => eb.fn.countAll<number | string>().as('open'))
        .where('date', '>=', from)
        .where('date', '<=', to)
        .$if(location !== undefined, (query) => query.where('locationId', '=', location ?? ''))
        .where('assignedGuardName', 'is', null)
        .executeTakeFirstOrThrow();
      return {
        shifts,
        openTotal: Number(counted.open),
        medianFillMinutes: median(minutes),
        filledThisWeek: minutes.length,
      };
    },
  };
}
