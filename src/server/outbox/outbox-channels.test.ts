import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.js';
import { enqueueCommitted, outboxRow, statusOf } from '../test/outbox-rows.js';
import { browserKeys, startPushService, type PushService } from '../test/push-service.js';
import { startSmtpInbox, type SmtpInbox } from '../test/smtp-inbox.js';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from '../test/test-app.js';
import { MAIL_OFF } from './outbox-delivery.js';

const QUICK = { attempts: 3, firstDelayMs: 200, maxDelayMs: 2_000 };
const message = { title: 'Shift offered to you', body: 'North Gate · Fri', url: '/my-shifts' };

describe('push and e-mail through the outbox, to servers on 127.0.0.1', () => {
  let pushService: PushService;
  let inbox: SmtpInbox;
  let t: TestApp;
  beforeAll(async () => {
    pushService = await startPushService();
    inbox = await startSmtpInbox();
    t = await createTestApp({ PUSH_ALLOW_LOOPBACK: 'true', SMTP_URL: inbox.url }, null, {
      notificationOptions: { extraCa: pushService.cert },
      outboxTiming: { retry: QUICK, pollMs: 200 },
    });
  });
  afterAll(async () => {
    await t.close();
    await pushService.close();
    await inbox.close();
  });

  /** A device of the account at `origin`, subscribed as the browser does. */
  async function device(who: TestUser, origin = pushService.origin): Promise<string> {
    const endpoint = `${origin}/push/${randomUUID()}`;
    const response = await t.request({
      method: 'POST',
      url: '/api/push/subscriptions',
      cookie: who.cookie,
      payload: { endpoint, expirationTime: null, keys: browserKeys().keys },
    });
    expect(response.statusCode).toBe(200);
    return endpoint;
  }
  const deliveredTo = (endpoint: string) =>
    pushService.deliveries.filter((delivery) => delivery.path === new URL(endpoint).pathname);

  it('retries only the devices that failed, so no device gets a push twice', async () => {
    const guard = await t.signInAs('guard');
    const working = await device(guard);
    const unreachable = await device(guard, `https://127.0.0.1:${String(await freePort())}`);
    const [id] = await enqueueCommitted(t, [{ channel: 'push', userIds: [guard.id], message }]);

    await statusOf(t, id).toBe('failed');
    expect(deliveredTo(working)).toHaveLength(1);
    const row = await outboxRow(t, id);
    expect(row.attempts).toBe(3);
    expect(row.lastError).toMatch(
      /^Could not reach the push service \(127\.0\.0\.1:\d+\): ECONNREFUSED \(1 of 1 devices\)$/,
    );
    expect(JSON.parse(row.payload)).toEqual({
      userIds: [guard.id],
      message,
      endpoints: [unreachable],
    });
  });

  it('fails a push at once when the only device is refused for good (400)', async () => {
    const guard = await t.signInAs('guard');
    await device(guard);
    pushService.answerWith(400);
    try {
      const [id] = await enqueueCommitted(t, [{ channel: 'push', userIds: [guard.id], message }]);
      await statusOf(t, id).toBe('failed');
      expect(await outboxRow(t, id)).toMatchObject({
        attempts: 1,
        lastError: `The push service (${new URL(pushService.origin).host}) answered 400 (1 of 1 devices)`,
      });
    } finally {
      pushService.answerWith(201);
    }
  });

  it('counts a push to accounts without a device as sent, to no device', async () => {
    const guard = await t.signInAs('guard');
    const [id] = await enqueueCommitted(t, [{ channel: 'push', userIds: [guard.id], message }]);
    await statusOf(t, id).toBe('sent');
    expect(await outboxRow(t, id)).toMatchObject({ delivery: 'no-device', attempts: 1 });
  });

  /** The row taken again, as when its process died before it recorded the send. */
  async function takenAgain(id: string | undefined) {
    await t.app.database.db
      .updateTable('outbox')
      .set({ status: 'pending', lockedUntil: null })
      .where('id', '=', id ?? '')
      .execute();
    t.app.outbox.wake();
  }

  it('names a push by its row (Topic), so that a push service replaces a second copy', async () => {
    const guard = await t.signInAs('guard');
    const endpoint = await device(guard);
    const [id = ''] = await enqueueCommitted(t, [
      { channel: 'push', userIds: [guard.id], message },
    ]);
    await statusOf(t, id).toBe('sent');
    await takenAgain(id);
    await expect.poll(() => deliveredTo(endpoint).length, { timeout: 10_000 }).toBe(2);
    const topics = deliveredTo(endpoint).map((delivery) => delivery.headers.topic);
    expect(topics).toEqual([id.replaceAll('-', ''), id.replaceAll('-', '')]);
  });

  it('gives an e-mail a Message-ID of its row, the same on a second copy', async () => {
    const before = inbox.received.length;
    const mail = { to: 'lee@example.com', subject: 'Shift offered', text: 'Open CoverDesk' };
    const [id = ''] = await enqueueCommitted(t, [{ channel: 'mail', message: mail }]);
    await statusOf(t, id).toBe('sent');
    await inbox.waitForMail(before + 1);
    await takenAgain(id);
    const copies = (await inbox.waitForMail(before + 2)).slice(before);
    // At MAIL_FROM's domain (by default no-reply@ the public URL's host).
    const messageId = `<outbox-${id}@${new URL(TEST_ORIGIN).hostname}>`;
    expect(copies.map((copy) => copy.headers.get('message-id'))).toEqual([messageId, messageId]);
  });

  it('e-mails, then keeps the recipient and subject but not the text (it may hold a link)', async () => {
    const before = inbox.received.length;
    const mail = { to: 'kim@example.com', subject: 'Your account', text: 'Open /invite/secret' };
    const [id] = await enqueueCommitted(t, [{ channel: 'mail', message: mail }]);
    await statusOf(t, id).toBe('sent');
    const [received] = (await inbox.waitForMail(before + 1)).slice(before);
    expect(received).toMatchObject({ to: ['kim@example.com'], subject: 'Your account' });
    expect(received?.text).toBe('Open /invite/secret');
    expect(JSON.parse((await outboxRow(t, id)).payload)).toEqual({
      message: { ...mail, text: '' },
    });
  });
});

describe('e-mail when the mail server is down, and when there is none', () => {
  let down: TestApp;
  let none: TestApp;
  beforeAll(async () => {
    down = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${String(await freePort())}` }, null, {
      outboxTiming: { retry: QUICK, pollMs: 200 },
    });
    none = await createTestApp();
  });
  afterAll(async () => {
    await down.close();
    await none.close();
  });

  const mail = { to: 'kim@example.com', subject: 'Hello', text: 'Hello' };

  it('tries again, then marks the e-mail failed with the server’s reason', async () => {
    const [id] = await enqueueCommitted(down, [{ channel: 'mail', message: mail }]);
    await statusOf(down, id).toBe('failed');
    const row = await outboxRow(down, id);
    expect(row.attempts).toBe(3);
    expect(row.lastError).toMatch(/^The mail server said: .*ECONNREFUSED/);
  });

  it('fails an e-mail at once without SMTP_URL, saying e-mail is off', async () => {
    expect(none.app.outbox.reach.mail).toBe(false);
    const [id] = await enqueueCommitted(none, [{ channel: 'mail', message: mail }]);
    await statusOf(none, id).toBe('failed');
    expect(await outboxRow(none, id)).toMatchObject({ attempts: 1, lastError: MAIL_OFF });
  });
});
