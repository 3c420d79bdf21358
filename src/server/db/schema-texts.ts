/** The tables of text messages (issue #30), apart from schema.ts's for size. */

/** A number that replied STOP: no offers by text until it replies START (migration 0020). */
export interface SmsOptOutTable {
  /** E.164. */
  phone: string;
  optedOutAt: string;
}

/** A text received, by the provider's id: handled once however often it is delivered (0020). */
export interface SmsInboundTable {
  messageSid: string;
  /** The sender, E.164. */
  phone: string;
  body: string;
  /** What came of it, in a word: accepted, taken, declined, opted-out, help, unknown-number… */
  outcome: string;
  receivedAt: string;
}
