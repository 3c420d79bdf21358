import type { CallOutWhy } from '../../../shared/call-outs.js';
import type { SessionUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { audited } from '../../db/audited.js';
import { callOutOf } from '../call-outs/leave-shift.js';
import type { AlarmDeps } from '../shift-offers/office-alerts.js';
import {
  requestForOffers,
  type OfferGuard,
  type OfferedRequest,
} from '../shift-offers/offer-rules.js';

export const NOT_YOUR_SHIFT = 'This shift is not assigned to you';

/**
 * A guard calls out of one of their shifts: the request becomes open again (time to fill counts
 * from now), keeps who called out, why and when, the trail records it, and the office's push
 * ('Kim Soto can't make it') is written to the outbox with it. Once the shift has started it is
 * 'I have to leave' (issue #39): a guard who checked in keeps the time worked until now and the
 * rest opens (leave-shift.ts). An ended shift is refused.
 */
export function callOut(
  database: Database,
  user: SessionUser,
  guard: OfferGuard,
  requestId: string,
  why: CallOutWhy,
  alarm?: AlarmDeps,
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
    const { opened, audit } = await callOutOf(trx, user, request, {
      ...(alarm ? { alarm } : {}),
      guard,
      why,
      byOffice: false,
    });
    return { result: opened, audit };
  });
}
