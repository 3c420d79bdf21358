import type { Kysely } from 'kysely';
import { guardDisplayName } from '../../../shared/guards.js';
import {
  deliveryState,
  OFFER_CHANNELS,
  type OfferDelivery,
} from '../../../shared/offer-channels.js';
import type { ShiftOffer } from '../../../shared/shift-offers.js';
import type { DB } from '../../db/schema.js';

/**
 * Each offer's channels and where their messages stand (issue #30), by offer id: the app for a
 * guard with an account (nothing is sent: the offer is on their /my-shifts), then every outbox
 * row of the offer (push, e-mail, text), the latest of each channel.
 */
export async function offerDeliveries(
  db: Kysely<DB>,
  offers: readonly { id: string; hasAccount: boolean }[],
): Promise<Map<string, OfferDelivery[]>> {
  const byOffer = new Map<string, OfferDelivery[]>(
    offers.map((offer) => [offer.id, offer.hasAccount ? [{ channel: 'app', state: null }] : []]),
  );
  if (offers.length === 0) return byOffer;
  const rows = await db
    .selectFrom('outbox')
    .select(['offerId', 'channel', 'status', 'delivery'])
    .where(
      'offerId',
      'in',
      offers.map((offer) => offer.id),
    )
    .orderBy('createdAt')
    .execute();
  const latest = new Map<string, OfferDelivery>();
  for (const row of rows) {
    if (!row.offerId) continue;
    const state = deliveryState(row.status, row.delivery);
    latest.set(`${row.offerId} ${row.channel}`, { channel: row.channel, state });
  }
  for (const [id, deliveries] of byOffer) {
    for (const channel of OFFER_CHANNELS) {
      const delivery = latest.get(`${id} ${channel}`);
      if (delivery) deliveries.push(delivery);
    }
  }
  return byOffer;
}

/** Every offer of a request with its guard's name and its deliveries, the first sent first. */
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
      'guard.accountId',
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
  const deliveries = await offerDeliveries(
    db,
    rows.map((row) => ({ id: row.id, hasAccount: row.accountId !== null })),
  );
  return rows.map((row) => ({
    id: row.id,
    requestId: row.requestId,
    guardId: row.guardId,
    guardName: guardDisplayName(row),
    status: row.status,
    offeredByName: row.offeredByName,
    offeredAt: row.offeredAt,
    answeredAt: row.answeredAt,
    deliveries: deliveries.get(row.id) ?? [],
  }));
}
