import type { Kysely } from 'kysely';
import { MESSENGER_STAFF } from '../../../shared/permissions.js';
import { formatClock } from '../../../shared/date-format.js';
import { describeShift } from '../../../shared/shift-offers.js';
import { localTimeZone, shiftPhase } from '../../../shared/shift-phase.js';
import type { DB } from '../../db/schema.js';
import type { Reach } from '../../outbox/outbox.js';
import type { OutboxMessage } from '../../outbox/outbox-messages.js';

/**
 * What the outbox sends about shifts (issue #21's notifications, written since issue #30 in the
 * transaction of the change, see outbox/): offers to the guards, call-outs and accepts to the
 * office. The realtime events (shift-events.ts) stay after the commit.
 */

/** The shift a message names. */
export interface MessageShift {
  id: string;
  locationName: string;
  date: string;
  startTime: string | null;
  endTime: string | null;
}

/** A guard offered a shift, as their messages need them. */
export interface OfferRecipient {
  /** The offer (shift_offers.id): each message carries it, for its delivery per offer. */
  offerId: string;
  accountId: string | null;
  email: string | null;
}

export const GUARD_PAGE = '/my-shifts';
export const OFFICE_PAGE = '/open-shifts';

/** An offered shift: what a message names, and the office's note for the guard (issue #31). */
export interface OfferedShift extends MessageShift {
  guardNote: string | null;
}

/**
 * The one place an offer's messages to one guard are made: by Web Push to their devices and
 * by e-mail (when SMTP is set) if they have an account, whose link leads to My Shifts. The
 * e-mail carries the note for the guard; the push stays the shift alone, a glance on a lock
 * screen. The office's own notes are in neither.
 */
export function offerMessages(
  reach: Reach,
  shift: OfferedShift,
  guard: OfferRecipient,
): OutboxMessage[] {
  const what = describeShift(shift);
  const note = shift.guardNote ? `Note from the office: ${shift.guardNote}\n\n` : '';
  // A shift that started without a guard (issue #39) is urgent, and its messages say so.
  const urgent = shiftPhase(shift, new Date(), localTimeZone()) === 'started';
  const title = urgent
    ? `URGENT: ${shift.locationName} needs a guard now, until ${(shift.endTime ?? '').slice(0, 5)}`
    : 'Shift offered to you';
  const { offerId } = guard;
  const messages: OutboxMessage[] = [];
  if (guard.accountId) {
    messages.push({
      channel: 'push',
      userIds: [guard.accountId],
      message: {
        title,
        body: what,
        url: GUARD_PAGE,
        tag: `offer-${shift.id}`,
      },
      offerId,
    });
    if (guard.email && reach.mail) {
      messages.push({
        channel: 'mail',
        message: {
          to: guard.email,
          subject: urgent ? `${title}: ${what}` : `Shift offered: ${what}`,
          text:
            `You have been offered a shift: ${what}.\n\n` +
            note +
            `The first guard to accept gets it. Open CoverDesk to accept or decline:\n` +
            `${reach.publicUrl}${GUARD_PAGE}\n`,
        },
        offerId,
      });
    }
  }
  return messages;
}

/**
 * A push to each office account (admin, supervisor, dispatch), one message each, read in the
 * caller's transaction: 'Kim Soto can't make it', 'Kim Soto took a shift'.
 */
export async function officeMessages(
  db: Kysely<DB>,
  shift: MessageShift,
  title: string,
  body: string,
): Promise<OutboxMessage[]> {
  const office = await db
    .selectFrom('user')
    .select('id')
    .where('role', 'in', MESSENGER_STAFF)
    .execute();
  return office.map((account) => ({
    channel: 'push',
    userIds: [account.id],
    message: { title, body, url: OFFICE_PAGE, tag: `open-${shift.id}` },
  }));
}

/** The office's message that a guard called out: who, the shift, and why. */
export const callOutMessage = (shift: MessageShift, guardName: string, reason: string) => ({
  title: `${guardName} can't make it`,
  body: `${describeShift(shift)}. ${reason}`,
});

/** The office's message that a guard took a shift; a relief's says when they are expected. */
export const acceptedMessage = (
  shift: MessageShift,
  guardName: string,
  expectedAt: Date | null = null,
) => ({
  title: `${guardName} took a shift`,
  body:
    expectedAt === null
      ? describeShift(shift)
      : `${describeShift(shift)}. Relief, arriving by ${formatClock(expectedAt)}`,
});
