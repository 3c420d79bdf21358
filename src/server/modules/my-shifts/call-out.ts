import { coverageLabel } from '../../../shared/audit.js';
import { guardDisplayName, guardFullName } from '../../../shared/guards.js';
import type { SessionUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { nowIso } from '../../db/timestamps.js';
import { badRequest, notFound } from '../../errors.js';
import { enqueue } from '../../outbox/outbox-messages.js';
import { actorName, audited } from '../audit/audit-log.repository.js';
import {
  hasStarted,
  requestForOffers,
  type OfferGuard,
  type OfferedRequest,
} from '../shift-offers/offer-rules.js';
import { ALREADY_STARTED } from '../shift-offers/send-offers.js';
import { callOutMessage, officeMessages } from '../shift-offers/shift-messages.js';

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
  reason: string,
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
    const name = guardDisplayName(guard);
    const now = nowIso();
    await trx
      .updateTable('coverageRequests')
      .set((eb) => ({
        assignedGuardId: null,
        assignedGuardName: null,
        openedAt: now,
        filledAt: null,
        calledOutGuardId: guard.id,
        calledOutGuardName: name,
        callOutReason: reason,
        calledOutAt: now,
        version: eb('version', '+', 1),
        updatedAt: now,
        updatedByName: actorName(user),
      }))
      .where('id', '=', request.id)
      .execute();
    const { title, body } = callOutMessage(request, guardFullName(guard), reason);
    await enqueue(trx, await officeMessages(trx, request, title, body));
    return {
      result: { ...request, assignedGuardName: null },
      audit: {
        action: 'call-out',
        entity: 'coverage_request',
        entityId: request.id,
        label: coverageLabel(request),
        before: null,
        after: { guardName: guardFullName(guard), callOutReason: reason },
      },
    };
  });
}
