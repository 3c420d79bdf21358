import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Notifications } from '../notifications/notifications.js';
import { DeliveryError } from './delivery-error.js';
import { triedBefore, type ClaimedMessage, type Delivered } from './outbox-store.js';
import type { SentText, SmsProvider } from './sms-provider.js';

/** A row as the worker took it. */
export type DueMessage = Pick<
  ClaimedMessage,
  'id' | 'channel' | 'payload' | 'attempts' | 'createdAt' | 'lastError'
>;

/** What delivering texts needs besides the provider (issue #40: a text tried before). */
export interface TextLookup {
  /** Which of these provider ids other rows already record (outbox-store.ts). */
  recordedProviderIds(ids: readonly string[]): Promise<Set<string>>;
  log: FastifyBaseLogger;
}

// The payloads enqueue() writes (outbox-messages.ts), read back; a push retried carries the
// endpoints of the devices that failed (the others already have it).
const PushPayloadSchema = z.object({
  userIds: z.array(z.string()),
  message: z.object({
    title: z.string(),
    body: z.string(),
    url: z.string(),
    tag: z.string().optional(),
  }),
  endpoints: z.array(z.string()).optional(),
});
const MailPayloadSchema = z.object({
  message: z.object({ to: z.string(), subject: z.string(), text: z.string() }),
});
const SmsPayloadSchema = z.object({ to: z.string(), body: z.string() });

export const MAIL_OFF = 'E-mail is off on this server (SMTP_URL is not set)';
export const SMS_OFF = 'Text messages are off on this server (SMS_PROVIDER is not set)';

function parsed<T>(schema: z.ZodType<T>, payload: string): T {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    throw new DeliveryError('The message is not readable (its payload is not JSON)', true);
  }
  const result = schema.safeParse(json);
  if (!result.success)
    throw new DeliveryError('The message is not readable (unknown payload)', true);
  return result.data;
}

/**
 * Delivers one message by its channel: resolves with what to record, or throws a DeliveryError
 * (permanent, or to be tried again). Push and e-mail go through the app's notifications, texts
 * through the SMS provider; a channel that is off fails the message with a reason that says so.
 */
export function messageDeliverer(
  notifications: Notifications,
  sms: SmsProvider | null,
  lookup: TextLookup,
) {
  async function push({ id, payload }: DueMessage): Promise<Delivered> {
    const { userIds, message, endpoints } = parsed(PushPayloadSchema, payload);
    const outcome = await notifications.push(userIds, message, endpoints, id);
    const again = outcome.failed.filter((failure) => !failure.permanent);
    const [first] = again.length > 0 ? again : outcome.failed;
    if (first && (again.length > 0 || outcome.accepted === 0)) {
      const of = `${String(outcome.failed.length)} of ${String(outcome.devices)} devices`;
      const retry = { userIds, message, endpoints: again.map((failure) => failure.endpoint) };
      throw new DeliveryError(`${first.reason} (${of})`, again.length === 0, JSON.stringify(retry));
    }
    return { providerId: null, delivery: outcome.devices === 0 ? 'no-device' : 'sent' };
  }

  async function mail({ id, payload }: DueMessage): Promise<Delivered> {
    const { message } = parsed(MailPayloadSchema, payload);
    if (!notifications.mailConfigured) throw new DeliveryError(MAIL_OFF, true);
    try {
      await notifications.mail(message, id);
    } catch (error) {
      // SMTP's 5xx answers are final (no such mailbox, refused); the rest may pass later.
      const {
        responseCode,
        response,
        message: text,
      } = error as {
        responseCode?: number;
        response?: string;
        message?: string;
      };
      const permanent = responseCode !== undefined && responseCode >= 500;
      throw new DeliveryError(
        `The mail server said: ${response ?? text ?? String(error)}`,
        permanent,
      );
    }
    // Its text may hold a secret (an invitation's link, which the database otherwise keeps only
    // hashed): once it went, the row keeps who it went to and its subject.
    const kept = { message: { ...message, text: '' } };
    return { providerId: null, delivery: 'sent', keptPayload: JSON.stringify(kept) };
  }

  /**
   * The provider's own record of this text, when a try before this one may have reached it: a
   * text found is this row's unless another row records its id (the same words to the same
   * number, sent for another row). When the provider cannot say, the text waits for a later try
   * (it is tried again with back-off, then failed for an admin to see: never dropped); when it
   * refuses the question itself (credentials that may send but not read), asking again will not
   * help, and the text is sent: a guard texted twice is better than a shift never offered.
   */
  async function alreadySent(
    provider: SmsProvider,
    message: DueMessage,
    text: { to: string; body: string },
  ): Promise<SentText | null> {
    let found: SentText[];
    try {
      found = await provider.sentSince(text, new Date(message.createdAt));
    } catch (error) {
      if (!(error instanceof DeliveryError && error.permanent)) throw error;
      lookup.log.warn(
        { id: message.id, reason: error.message },
        'outbox: the SMS provider refuses look-ups; sending the text again unchecked',
      );
      return null;
    }
    const recorded = await lookup.recordedProviderIds(found.map((sent) => sent.providerId));
    return found.find((sent) => !recorded.has(sent.providerId)) ?? null;
  }

  async function text(message: DueMessage): Promise<Delivered> {
    const { to, body } = parsed(SmsPayloadSchema, message.payload);
    if (!sms) throw new DeliveryError(SMS_OFF, true);
    const found = triedBefore(message) ? await alreadySent(sms, message, { to, body }) : null;
    if (found) {
      lookup.log.info(
        { id: message.id, providerId: found.providerId },
        'outbox: the provider already had the text; recorded, not sent again',
      );
      return { providerId: found.providerId, delivery: found.status };
    }
    const sent = await sms.send({ to, body });
    return { providerId: sent.providerId, delivery: sent.status };
  }

  const byChannel = { push, mail, sms: text } as const;
  return (message: DueMessage): Promise<Delivered> => byChannel[message.channel](message);
}
