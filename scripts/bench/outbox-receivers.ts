import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPushService, type PushService } from '../../src/server/test/push-service.js';
import { startSmtpInbox, type SmtpInbox } from '../../src/server/test/smtp-inbox.js';
import { startTwilioService, type TwilioService } from '../../src/server/test/twilio-service.js';

/**
 * The servers the outbox delivers to in the bench, on 127.0.0.1 in the bench's own process: the
 * tests' push service (TLS), Twilio-compatible Messages API and SMTP server.
 */
export interface OutboxReceivers {
  push: PushService;
  twilio: TwilioService;
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
    startTwilioService(),
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
