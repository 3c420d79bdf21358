import { coverageLabel } from '../../../shared/audit.js';
import type { SessionUser } from '../../auth/request-user.js';
import { audited } from '../../db/audited.js';
import type { Database } from '../../db/database.js';
import { conflict, notFound } from '../../errors.js';
import { endPendingOffers } from '../shift-offers/offer-endings.js';
import { requestForOffers, type OfferedRequest } from '../shift-offers/offer-rules.js';
import { REQUEST_NOT_FOUND } from '../shift-offers/send-offers.js';
import { assertShiftOpen } from '../../db/frozen-weeks.js';

export const NOT_A_REST = 'This is not the rest of a shift a guard left early';
export const REST_TAKEN = 'A guard has taken the rest of this shift: call them off first';

/** What agreeing did: the rest of the shift as it was (now gone), and the offers it ended. */
export interface AgreedEarlyEnd {
  rest: OfferedRequest;
  endedOfferAccounts: string[];
}

/**
 * The office agrees to a guard having left early (issue #39): the rest of their shift, opened
 * when they left, needs no guard after all (the customer closed early, the office sent them
 * home), so it goes, with its pending offers; the shift the guard kept, cut at the time they
 * left, stays as it is. The trail records the agreement on that shift. 404 for an unknown
 * request, 409 for one that is no such rest or that a guard has taken; nothing changes then.
 */
export function agreeEarlyEnd(
  database: Database,
  user: SessionUser,
  requestId: string,
): Promise<AgreedEarlyEnd> {
  return audited(database.db, user, async (trx) => {
    const rest = await requestForOffers(trx, database.dialect, requestId);
    if (!rest) throw notFound(REQUEST_NOT_FOUND);
    const row = await trx
      .selectFrom('coverageRequests')
      .select(['continuesRequestId', 'calledOutGuardName', 'startTime'])
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    if (!row.continuesRequestId) throw conflict(NOT_A_REST);
    if (rest.assignedGuardName !== null) throw conflict(REST_TAKEN);
    await assertShiftOpen(trx, requestId);
    const endedOfferAccounts = await endPendingOffers(trx, requestId, 'ended');
    await trx.deleteFrom('coverageRequests').where('id', '=', requestId).execute();
    return {
      result: { rest, endedOfferAccounts },
      audit: {
        action: 'agree-early-end',
        entity: 'coverage_request',
        entityId: row.continuesRequestId,
        label: coverageLabel(rest),
        before: null,
        after: { guardName: row.calledOutGuardName, leftAt: row.startTime },
      },
    };
  });
}
