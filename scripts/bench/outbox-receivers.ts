import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPushService, type PushService } from '../../src/server/test/push-service.js';
import { startSmtpInbox, type SmtpInbox } from '../../src/server/test/smtp-inbox.js';
import { startTwilioServer, type TwilioServer } from '../../src/server/test/twilio-server.js';

/**
 * The servers the outbox delivers to in the bench, on 127.0.0.1 in the bench's own process: the
 * tests' push service (TLS), Twilio-compatible Messages API and SMTP server.
 */
export interface OutboxReceivers {
  push: PushService;
  twilio: TwilioServer;
  inbox: SmtpInbox;
  /** The server process's settings that point it at them. */
  env(from: string): Record<string, string>;
  /** Messages arrived in all, whatever the channel. */
  arrived(): number;
  close(): Promise<void>;
}

export async function startReceivers(): Promise<OutboxReceivers> {
  const [push, twilio, inbox] = await Promise.all([
    startPushService(),
    startTwilioServer(),
    startSmtpInbox(),
  ]);
  // The server trusts the push service's certificate through Node's own setting.
  const certDir = await mkdtemp(path.join(tmpdir(), 'coverdesk-bench-ca-'));
  const caFile = path.join(certDir, 'push-service.pem');
  await writeFile(caFile, push.cert);
  return {
    push,
    twilio,
    inbox,
    env: (from) => ({
      ...twilio.env(from),
      SMTP_URL: inbox.url,
      PUSH_ALLOW_LOOPBACK: 'true',
      NODE_EXTRA_CA_CERTS: caFile,
    }),
    arrived: () => push.deliveries.length + twilio.messages.length + inbox.received.length,
    async close() {
      await Promise.all([push.close(), twilio.close(), inbox.close()]);
      await rm(certDir, { recursive: true, force: true });
    },
  };
}

/** Values that came more than once (a message delivered twice), and how many are missing. */
export function tally(expected: readonly string[], got: readonly string[]) {
  const seen = new Map<string, number>();
  for (const value of got) seen.set(value, (seen.get(value) ?? 0) + 1);
  const doubled = [...seen.values()].filter((count) => count > 1).length;
  const lost = expected.filter((value) => !seen.has(value)).length;
  return { doubled, lost };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The messages each receiver has, by channel. */
const arrivedBy = (receivers: OutboxReceivers) => ({
  sms: receivers.twilio.messages.length,
  push: receivers.push.deliveries.length,
  mail: receivers.inbox.received.length,
});
export type Channel = keyof ReturnType<typeof arrivedBy>;

/**
 * Waits until every message arrived; answers when the first came, and when each channel's last
 * did (null when it timed out).
 */
export async function drained(
  receivers: OutboxReceivers,
  expected: Record<Channel, number>,
  since: number,
  timeoutMs: number,
) {
  let first: number | null = null;
  const last: Record<Channel, number | null> = { sms: null, push: null, mail: null };
  const channels = Object.keys(last) as Channel[];
  for (;;) {
    const arrived = arrivedBy(receivers);
    const now = performance.now();
    if (channels.some((channel) => arrived[channel] > 0)) first ??= now;
    for (const channel of channels) {
      if (arrived[channel] >= expected[channel]) last[channel] ??= now;
    }
    const done = channels.every((channel) => last[channel] !== null);
    if (done || now - since > timeoutMs) return { first: first ?? now, last };
    await sleep(5);
  }
}

/** The same order on every run, the channels mixed as an office's day mixes them. */
export function shuffled<T>(items: readonly T[]): T[] {
  const result = [...items];
  let seed = 30;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}
