import { z } from 'zod';
import type { Notifications } from '../notifications/notifications.js';
import { DeliveryError } from './delivery-error.js';
import type { SmsProvider } from './sms-provider.js';

/** What a delivered message leaves on its row: the provider's id and status of a text. */
export interface Delivered {
  providerId: string | null;
  /** 'sent', 'no-device' (a push to accounts without a subscribed device), or Twilio's status. */
  delivery: string;
  /** What the row keeps of the message once sent, when not all of it (an e-mail's text). */
  keptPayload?: string;
}

/** A row as the worker took it. */
export interface DueMessage {
  id: string;
  channel: 'push' | 'mail' | 'sms';
  payload: string;
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
export function messageDeliverer(notifications: Notifications, sms: SmsProvider | null) {
  async function push(payload: string): Promise<Delivered> {
    const { userIds, message, endpoints } = parsed(PushPayloadSchema, payload);
    const outcome = await notifications.push(userIds, message, endpoints);
    const again = outcome.failed.filter((failure) => !failure.permanent);
    const [first] = again.length > 0 ? again : outcome.failed;
    if (first && (again.length > 0 || outcome.accepted === 0)) {
      const of = `${String(outcome.failed.length)} of ${String(outcome.devices)} devices`;
      const retry = { userIds, message, endpoints: again.map((failure) => failure.endpoint) };
      throw new DeliveryError(`${first.reason} (${of})`, again.length === 0, JSON.stringify(retry));
    }
    return { providerId: null, delivery: outcome.devices === 0 ? 'no-device' : 'sent' };
  }

  async function mail(payload: string): Promise<Delivered> {
    const { message } = parsed(MailPayloadSchema, payload);
    if (!notifications.mailConfigured) throw new DeliveryError(MAIL_OFF, true);
    try {
      await notifications.mail(message);
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

  async function text(payload: string): Promise<Delivered> {
    const { to, body } = parsed(SmsPayloadSchema, payload);
    if (!sms) throw new DeliveryError(SMS_OFF, true);
    const sent = await sms.send({ to, body });
    return { providerId: sent.providerId, delivery: sent.status };
  }

  const byChannel = { push, mail, sms: text } as const;
  return (message: DueMessage): Promise<Delivered> => byChannel[message.channel](message.payload);
}
