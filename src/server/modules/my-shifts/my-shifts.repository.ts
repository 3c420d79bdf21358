import type { Kysely } from 'kysely';
import { addDays, localIsoDate } from '../../../shared/calendar.js';
import { hasShiftStarted } from '../../../shared/shift-offers.js';
import { MY_SHIFTS_DAYS, type MyShifts } from '../../../shared/my-shifts.js';
import type { DB } from '../../db/schema.js';

/** Offers older than this (by their shift's date) drop off the guard's list. */
const OFFERS_SHOWN_DAYS_BACK = 1;
const OFFERS_SHOWN_MAX = 50;

/**
 * A guard's own page (issue #21): their shifts from today through the next 30 days (the server's
 * today), and their offers for shifts from yesterday on, whatever became of them, newest first;
 * a pending offer whose shift has started shows as ended.
 */
export async function myShifts(
  db: Kysely<DB>,
  guardId: string,
  now = new Date(),
): Promise<MyShifts> {
  const today = localIsoDate(now);
  const assignedRows = db
    .selectFrom('coverageRequests as request')
    .innerJoin('locations as location', 'location.id', 'request.locationId')
    .select([
      'request.id as requestId',
      'request.date',
      'request.startTime',
      'request.endTime',
      'location.name as locationName',
      'location.deptCode',
      'request.notes',
    ])
    .where('request.assignedGuardId', '=', guardId)
    .where('request.date', '>=', today)
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
      'location.name as locationName',
      'location.deptCode',
      'request.notes',
    ])
    .where('offer.guardId', '=', guardId)
    .where('offer.status', '!=', 'accepted')
    .where('request.date', '>=', addDays(today, -OFFERS_SHOWN_DAYS_BACK))
    .orderBy('offer.offeredAt', 'desc')
    .limit(OFFERS_SHOWN_MAX)
    .execute();
  // Side by side: on PostgreSQL each is a round trip of its own connection.
  const [assigned, offers] = await Promise.all([assignedRows, offerRows]);
  // Offers end when their shift starts (an accept then is refused and marks it so).
  const shown = offers.map((offer) =>
    offer.status === 'pending' && hasShiftStarted(offer, now)
      ? { ...offer, status: 'ended' as const }
      : offer,
  );
  return { assigned, offers: shown };
}
