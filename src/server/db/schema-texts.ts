/** The tables of text messages and logged calls (issue #30), apart from schema.ts's for size. */

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

/** A call the office logged from Find cover (migration 0023). */
export interface ShiftContactTable {
  id: string;
  requestId: string;
  guardId: string | null;
  /** 'Last, First', kept after the guard is deleted. */
  guardName: string;
  channel: 'call';
  outcome: 'no-answer' | 'left-message' | 'declined' | 'accepted';
  contactedBy: string | null;
  contactedByName: string;
  contactedAt: string;
}
