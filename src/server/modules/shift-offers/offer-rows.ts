import type { Kysely } from 'kysely';
import { guardDisplayName } from '../../../shared/guards.js';
import type { ShiftOffer } from '../../../shared/shift-offers.js';
import type { DB } from '../../db/schema.js';

/** Every offer of a request with its guard's name, the first sent first. */
export async function offersOf(db: Kysely<DB>, requestId: string): Promise<ShiftOffer[]> {
  const rows = await db
    .selectFrom('shiftOffers as offer')
    .innerJoin('guards as guard', 'guard.id', 'offer.guardId')
    .select([
      'offer.id',
      'offer.requestId',
      'offer.guardId',
      'guard.firstName',
      'guard.lastName',
      'offer.status',
      'offer.offeredByName',
      'offer.offeredAt',
      'offer.answeredAt',
    ])
    .where('offer.requestId', '=', requestId)
    .orderBy('offer.offeredAt')
    .orderBy('guard.lastName')
    .orderBy('guard.firstName')
    .execute();
  return rows.map(({ firstName, lastName, ...offer }) => ({
    ...offer,
    guardName: guardDisplayName({ firstName, lastName }),
  }));
}
