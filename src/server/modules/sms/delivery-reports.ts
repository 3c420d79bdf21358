import type { Kysely } from 'kysely';
import { isNewerDelivery } from '../../../shared/offer-channels.js';
import type { DB } from '../../db/schema.js';

/**
 * Keeps what the provider last said of a text we sent (issue #30): the outbox row whose
 * provider_id is the message's id gets the status in `delivery`, unless it already holds a later
 * one (callbacks can arrive out of order). A failure's error code goes to `last_error`, for the
 * admins' Deliveries screen. A message we do not know (another app's, or older) changes nothing.
 * Answers whether a row changed.
 */
export async function recordDelivery(
  db: Kysely<DB>,
  providerId: string,
  status: string,
  errorCode: string | null,
): Promise<boolean> {
  const row = await db
    .selectFrom('outbox')
    .select(['id', 'delivery'])
    .where('providerId', '=', providerId)
    .executeTakeFirst();
  if (!row || !isNewerDelivery(row.delivery, status)) return false;
  const failed = status === 'failed' || status === 'undelivered';
  const updated = await db
    .updateTable('outbox')
    .set({
      delivery: status,
      ...(failed && errorCode
        ? { lastError: `The carrier reported ${status} (error ${errorCode})` }
        : {}),
    })
    .where('id', '=', row.id)
    // Only over the status read: a later callback that got in between is not overwritten.
    .where((eb) =>
      row.delivery === null ? eb('delivery', 'is', null) : eb('delivery', '=', row.delivery),
    )
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}
