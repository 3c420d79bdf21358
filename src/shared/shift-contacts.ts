import { z } from 'zod';
import { offerBlocker } from './shift-offers.js';
import { IdSchema } from './text.js';

/**
 * Calls logged from Find cover (issue #30): the dispatcher phones a guard and records what came of
 * it. 'accepted' gives the guard the shift at once, by the same first-accept-wins rule as the
 * app's accept.
 */
export const CONTACT_CHANNELS = ['call'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export const CALL_OUTCOMES = ['no-answer', 'left-message', 'declined', 'accepted'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

const ARRIVES_BY = 'Enter when the guard will be there as HH:MM (24-hour)';

export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  'no-answer': 'No answer',
  'left-message': 'Left a message',
  declined: 'Declined',
  accepted: 'Accepted',
};

/** Body of POST /api/coverage/:id/contacts. */
export const LogContactSchema = z.object({
  guardId: IdSchema,
  channel: z.enum(CONTACT_CHANNELS, "The channel must be 'call'"),
  outcome: z.enum(CALL_OUTCOMES, 'Choose what came of the call'),
  /** For 'accepted': the office confirms the guard's warnings (issue #32's CONFIRM_WARNINGS). */
  confirmWarnings: z.boolean().optional(),
  /**
   * For 'accepted' on a shift that has started (issue #39): the time the guard said they will be
   * at the post (HH:MM, the next such time from now); by default the company's relief minutes.
   */
  arrivesBy: z
    .string(ARRIVES_BY)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, ARRIVES_BY)
    .optional(),
});
export type LogContact = z.infer<typeof LogContactSchema>;

/** One logged contact, as Find cover lists them. */
export const ShiftContactSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  /** Null once the guard was deleted (the name stays). */
  guardId: z.string().nullable(),
  /** 'Last, First'. */
  guardName: z.string(),
  channel: z.enum(CONTACT_CHANNELS),
  outcome: z.enum(CALL_OUTCOMES),
  contactedByName: z.string(),
  contactedAt: z.string(),
});
export type ShiftContact = z.infer<typeof ShiftContactSchema>;

/** GET /api/coverage/:id/contacts and the answer of a POST: the request's contacts, newest first. */
export const ShiftContactsSchema = z.object({ contacts: z.array(ShiftContactSchema) });
export type ShiftContacts = z.infer<typeof ShiftContactsSchema>;

/** The newest contact of each guard, by guard id. */
export function latestContactByGuard(
  contacts: readonly ShiftContact[],
): ReadonlyMap<string, ShiftContact> {
  const latest = new Map<string, ShiftContact>();
  for (const contact of contacts) {
    if (contact.guardId === null) continue;
    const known = latest.get(contact.guardId);
    if (!known || known.contactedAt < contact.contactedAt) latest.set(contact.guardId, contact);
  }
  return latest;
}

/**
 * A phone number as people read it: '(213) 555-0123' for a North American number in E.164 (the
 * offices CoverDesk serves dial those nationally), anything else as stored (the browser bundle
 * carries no phone metadata).
 */
export function phoneText(phone: string): string {
  const nanp = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return nanp ? `(${nanp[1] ?? ''}) ${nanp[2] ?? ''}-${nanp[3] ?? ''}` : phone;
}

/** The `tel:` address of a stored number: its digits and a leading +, nothing else. */
export function telHref(phone: string): string {
  const plus = phone.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${phone.replace(/\D/g, '')}`;
}

/** What offerBlocker says of a guard without an account: no matter on the phone. */
const NO_ACCOUNT = offerBlocker({ cardExpired: false, clash: null, hasAccount: false });

/**
 * Why a candidate cannot take the shift on a call (called out of it, card expired, booked then),
 * given why they cannot be offered it; null when they can. Answering a phone needs no account.
 */
export function callBlocker(offerBlockerText: string | null): string | null {
  return offerBlockerText === NO_ACCOUNT ? null : offerBlockerText;
}
