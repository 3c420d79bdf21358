import type { OfficeCallOut } from '../../../shared/call-outs.js';
import type { SessionUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { audited } from '../../db/audited.js';
import { hasStarted, requestForOffers, type OfferedRequest } from '../shift-offers/offer-rules.js';
import { ALREADY_STARTED, REQUEST_NOT_FOUND } from '../shift-offers/send-offers.js';
import { openByCallOut } from './open-by-call-out.js';

export const NOT_FILLED = 'This shift has no guard to call out';
export const GUARD_NOT_FOUND = 'Guard not found';

/** What the office's call-out did: the request, open again, and who called out. */
export interface RecordedCallOut {
  opened: OfferedRequest;
  guard: { id: string; firstName: string; lastName: string };
}

/**
 * The office records a call-out phoned in (issue #30): a filled shift that has not started (the
 * guard's own call-out has the same limit) opens again, exactly as when the guard calls out in the
 * app, and the trail says who in the office took it. Usually the assigned guard called out; the
 * office may name another guard (one who swapped the shift without telling, or when the assigned
 * guard's record is gone), who is then not offered it again. 404 for an unknown request, 409 for
 * one without a guard, 400 for a started shift or an unknown guard; nothing changes then.
 */
export function recordCallOut(
  database: Database,
  user: SessionUser,
  requestId: string,
  { guardId, reason, note }: OfficeCallOut,
): Promise<RecordedCallOut> {
  return audited(database.db, user, async (trx) => {
    const request = await requestForOffers(trx, database.dialect, requestId);
    if (!request) throw notFound(REQUEST_NOT_FOUND);
    if (request.assignedGuardName === null) throw conflict(NOT_FILLED);
    if (hasStarted(request)) throw badRequest(ALREADY_STARTED);
    const guard = await trx
      .selectFrom('guards')
      .select(['id', 'firstName', 'lastName'])
      .where('id', '=', guardId)
      .executeTakeFirst();
    if (!guard) throw badRequest(GUARD_NOT_FOUND);
    const { opened, audit } = await openByCallOut(trx, user, request, {
      guard,
      why: { reason, note },
      byOffice: true,
    });
    return { result: { opened, guard }, audit };
  });
}
