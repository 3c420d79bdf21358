import type { Kysely } from 'kysely';
import { addDays } from '../../../shared/calendar.js';
import type {
  GuardAvailability,
  GuardAvailabilityQuery,
} from '../../../shared/coverage-requests.js';
import { COVERED_HERE_DAYS } from '../../../shared/guard-picker.js';
import type { DB } from '../../db/schema.js';

/**
 * For the guard picker: every guard's other bookings on the shift's date, and the last date each
 * guard covered this location within the past year.
 */
export async function guardAvailability(
  db: Kysely<DB>,
  query: GuardAvailabilityQuery,
): Promise<GuardAvailability> {
  let bookingsQuery = db
    .selectFrom('coverageRequests as request')
    .innerJoin('locations as location', 'location.id', 'request.locationId')
    .select([
      'request.assignedGuardId',
      'location.name as locationName',
      'request.startTime',
      'request.endTime',
    ])
    .where('request.date', '=', query.date)
    .where('request.assignedGuardId', 'is not', null)
    .orderBy('request.startTime');
  if (query.excludeId) bookingsQuery = bookingsQuery.where('request.id', '!=', query.excludeId);

  const [bookings, history] = await Promise.all([
    bookingsQuery.execute(),
    db
      .selectFrom('coverageRequests')
      .select((eb) => ['assignedGuardId', eb.fn.max('date').as('lastDate')])
      .where('locationId', '=', query.locationId)
      .where('assignedGuardId', 'is not', null)
      .where('date', '<', query.date)
      .where('date', '>=', addDays(query.date, -COVERED_HERE_DAYS))
      .groupBy('assignedGuardId')
      .execute(),
  ]);
  return {
    bookings: bookings.flatMap(({ assignedGuardId, ...booking }) =>
      assignedGuardId ? [{ guardId: assignedGuardId, ...booking }] : [],
    ),
    history: history.flatMap(({ assignedGuardId, lastDate }) =>
      assignedGuardId ? [{ guardId: assignedGuardId, lastDate }] : [],
    ),
  };
}
