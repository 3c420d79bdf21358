import { CALL_OUT_WHO_REFUSED, type OfficeCallOut } from '../../../shared/call-outs.js';
import type { SessionUser } from '../../auth/request-user.js';
import type { Transaction } from 'kysely';
import { guardFullName } from '../../../shared/guards.js';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { badRequest, conflict, HttpError, notFound } from '../../errors.js';
import { audited } from '../../db/audited.js';
import { lastWallClock, localTimeZone } from '../../../shared/shift-phase.js';
import { requestForOffers, type OfferedRequest } from '../shift-offers/offer-rules.js';
import { REQUEST_NOT_FOUND } from '../shift-offers/send-offers.js';
import { callOutOf } from './leave-shift.js';
import type { CallingOut } from './open-by-call-out.js';

export const NOT_FILLED = 'This shift has no guard to call out';
export const GUARD_NOT_FOUND = 'Guard not found';

/** What the office's call-out did: the request open now, who called out, how early they left. */
export interface RecordedCallOut {
  opened: OfferedRequest;
  guard: CallingOut;
  leftEarlyMinutes: number | null;
}

/** The 409 for naming a guard who was not on the shift (issue #40). */
export const notOnShift = (name: string, assigned: string) =>
  `${name} is not on this shift: choose its guard (${assigned}) or 'Someone else'`;

/** The 409 for 'Someone else' while the shift's own guard is checked in at the post. */
export const checkedInHere = (assigned: string) =>
  `${assigned} checked in to this shift: record the call-out as theirs`;

/**
 * The office records a call-out phoned in (issue #30): a filled shift opens again, exactly as
 * when the guard calls out in the app, and the trail says who in the office took it. During the
 * shift too (issue #39): a guard who left the post keeps the time worked until `leftAt` and the
 * rest opens (leave-shift.ts). Who called out is the assigned guard, or someone else by name alone
 * (a guard who swapped the shift without telling, the assigned guard's record gone), counted
 * against nobody: naming another guard's record would count it against them, and with 'no-show'
 * let them check in (issue #40). 404 for an unknown request, 409 for one without a guard or a
 * guard not on it, 400 for an ended shift or an unknown guard; nothing changes then.
 */
export function recordCallOut(
  database: Database,
  user: SessionUser,
  requestId: string,
  { guardId, someoneElse, reason, note, leftAt }: OfficeCallOut,
): Promise<RecordedCallOut> {
  return audited(database.db, user, async (trx) => {
    const request = await requestForOffers(trx, database.dialect, requestId);
    if (!request) throw notFound(REQUEST_NOT_FOUND);
    const assigned = request.assignedGuardName;
    if (assigned === null) throw conflict(NOT_FILLED);
    const guard = await whoCalledOut(trx, request, assigned, { guardId, someoneElse });
    const { opened, audit, leftEarlyMinutes } = await callOutOf(trx, user, request, {
      guard,
      why: { reason, note },
      byOffice: true,
      ...(leftAt ? { leftAt: lastWallClock(leftAt, new Date(), localTimeZone()) } : {}),
    });
    return { result: { opened, guard, leftEarlyMinutes }, audit };
  });
}

/** The shift's own guard by their record, or someone else by name; refused otherwise. */
async function whoCalledOut(
  trx: Transaction<DB>,
  request: OfferedRequest,
  assigned: string,
  { guardId, someoneElse }: Pick<OfficeCallOut, 'guardId' | 'someoneElse'>,
): Promise<CallingOut> {
  if (someoneElse !== undefined) {
    const here = request.assignedGuardId
      ? await trx
          .selectFrom('shiftAttendance')
          .select('checkedInAt')
          .where('requestId', '=', request.id)
          .where('guardId', '=', request.assignedGuardId)
          .where('checkedInAt', 'is not', null)
          .where('checkedOutAt', 'is', null)
          .executeTakeFirst()
      : undefined;
    if (here) throw new HttpError(409, CALL_OUT_WHO_REFUSED, checkedInHere(assigned));
    return { id: null, name: someoneElse };
  }
  const guard = await trx
    .selectFrom('guards')
    .select(['id', 'firstName', 'lastName'])
    .where('id', '=', guardId ?? '')
    .executeTakeFirst();
  if (!guard) throw badRequest(GUARD_NOT_FOUND);
  if (guard.id !== request.assignedGuardId) {
    throw new HttpError(409, CALL_OUT_WHO_REFUSED, notOnShift(guardFullName(guard), assigned));
  }
  return guard;
}
