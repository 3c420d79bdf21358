import type { Kysely } from 'kysely';
import { cardStatus } from '../../../shared/guard-card.js';
import { shiftsOverlap } from '../../../shared/guard-picker.js';
import { hasShiftStarted, offerBlocker } from '../../../shared/shift-offers.js';
import type { DialectName } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

/** A request as offers need it: its shift, its post's name, and whether it still needs a guard. */
export interface OfferedRequest {
  id: string;
  date: string;
  startTime: string | null;
  endTime: string | null;
  locationId: string;
  locationName: string;
  assignedGuardName: string | null;
  /** The guard who last called out of it, who is not offered it again. */
  calledOutGuardId: string | null;
}

/** A guard as offers need them: who, their card, their account. */
export interface OfferGuard {
  id: string;
  firstName: string;
  lastName: string;
  expDate: string | null;
  accountId: string | null;
  email: string | null;
}

/**
 * The request with its post, locked on PostgreSQL until the transaction ends (offers, accepts and
 * call-outs of one request take turns); undefined for an unknown id. A plain read (no
 * transaction) passes `null` for the dialect and takes no lock.
 */
export function requestForOffers(
  db: Kysely<DB>,
  dialect: DialectName | null,
  id: string,
): Promise<OfferedRequest | undefined> {
  const query = db
    .selectFrom('coverageRequests as request')
    .innerJoin('locations as location', 'location.id', 'request.locationId')
    .select([
      'request.id',
      'request.date',
      'request.startTime',
      'request.endTime',
      'request.locationId',
      'location.name as locationName',
      'request.assignedGuardName',
      'request.calledOutGuardId',
    ])
    .where('request.id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate('request') : query).executeTakeFirst();
}

/** True once the shift has started (offers end then), by the server's clock and time zone. */
export function hasStarted(request: Pick<OfferedRequest, 'date' | 'startTime'>): boolean {
  return hasShiftStarted(request, new Date());
}

export const guardColumns = [
  'guard.id',
  'guard.firstName',
  'guard.lastName',
  'guard.expDate',
  'guard.accountId',
  'guard.email',
] as const;

/** A guard's other shift on the request's date. */
export interface Booking {
  assignedGuardId: string | null;
  startTime: string | null;
  endTime: string | null;
  locationName: string;
}

/**
 * The shifts assigned on the request's date other than the request itself: of the given guards,
 * or of every guard when `guardIds` is omitted.
 */
export function bookingsOn(
  db: Kysely<DB>,
  request: Pick<OfferedRequest, 'id' | 'date'>,
  guardIds?: readonly string[],
): Promise<Booking[]> {
  if (guardIds?.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('coverageRequests as booking')
    .innerJoin('locations as location', 'location.id', 'booking.locationId')
    .select([
      'booking.assignedGuardId',
      'booking.startTime',
      'booking.endTime',
      'location.name as locationName',
    ])
    .where('booking.date', '=', request.date)
    .$if(guardIds !== undefined, (query) =>
      query.where('booking.assignedGuardId', 'in', guardIds ?? []),
    )
    .$if(guardIds === undefined, (query) => query.where('booking.assignedGuardId', 'is not', null))
    .where('booking.id', '!=', request.id)
    .execute();
}

/**
 * How the guard answers: in the app (an account needed), or to the office on the phone (a
 * logged call, issue #30: no account needed).
 */
export interface AnswerWay {
  byPhone?: boolean;
}

/** Why the guard cannot take the shift, given that day's bookings; null when they can. */
export function blockerOf(
  request: OfferedRequest,
  guard: Pick<OfferGuard, 'id' | 'expDate' | 'accountId'>,
  bookings: readonly Booking[],
  { byPhone = false }: AnswerWay = {},
): string | null {
  const clash =
    bookings.find(
      (booking) => booking.assignedGuardId === guard.id && shiftsOverlap(booking, request),
    ) ?? null;
  return offerBlocker({
    cardExpired: cardStatus(guard.expDate, request.date).kind === 'expired',
    clash,
    hasAccount: byPhone || guard.accountId !== null,
    calledOut: request.calledOutGuardId === guard.id,
  });
}

/**
 * Why each guard cannot take the shift (called out of it, card expired by its date, booked at an
 * overlapping time that day, no account to answer with), by guard id; a guard who can is not in the map.
 */
export async function blockersFor(
  db: Kysely<DB>,
  request: OfferedRequest,
  guards: readonly OfferGuard[],
  way: AnswerWay = {},
): Promise<Map<string, string>> {
  const bookings = await bookingsOn(
    db,
    request,
    guards.map((guard) => guard.id),
  );
  const blockers = new Map<string, string>();
  for (const guard of guards) {
    const blocker = blockerOf(request, guard, bookings, way);
    if (blocker) blockers.set(guard.id, blocker);
  }
  return blockers;
}
