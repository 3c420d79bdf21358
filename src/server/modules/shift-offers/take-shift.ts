import type { Transaction } from 'kysely';
import { guardDisplayName } from '../../../shared/guards.js';
import type { SessionUser } from '../../auth/request-user.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../db/timestamps.js';
import { actorName } from '../audit/audit-log.repository.js';
import { endPendingOffers } from './offer-endings.js';
import type { OfferGuard } from './offer-rules.js';

/** A shift a guard took: the accounts of the other guards whose offers it ended. */
export interface Taken {
  others: string[];
}

/**
 * The first-accept-wins rule (issue #21), for every way a guard takes an open shift: in the app
 * (answer-offer.ts) and on a call the office logs (issue #30). One conditional update gives the
 * request to the guard only if it still has none, so of any number of takers at once exactly one
 * wins; its fill time is now (time to fill). Then the guard's own pending offer, if any, is
 * accepted and the others' end as 'taken'. Null when someone was faster. Runs in the caller's
 * transaction, after it read the request (locked on PostgreSQL by requestForOffers).
 */
export async function takeShift(
  trx: Transaction<DB>,
  user: SessionUser,
  requestId: string,
  guard: Pick<OfferGuard, 'id' | 'firstName' | 'lastName'>,
): Promise<Taken | null> {
  const now = nowIso();
  const taken = await trx
    .updateTable('coverageRequests')
    .set((eb) => ({
      assignedGuardId: guard.id,
      assignedGuardName: guardDisplayName(guard),
      filledAt: now,
      version: eb('version', '+', 1),
      updatedAt: now,
      updatedByName: actorName(user),
    }))
    .where('id', '=', requestId)
    .where('assignedGuardName', 'is', null)
    .executeTakeFirst();
  if (taken.numUpdatedRows === 0n) return null;
  await trx
    .updateTable('shiftOffers')
    .set({ status: 'accepted', answeredAt: now })
    .where('requestId', '=', requestId)
    .where('guardId', '=', guard.id)
    .where('status', '=', 'pending')
    .execute();
  return { others: await endPendingOffers(trx, requestId, 'taken') };
}
