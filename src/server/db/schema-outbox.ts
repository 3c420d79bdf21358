import type { Generated } from 'kysely';

/** The notifications waiting to go out (the outbox) and the demo sandbox's texts. */

/** A text the sandbox provider 'sent' (out), or a guard's answer typed by an admin (in). */
export interface SmsSandboxMessageTable {
  id: string;
  direction: 'out' | 'in';
  /** The guard's number, E.164. */
  phone: string;
  body: string;
  createdAt: string;
}

/** A notification to deliver, written with the change that caused it (migration 0017). */
export interface OutboxTable {
  id: string;
  channel: 'push' | 'mail' | 'sms';
  /** The message as JSON (outbox/outbox-messages.ts says what each channel's holds). */
  payload: string;
  /** 'held': a text over a cap (migration 0041), never sent until an admin sends it anyway. */
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'held';
  attempts: Generated<number>;
  nextAttemptAt: string;
  /** While a worker sends it: past this instant another may take it again (it crashed). */
  lockedUntil: string | null;
  lastError: string | null;
  offerId: string | null;
  providerId: string | null;
  delivery: string | null;
  createdAt: string;
  sentAt: string | null;
  /** When the last attempt began (migration 0018); null before the first. */
  attemptedAt: string | null;
  /** A text's number, E.164 (migration 0041): the per-number cap counts by it. */
  smsTo: string | null;
  /** The signed-in account whose action caused a text; null for the system's (migration 0041). */
  causedBy: string | null;
}

/** The company's caps on texts (migration 0041): one row with id 1, none until an admin saves. */
export interface TextCapsTable {
  id: number;
  textsPerNumberPerDay: number;
  textsPerAccountPerHour: number;
  textsPerCompanyPerDay: number;
}
