import type { TrailActor } from '../../db/audited.js';
import type { Answered } from '../shift-offers/answer-offer.js';
import type { OfferGuard } from '../shift-offers/offer-rules.js';
import type { EventShift } from '../shift-offers/shift-events.js';

/**
 * What handling one guard's text comes to (inbound-texts.ts): shared by the handlers of its
 * commands, YES and NO there, OK in confirm-by-text.ts (issue #39).
 */

/**
 * An answer that changed an offer, or confirmed a shift (issue #39), for the route to tell the
 * office once it committed.
 */
export type TextAnswer =
  | { kind: 'accepted' | 'declined'; answered: Answered }
  | { kind: 'confirmed'; shift: EventShift; guardName: string };

/** A text's outcome as sms_inbound keeps it, the reply to send, and what to tell the office. */
export interface Step {
  outcome: string;
  reply: string | null;
  answer?: TextAnswer;
}

/** The guard a text names as its author, as the trail keeps them (no id without an account). */
export const actorOf = (guard: OfferGuard): TrailActor => ({
  id: guard.accountId,
  firstName: guard.firstName,
  lastName: guard.lastName,
  email: guard.email ?? '',
});
