import type { Transaction } from 'kysely';
import { guardDisplayName, guardFullName } from '../../../shared/guards.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../db/timestamps.js';
import { actorName, type TrailActor } from '../../db/audited.js';
import { endPendingOffers } from './offer-endings.js';
import { markRelief } from './relief.js';
import { assertShiftOpen } from '../../db/frozen-weeks.js';
import { enqueue } from '../../outbox/outbox-messages.js';
import type { OfferGuard } from './offer-rules.js';
import { acceptedMessage, officeMessages, type MessageShift } from './shift-messages.js';

/** A shift a guard took: the accounts of the other guards whose offers it ended. */
export interface Taken {
  others: string[];
  /** When the guard is expected at the post, for a shift that had started (a relief); else null. */
  expectedAt: Date | null;
}

/**
 * The first-accept-wins rule (issue #21), for every way a guard takes an open shift: in the app
 * (answer-offer.ts) and on a call the office logs (issue #30). One conditional update gives the
 * request to the guard only if it still has none, so of any number of takers at once exactly one
 * wins; its fill time is now (time to fill). Then the guard's own pending offer, if any, is
 * accepted, the others' end as 'taken', and the office's push is written to the outbox. Null when
 * someone was faster. A shift that has started makes the guard its relief (relief.ts), expected
 * by `arrivesBy` or the company's relief arrival minutes. Runs in the caller's transaction, after
 * it read the request (locked on PostgreSQL by requestForOffers).
 */
export async function takeShift(
  trx: Transaction<DB>,
  actor: TrailActor,
  shift: MessageShift,
  guard: Pick<OfferGuard, 'id' | 'firstName' | 'lastName'>,
  arrivesBy?: Date,
): Promise<Taken | null> {
  const requestId = shift.id;
  await assertShiftOpen(trx, requestId, [{ guardId: guard.id, date: shift.date }]);
  const now = nowIso();
  const taken = await trx
    .updateTable('coverageRequests')
    .set((eb) => ({
      assignedGuardId: guard.id,
      assignedGuardName: guardDisplayName(guard),
      filledAt: now,
      version: eb('version', '+', 1),
      updatedAt: now,
      updatedByName: actorName(actor),
    }))
    .where('id', '=', requestId)
    .where('assignedGuardName', 'is', null)
    .executeTakeFirst();
  if (taken.numUpdatedRows === 0n) return null;
  const expectedAt = await markRelief(trx, shift, guard.id, arrivesBy);
  await trx
    .updateTable('shiftOffers')
    .set({ status: 'accepted', answeredAt: now })
    .where('requestId', '=', requestId)
    .where('guardId', '=', guard.id)
    .where('status', '=', 'pending')
    .execute();
  const others = await endPendingOffers(trx, requestId, 'taken');
  // The office hears of it on their phones, with the win (the outbox, issue #30).
  const { title, body } = acceptedMessage(shift, guardFullName(guard), expectedAt);
  await enqueue(trx, await officeMessages(trx, shift, title, body));
  return { others, expectedAt };
}
