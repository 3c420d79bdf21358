import { sql, type Kysely } from 'kysely';
import {
  BOARD_MAX_SHIFTS,
  median,
  minutesBetween,
  type OpenShift,
  type OpenShifts,
  type OpenShiftsQuery,
} from '../../../shared/shift-offers.js';
import type { DB } from '../../db/schema.js';
import { startOfWeek, TAKEN_SHOWN_MS } from './open-shifts-cache.js';

/**
 * The open-shifts board (issue #21): every open request in the range (of one post, when asked),
 * soonest first, with how its offers stand; requests taken through an offer or a logged call in
 * the last hour stay, marked with who took them; and this week's median time to fill.
 */
export function openShiftsRepository(db: Kysely<DB>) {
  return {
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
          'request.openedAt',
          'request.calledOutGuardName',
          'request.callOutReason',
          'request.callOutNote',
          'request.calledOutAt',
          'request.calledOutByName',
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
