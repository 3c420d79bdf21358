import { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { type RequestOptions } from 'web-push';
import type { PushPayload } from '../../shared/push.js';
import type { NotificationsConfig } from './notifications-config.js';
import type { PushFailure, PushMessage, PushOutcome } from './notifications.js';
import { checkedLookup, endpointProblem } from './push-endpoint.js';
import { vapidHeaders } from './vapid-headers.js';
import type {
  PushSubscriptionsRepository,
  StoredSubscription,
} from './push-subscriptions.repository.js';

/** How long a push service keeps trying a device that is off: a shift offer goes stale. */
export const PUSH_TTL_SECONDS = 4 * 60 * 60;
/** Requests to push services at once, for one call (one account's devices). */
const CONCURRENT_SENDS = 8;
/**
 * Connections kept to one push service (FCM carries most devices): the outbox sends many
 * accounts' pushes at once, and a push service answers in tens of milliseconds.
 */
const SOCKETS_PER_SERVICE = 32;
/** A push service that does not answer in this time is given up on (the error is logged). */
const SEND_TIMEOUT_MS = 10_000;
/** Push services take 4 KB of payload; the texts are cut well before. */
const MAX_TITLE = 120;
const MAX_BODY = 600;

export interface PushSenderOptions {
  /** Certificates to trust beside Node's own (tests: the push service they run). */
  extraCa?: string;
}

/**
 * The Topic header of an outbox row's push (RFC 8030: at most 32 URL-safe base64 characters):
 * its UUID's 32 hexadecimal digits. A push service that still holds a message of that topic for
 * a device replaces it with the new one, so a push sent again (its sender died before it
 * recorded it as sent) reaches a device that was off once. Null for anything else.
 */
export function pushTopic(outboxId: string | undefined): string | null {
  const digits = outboxId?.replaceAll('-', '') ?? '';
  return /^[0-9a-f]{32}$/i.test(digits) ? digits : null;
}

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** Runs `work` on each item, at most `limit` at a time. */
async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'not a URL';
  }
}

/** What a push service's refusal means for the subscription. */
function isGone(error: unknown): boolean {
  return error instanceof webpush.WebPushError && [404, 410].includes(error.statusCode);
}

/** Why a device did not take a push, and whether trying again may help (429, 5xx, no answer). */
function failureOf(endpoint: string, host: string, error: unknown): PushFailure {
  if (error instanceof webpush.WebPushError) {
    const { statusCode } = error;
    return {
      endpoint,
      reason: `The push service (${host}) answered ${String(statusCode)}`,
      permanent: statusCode !== 429 && statusCode < 500,
    };
  }
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const why = code ?? (error instanceof Error ? error.message : String(error));
  return {
    endpoint,
    reason: `Could not reach the push service (${host}): ${why}`,
    permanent: false,
  };
}

/**
 * Sends Web Push messages with web-push: VAPID-signed, aes128gcm-encrypted, to every device of
 * the accounts, over one keep-alive agent whose connections only reach public addresses
 * (push-endpoint.ts). Devices the push service no longer knows are removed; the others'
 * failures are answered, for the outbox to retry.
 */
export function createPushSender(
  config: NotificationsConfig,
  subscriptions: PushSubscriptionsRepository,
  log: FastifyBaseLogger,
  options: PushSenderOptions = {},
) {
  const agent = new Agent({
    keepAlive: true,
    maxSockets: SOCKETS_PER_SERVICE,
    lookup: checkedLookup(config.pushAllowLoopback),
    ...(options.extraCa ? { ca: options.extraCa } : {}),
  });
  const authorization = vapidHeaders(config.vapid);
  // No vapidDetails: the Authorization header is signed once per push service (vapid-headers.ts)
  // and passed with each message, not signed again by web-push for every one.
  const requestOptions: RequestOptions = {
    TTL: PUSH_TTL_SECONDS,
    urgency: 'high',
    contentEncoding: 'aes128gcm',
    timeout: SEND_TIMEOUT_MS,
    agent,
  };

  /** Sends to one device: null when it took the push or is gone (and removed), else why not. */
  async function sendOne(
    device: StoredSubscription,
    payload: string,
    topic: string | null,
  ): Promise<PushFailure | null> {
    const host = hostOf(device.endpoint);
    const problem = endpointProblem(device.endpoint, config.pushAllowLoopback);
    if (problem) {
      log.warn({ host, problem }, 'push: endpoint refused');
      return {
        endpoint: device.endpoint,
        reason: `Push endpoint refused: ${problem}`,
        permanent: true,
      };
    }
    try {
      const subscription = {
        endpoint: device.endpoint,
        keys: { p256dh: device.p256dh, auth: device.auth },
      };
      await webpush.sendNotification(subscription, payload, {
        ...requestOptions,
        ...(topic ? { topic } : {}),
        headers: { Authorization: authorization(device.endpoint) },
      });
      return null;
    } catch (error) {
      if (isGone(error)) {
        await subscriptions.removeEndpoint(device.endpoint);
        log.info({ host, userId: device.userId }, 'push: subscription expired, removed');
        return null;
      }
      // The endpoint itself is a capability: the log names its host only.
      if (error instanceof webpush.WebPushError) {
        const { statusCode, body } = error;
        log.warn({ host, statusCode, body: body.slice(0, 200) }, 'push: refused by the service');
      } else {
        log.warn({ host, err: error }, 'push: sending failed');
      }
      return failureOf(device.endpoint, host, error);
    }
  }

  return {
    async push(
      userIds: readonly string[],
      message: PushMessage,
      endpoints?: readonly string[],
      outboxId?: string,
    ): Promise<PushOutcome> {
      const only = endpoints ? new Set(endpoints) : null;
      const devices = (await subscriptions.listForUsers(userIds)).filter(
        (device) => !only || only.has(device.endpoint),
      );
      const shown: PushPayload = {
        title: cut(message.title, MAX_TITLE),
        body: cut(message.body, MAX_BODY),
        url: message.url,
        ...(message.tag ? { tag: message.tag } : {}),
      };
      const payload = JSON.stringify(shown);
      const topic = pushTopic(outboxId);
      const failed: PushFailure[] = [];
      await forEachLimited(devices, CONCURRENT_SENDS, async (device) => {
        const failure = await sendOne(device, payload, topic);
        if (failure) failed.push(failure);
      });
      return { devices: devices.length, accepted: devices.length - failed.length, failed };
    },
    close(): void {
      agent.destroy();
    },
  };
}
