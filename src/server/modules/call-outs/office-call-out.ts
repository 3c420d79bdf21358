import type { OfficeCallOut } from '../../../shared/call-outs.js';
import type { SessionUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { audited } from '../../db/audited.js';
import { lastWallClock, localTimeZone } from '../../../shared/shift-phase.js';
import { requestForOffers, type OfferedRequest } from '../shift-offers/offer-rules.js';
import { REQUEST_NOT_FOUND } from '../shift-offers/send-offers.js';
import { callOutOf } from './leave-shift.js';

export const NOT_FILLED = 'This shift has no guard to call out';
export const GUARD_NOT_FOUND = 'Guard not found';

/** What the office's call-out did: the request open now, who called out, how early they left. */
export interface RecordedCallOut {
  opened: OfferedRequest;
  guard: { id: string; firstName: string; lastName: string };
  leftEarlyMinutes: number | null;
}

/**
 * The office records a call-out phoned in (issue #30): a filled shift opens again, exactly as
 * when the guard calls out in the app, and the trail says who in the office took it. During the
 * shift too (issue #39): a guard who left the post keeps the time worked until `leftAt` and the
 * rest opens (leave-shift.ts). Usually the assigned guard called out; the office may name another
 * guard (one who swapped the shift without telling, or when the assigned guard's record is gone),
 * who is then not offered it again. 404 for an unknown request, 409 for one without a guard, 400
 * for an ended shift or an unknown guard; nothing changes then.
 */
export function recordCallOut(
  database: Database,
  user: SessionUser,
  requestId: string,
  { guardId, reason, note, leftAt }: OfficeCallOut,
): Promise<RecordedCallOut> {
  return audited(database.db, user, async (trx) => {
    const request = await requestForOffers(trx, database.dialect, requestId);
    if (!request) throw notFound(REQUEST_NOT_FOUND);
    if (request.assignedGuardName === null) throw conflict(NOT_FILLED);
    const guard = await trx
      .selectFrom('guards')
      .select(['id', 'firstName', 'lastName'])
      .where('id', '=', guardId)
      .executeTakeFirst();
    if (!guard) throw badRequest(GUARD_NOT_FOUND);
    const { opened, audit, leftEarlyMinutes } = await callOutOf(trx, user, request, {
      guard,
      why: { reason, note },
      byOffice: true,
      ...(leftAt ? { leftAt: lastWallClock(leftAt, new Date(), localTimeZone()) } : {}),
    });
    return { result: { opened, guard, leftEarlyMinutes }, audit };
  });
}
