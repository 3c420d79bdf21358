import type { CallOutWhy } from '../../../shared/call-outs.js';
import type { SessionUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { badRequest, notFound } from '../../errors.js';
import { audited } from '../../db/audited.js';
import { openByCallOut } from '../call-outs/open-by-call-out.js';
import {
  hasStarted,
  requestForOffers,
  type OfferGuard,
  type OfferedRequest,
} from '../shift-offers/offer-rules.js';
import { ALREADY_STARTED } from '../shift-offers/send-offers.js';

export const NOT_YOUR_SHIFT = 'This shift is not assigned to you';

/**
 * A guard calls out of one of their shifts before it starts: the request becomes open again
 * (time to fill counts from now), keeps who called out, why and when, the trail records it, and
 * the office's push ('Kim Soto can't make it') is written to the outbox with it.
 */
export function callOut(
  database: Database,
  user: SessionUser,
  guard: OfferGuard,
  requestId: string,
  why: CallOutWhy,
): Promise<OfferedRequest> {
  return audited(database.db, user, async (trx) => {
    const request = await requestForOffers(trx, database.dialect, requestId);
    const mine = await trx
      .selectFrom('coverageRequests')
      .select('id')
      .where('id', '=', requestId)
      .where('assignedGuardId', '=', guard.id)
      .executeTakeFirst();
    if (!request || !mine) throw notFound(NOT_YOUR_SHIFT);
    if (hasStarted(request)) throw badRequest(ALREADY_STARTED);
    const { opened, audit } = await openByCallOut(trx, user, request, {
      guard,
      why,
      byOffice: false,
    });
    return { result: opened, audit };
  });
}
