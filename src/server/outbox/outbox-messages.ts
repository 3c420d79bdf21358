import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { nowIso } from '../db/timestamps.js';
import type { MailMessage, PushMessage } from '../notifications/notifications.js';

/**
 * What the outbox delivers (issue #30), one row a message. Each is written by `enqueue` in the
 * transaction of the change that causes it, and sent by the outbox worker once that committed.
 */
export type OutboxMessage =
  /** Web Push to every subscribed device of these accounts. */
  | { channel: 'push'; userIds: string[]; message: PushMessage; offerId?: string }
  /** One e-mail (sent only when SMTP is configured). */
  | { channel: 'mail'; message: MailMessage; offerId?: string }
  /** One text message to a number written in E.164 (+15551234567). */
  | { channel: 'sms'; to: string; body: string; offerId?: string };

/** The payload a row keeps: the message without its channel and offer (columns of their own). */
export type OutboxPayload<C extends OutboxMessage['channel']> = Omit<
  Extract<OutboxMessage, { channel: C }>,
  'channel' | 'offerId'
>;

/**
 * Writes messages to the outbox in `db`, the transaction of the change that causes them: they
 * are delivered if and only if it commits. Returns the rows' ids.
 */
export async function enqueue(
  db: Kysely<DB>,
  messages: readonly OutboxMessage[],
): Promise<string[]> {
  if (messages.length === 0) return [];
  const now = nowIso();
  const rows = messages.map(({ channel, offerId, ...payload }) => ({
    id: randomUUID(),
    channel,
    payload: JSON.stringify(payload),
    status: 'pending' as const,
    nextAttemptAt: now,
    offerId: offerId ?? null,
    createdAt: now,
  }));
  await db.insertInto('outbox').values(rows).execute();
  return rows.map((row) => row.id);
}
