import type { Kysely } from 'kysely';
import { addDays, localIsoDate } from '../../../shared/calendar.js';
import { bookedShiftsOf, type BookedShift } from '../../../shared/time-off-shifts.js';
import type { DB } from '../../db/schema.js';

/** Requests whose booked shifts are read: their ids, and their dates. */
export interface TimeOffDates {
  id: string;
  from: string;
  to: string;
}

/**
 * The booked shifts of each request (issue #39), by request id, in one query for the whole list:
 * the shifts assigned to the request's guard dated from its first day to its last, and the
 * overnight ones dated before it (the day before runs into the first day; the exact rule is
 * bookedShiftsOf's, which also leaves out what has ended at `now`). Nothing dated before
 * yesterday can still be on. A request not asked for has no entry.
 */
export async function bookedShiftsByRequest(
  db: Kysely<DB>,
  requests: readonly TimeOffDates[],
  now: Date,
  timeZone: string,
): Promise<Map<string, BookedShift[]>> {
  const found = new Map<string, BookedShift[]>();
  if (requests.length === 0) return found;
  const rows = await db
    .selectFrom('timeOff')
    .innerJoin('coverageRequests as request', 'request.assignedGuardId', 'timeOff.guardId')
    .innerJoin('locations as location', 'location.id', 'request.locationId')
    .select([
      'timeOff.id as timeOffId',
      'request.id as requestId',
      'request.date',
      'request.startTime',
      'request.endTime',
      'location.name as locationName',
    ])
    .where(
      'timeOff.id',
      'in',
      requests.map((request) => request.id),
    )
    .where('request.date', '>=', addDays(localIsoDate(now), -1))
    .whereRef('request.date', '<=', 'timeOff.toDate')
    .where((eb) =>
      eb.or([
        eb('request.date', '>=', eb.ref('timeOff.fromDate')),
        eb('request.endTime', '<=', eb.ref('request.startTime')),
      ]),
    )
    .orderBy('request.date')
    .orderBy('request.startTime')
    .execute();
  const byRequest = new Map<string, typeof rows>();
  for (const row of rows) {
    byRequest.set(row.timeOffId, [...(byRequest.get(row.timeOffId) ?? []), row]);
  }
  for (const request of requests) {
    found.set(request.id, bookedShiftsOf(request, byRequest.get(request.id) ?? [], now, timeZone));
  }
  return found;
}
