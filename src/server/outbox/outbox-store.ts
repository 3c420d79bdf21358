import type { Kysely } from 'kysely';
import type { DialectName } from '../db/database.js';
import type { DB } from '../db/schema.js';
import type { OutboxTable } from '../db/schema-outbox.js';
import { nowIso } from '../db/timestamps.js';

/**
 * A message a worker took: its row as the claim left it. `attempts` counts this try too, and
 * fences the row: the worker's verdict is written only while the row is still that try's (had
 * the lease run out and another process taken it, that one decides).
 */
export interface ClaimedMessage {
  id: string;
  channel: OutboxTable['channel'];
  payload: string;
  attempts: number;
  /** When the row was written: no try of it can be older (a text's look-up starts there). */
  createdAt: string;
  /** The last try's failure, kept when an admin retries it (attempts then count afresh). */
  lastError: string | null;
}

/** What a delivered message leaves on its row: the provider's id and status of a text. */
export interface Delivered {
  providerId: string | null;
  /** 'sent', 'no-device' (a push to accounts without a subscribed device), or Twilio's status. */
  delivery: string;
  /** What the row keeps of the message once sent, when not all of it (an e-mail's text). */
  keptPayload?: string;
}

/**
 * The message was tried before this try: a lease that ran out (its process died mid-send), a
 * retry after a failure (a timeout may have reached the provider), or an admin's Retry of it.
 */
export const triedBefore = (message: Pick<ClaimedMessage, 'attempts' | 'lastError'>) =>
  message.attempts > 1 || message.lastError !== null;

/** The outbox table as the worker uses it (outbox-worker.ts). */
export function outboxStore(db: Kysely<DB>, dialect: DialectName) {
  const fenced = (message: ClaimedMessage) =>
    db
      .updateTable('outbox')
      .where('id', '=', message.id)
      .where('status', '=', 'sending')
      .where('attempts', '=', message.attempts);

  return {
    /**
     * Takes up to `limit` due messages, oldest due first: pending ones whose time came, and
     * sending ones whose lease ran out (their process died mid-send). They turn 'sending' for
     * `leaseMs`. On PostgreSQL, FOR UPDATE SKIP LOCKED hands each row to one process only, and
     * processes claiming at once each get rows of their own without waiting for each other.
     */
    async claim(limit: number, leaseMs: number): Promise<ClaimedMessage[]> {
      const now = new Date();
      const at = now.toISOString();
      const due = db
        .selectFrom('outbox')
        .select('id')
        .where('status', 'in', ['pending', 'sending'])
        .where('nextAttemptAt', '<=', at)
        .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', at)]))
        .orderBy('nextAttemptAt')
        .limit(limit);
      return db
        .updateTable('outbox')
        .set((eb) => ({
          status: 'sending',
          attempts: eb('attempts', '+', 1),
          attemptedAt: at,
          lockedUntil: new Date(now.getTime() + leaseMs).toISOString(),
        }))
        .where('id', 'in', dialect === 'postgres' ? due.forUpdate().skipLocked() : due)
        .returning(['id', 'channel', 'payload', 'attempts', 'createdAt', 'lastError'])
        .execute();
    },

    /**
     * Which of these provider ids a row already records: a text the provider has that was
     * another row's (the same words to the same number) is not this one's.
     */
    async recordedProviderIds(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('outbox')
        .select('providerId')
        .where('providerId', 'in', [...ids])
        .execute();
      return new Set(rows.flatMap((row) => (row.providerId ? [row.providerId] : [])));
    },

    /** The message went: the provider's id and status for a text. */
    async sent(message: ClaimedMessage, delivered: Delivered): Promise<void> {
      await fenced(message)
        .set({
          status: 'sent',
          sentAt: nowIso(),
          lockedUntil: null,
          lastError: null,
          providerId: delivered.providerId,
          delivery: delivered.delivery,
          ...(delivered.keptPayload ? { payload: delivered.keptPayload } : {}),
        })
        .execute();
    },

    /** The try failed: the message waits until `at`, with a payload of less when given. */
    async later(
      message: ClaimedMessage,
      reason: string,
      at: Date,
      payload: string | null,
    ): Promise<void> {
      await fenced(message)
        .set({
          status: 'pending',
          nextAttemptAt: at.toISOString(),
          lockedUntil: null,
          lastError: reason,
          ...(payload ? { payload } : {}),
        })
        .execute();
    },

    /** No more tries: an admin sees it on Deliveries, with the reason, and may retry it. */
    async failed(message: ClaimedMessage, reason: string): Promise<void> {
      await fenced(message)
        .set({ status: 'failed', lockedUntil: null, lastError: reason, delivery: 'failed' })
        .execute();
    },

    /**
     * SQLite is one process's: at its start, every message left 'sending' was its previous run's,
     * cut off mid-send. They are due again now rather than when their lease would have passed.
     */
    async releaseAbandoned(): Promise<number> {
      const released = await db
        .updateTable('outbox')
        .set({ status: 'pending', lockedUntil: null })
        .where('status', '=', 'sending')
        .executeTakeFirst();
      return Number(released.numUpdatedRows);
    },
  };
}

export type OutboxStore = ReturnType<typeof outboxStore>;
