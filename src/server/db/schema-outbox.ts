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
  status: 'pending' | 'sending' | 'sent' | 'failed';
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
}
