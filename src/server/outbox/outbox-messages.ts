import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { nowIso } from '../db/timestamps.js';
import type { MailMessage, PushMessage } from '../notifications/notifications.js';
import { heldTexts } from './outbox-caps.js';

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
  | {
      channel: 'sms';
      to: string;
      body: string;
      offerId?: string;
      /**
       * An alarm to the office's own phone (a late guard, a no-show): no per-number cap holds it,
       * since a busy night's alarms are what that phone is for (issue #40); it counts to the company.
       */
      officeAlarm?: boolean;
    };

/** The payload a row keeps: the message without its channel and offer (columns of their own). */
export type OutboxPayload<C extends OutboxMessage['channel']> = Omit<
  Extract<OutboxMessage, { channel: C }>,
  'channel' | 'offerId' | 'officeAlarm'
>;

/** Who caused messages: the signed-in account whose action it was; none for the system's. */
export interface MessageCause {
  causedBy: string | null;
}

const BY_THE_SYSTEM: MessageCause = { causedBy: null };

/** What a row keeps of a message (OutboxPayload): all of it but its channel, offer and marks. */
function payloadOf(message: OutboxMessage): string {
  switch (message.channel) {
    case 'push':
      return JSON.stringify({ userIds: message.userIds, message: message.message });
    case 'mail':
      return JSON.stringify({ message: message.message });
    case 'sms':
      return JSON.stringify({ to: message.to, body: message.body });
  }
}

/**
 * Writes messages to the outbox in `db`, the transaction of the change that causes them: they
 * are delivered if and only if it commits. Returns the rows' ids.
 *
 * Texts are counted against the company's caps (issue #40, outbox-caps.ts) in the same
 * transaction: one over a cap is written 'held' with the reason, never sent (the worker takes
 * only pending rows) unless an admin sends it anyway from Deliveries. `cause` names the account
 * whose action caused them (an offer, 'Text the link'): give it wherever a signed-in user acts;
 * without it, the texts count to their number and the company only, as the system's do.
 */
export async function enqueue(
  db: Kysely<DB>,
  messages: readonly OutboxMessage[],
  { causedBy }: MessageCause = BY_THE_SYSTEM,
): Promise<string[]> {
  if (messages.length === 0) return [];
  const now = nowIso();
  const texts = messages.flatMap((message) =>
    message.channel === 'sms'
      ? [{ to: message.to, officeAlarm: message.officeAlarm === true }]
      : [],
  );
  const held = await heldTexts(db, texts, causedBy);
  let text = 0;
  const rows = messages.map((message) => {
    const { channel, offerId } = message;
    const sms = channel === 'sms';
    const reason = sms ? (held[text++] ?? null) : null;
    return {
      id: randomUUID(),
      channel,
      payload: payloadOf(message),
      status: reason === null ? ('pending' as const) : ('held' as const),
      lastError: reason,
      nextAttemptAt: now,
      offerId: offerId ?? null,
      smsTo: message.channel === 'sms' ? message.to : null,
      causedBy: sms ? causedBy : null,
      createdAt: now,
    };
  });
  await db.insertInto('outbox').values(rows).execute();
  return rows.map((row) => row.id);
}

/** Why a text cap held the outbox row `id` back, or null when it was not held. */
export async function whyHeld(db: Kysely<DB>, id: string): Promise<string | null> {
  const row = await db
    .selectFrom('outbox')
    .select(['status', 'lastError'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.status === 'held' ? row.lastError : null;
}
