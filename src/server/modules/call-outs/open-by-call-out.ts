import type { Transaction } from 'kysely';
import { coverageLabel } from '../../../shared/audit.js';
import { callOutText, type CallOutWhy } from '../../../shared/call-outs.js';
import { guardDisplayName, guardFullName } from '../../../shared/guards.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../db/timestamps.js';
import { enqueue } from '../../outbox/outbox-messages.js';
import { actorName, type AuditRecord, type TrailActor } from '../../db/audited.js';
import { callOutMessage, officeMessages } from '../shift-offers/shift-messages.js';
import type { OfferedRequest } from '../shift-offers/offer-rules.js';
import { assertShiftOpen } from '../../db/frozen-weeks.js';

/**
 * Who called out: a guard's record, or, as the office may record it (issue #40), someone named in
 * words only (`id` null), whom no count, no-show check-in and no offer rule holds it against.
 */
export type CallingOut =
  { id: string; firstName: string; lastName: string } | { id: null; name: string };

/** The call-out's names: as stored ('Last, First', or the words) and as told ('First Last'). */
export function callingOutNames(who: CallingOut): { stored: string; told: string } {
  if (who.id === null) return { stored: who.name, told: who.name };
  return { stored: guardDisplayName(who), told: guardFullName(who) };
}

/** Who called out of a shift, why, and whether the office took it on the phone. */
export interface CallOutBy {
  guard: CallingOut;
  why: CallOutWhy;
  /** True when the office records it (POST /api/coverage/:id/call-out); false from the guard's app. */
  byOffice: boolean;
}

/**
 * A call-out, however it arrives (issue #30: the guard's app, or the office taking the call): the
 * request loses its guard and is open again from now (time to fill counts from here), and keeps
 * who called out, why, when and who in the office recorded it, so that the board and the reports
 * count both alike. Runs in the caller's transaction once it has checked the request may be
 * called out of (issue #33: or a no-show's timer, as CoverDesk); answers the request as opened and the trail's entry. The office's push goes
 * into the outbox in the same transaction; the live event is the caller's, once it committed.
 */
export async function openByCallOut(
  trx: Transaction<DB>,
  user: TrailActor,
  request: OfferedRequest,
  { guard, why, byOffice }: CallOutBy,
): Promise<{ opened: OfferedRequest; audit: AuditRecord }> {
  await assertShiftOpen(trx, request.id);
  const now = nowIso();
  const names = callingOutNames(guard);
  await trx
    .updateTable('coverageRequests')
    .set((eb) => ({
      assignedGuardId: null,
      assignedGuardName: null,
      openedAt: now,
      filledAt: null,
      calledOutGuardId: guard.id,
      calledOutGuardName: names.stored,
      callOutReason: why.reason,
      callOutNote: why.note,
      calledOutAt: now,
      calledOutByName: byOffice ? actorName(user) : null,
      version: eb('version', '+', 1),
      updatedAt: now,
      updatedByName: actorName(user),
    }))
    .where('id', '=', request.id)
    .execute();
  // The office hears of it on their phones, with the change (the outbox, issue #30).
  const { title, body } = callOutMessage(request, names.told, callOutText(why.reason, why.note));
  await enqueue(trx, await officeMessages(trx, request, title, body));
  return {
    opened: { ...request, assignedGuardName: null, calledOutGuardId: guard.id },
    audit: {
      action: byOffice ? 'record-call-out' : 'call-out',
      entity: 'coverage_request',
      entityId: request.id,
      label: coverageLabel(request),
      before: null,
      after: { guardName: names.told, callOutReason: callOutText(why.reason, why.note) },
    },
  };
}
