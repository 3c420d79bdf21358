import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../db/timestamps.js';

/**
 * Ends the pending offers of a request, in the caller's transaction: 'taken' when it got a guard
 * (by an accept, or the office assigning one), 'ended' when its date, times or post changed.
 * Answers the accounts of the guards whose offers ended, to tell them.
 */
export async function endPendingOffers(
  db: Kysely<DB>,
  requestId: string,
  status: 'taken' | 'ended',
): Promise<string[]> {
  const ended = await db
    .updateTable('shiftOffers')
    .set({ status, answeredAt: nowIso() })
    .where('requestId', '=', requestId)
    .where('status', '=', 'pending')
    .returning('guardId')
    .execute();
  if (ended.length === 0) return [];
  const accounts = await db
    .selectFrom('guards')
    .select('accountId')
    .where(
      'id',
      'in',
      ended.map((row) => row.guardId),
    )
    .where('accountId', 'is not', null)
    .execute();
  return accounts.flatMap((row) => (row.accountId ? [row.accountId] : []));
}

/** The accounts of the guards with a pending offer of a request (before it is deleted). */
export async function pendingOfferAccounts(db: Kysely<DB>, requestId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('shiftOffers as offer')
    .innerJoin('guards as guard', 'guard.id', 'offer.guardId')
    .select('guard.accountId')
    .where('offer.requestId', '=', requestId)
    .where('offer.status', '=', 'pending')
    .where('guard.accountId', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.accountId ? [row.accountId] : []));
}
