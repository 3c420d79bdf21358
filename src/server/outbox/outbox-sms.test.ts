import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueCommitted, outboxRow as rowOf, statusOf as settled } from '../test/outbox-rows.js';
import { freePort } from '../test/free-port.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app.js';
import { startTwilioServer, type TwilioServer } from '../test/twilio-server.js';
import { SMS_OFF } from './outbox-delivery.js';

/** Texts written to the outbox as a committed change would. */
const text = (t: TestApp, ...messages: { to: string; body: string }[]) =>
  enqueueCommitted(
    t,
    messages.map((message) => ({ channel: 'sms', ...message })),
  );

describe('texts through Twilio, to a Twilio-compatible server on 127.0.0.1', () => {
  let twilio: TwilioServer;
  let t: TestApp;
  beforeAll(async () => {
    twilio = await startTwilioServer();
    t = await createTestApp(twilio.env('+15005550006'));
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });

  it('creates the message with the official client: basic auth, To, Body, From, StatusCallback', async () => {
    const [id] = await text(t, {
      to: '+15551230001',
      body: 'CoverDesk: open shift. Reply YES 4821',
    });
    await settled(t, id).toBe('sent');
    const [message] = twilio.messages.filter((sent) => sent.to === '+15551230001');
    expect(message).toMatchObject({
      body: 'CoverDesk: open shift. Reply YES 4821',
      from: '+15005550006',
      messagingServiceSid: null,
      statusCallback: `${TEST_ORIGIN}/api/sms/status`,
    });
    expect(twilio.rejected).toEqual([]);
    const row = await rowOf(t, id);
    expect(row).toMatchObject({ providerId: message?.sid, delivery: 'queued', attempts: 1 });
    expect(row.sentAt).not.toBeNull();
    expect(row.lastError).toBeNull();
  });

  it('refuses a number Twilio refuses at once, with Twilio’s reason, and tries no more', async () => {
    const [id] = await text(t, { to: '+1555', body: 'Never delivered' });
    await settled(t, id).toBe('failed');
    const row = await rowOf(t, id);
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBe(
      "Twilio refused the text (400, error 21211): The 'To' number +1555 is not a valid phone number.",
    );
    expect(row.providerId).toBeNull();
  });

  it('sends each of many texts once, at once', async () => {
    const before = twilio.messages.length;
    const numbers = Array.from(
      { length: 150 },
      (_, index) => `+1555200${String(index).padStart(4, '0')}`,
    );
    const ids = await text(t, ...numbers.map((to) => ({ to, body: `Shift for ${to}` })));
    await twilio.waitForMessages(before + numbers.length);
    await expect
      .poll(
        async () =>
          (
            await t.app.database.db
              .selectFrom('outbox')
              .select('id')
              .where('id', 'in', ids)
              .where('status', '=', 'sent')
              .execute()
          ).length,
        { timeout: 10_000 },
      )
      .toBe(numbers.length);
    const sent = twilio.messages.slice(before).map((message) => message.to);
    expect(sent.sort()).toEqual(numbers);
  });
});

describe('texts from a Messaging Service (TWILIO_FROM=MG…)', () => {
  let twilio: TwilioServer;
  let t: TestApp;
  beforeAll(async () => {
    twilio = await startTwilioServer();
    t = await createTestApp(twilio.env(`MG${'a1'.repeat(16)}`));
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });

  it('names the service instead of a number', async () => {
    const [id] = await text(t, { to: '+15551230002', body: 'From the service' });
    await settled(t, id).toBe('sent');
    expect(twilio.messages[0]).toMatchObject({
      from: null,
      messagingServiceSid: `MG${'a1'.repeat(16)}`,
    });
  });
});

describe('wrong Twilio credentials', () => {
  let twilio: TwilioServer;
  let t: TestApp;
  beforeAll(async () => {
    twilio = await startTwilioServer();
    t = await createTestApp({ ...twilio.env(), TWILIO_AUTH_TOKEN: 'not-the-token' });
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });

  it('fail the text at once with Twilio’s answer, for an admin to fix and retry', async () => {
    const [id] = await text(t, { to: '+15551230003', body: 'Hello' });
    await settled(t, id).toBe('failed');
    expect((await rowOf(t, id)).lastError).toBe(
      'Twilio refused the text (401, error 20003): Authenticate',
    );
    expect(twilio.rejected).toEqual(['credentials']);
    expect(twilio.messages).toEqual([]);
  });
});

describe('the sandbox provider (SMS_PROVIDER=sandbox, demos)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMS_PROVIDER: 'sandbox' });
  });
  afterAll(() => t.close());

  it('keeps the text in sms_sandbox_messages, as delivered', async () => {
    const [id] = await text(t, { to: '+15551230004', body: 'Sandbox offer' });
    await settled(t, id).toBe('sent');
    const kept = await t.app.database.db.selectFrom('smsSandboxMessages').selectAll().execute();
    expect(kept).toEqual([
      expect.objectContaining({ direction: 'out', phone: '+15551230004', body: 'Sandbox offer' }),
    ]);
    expect(await rowOf(t, id)).toMatchObject({
      providerId: `sandbox-${kept[0]?.id ?? ''}`,
      delivery: 'delivered',
    });
  });
});

describe('without an SMS provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('fails a text at once, saying that texts are off', async () => {
    expect(t.app.outbox.reach.sms).toBe(false);
    const [id] = await text(t, { to: '+15551230005', body: 'Nobody sends this' });
    await settled(t, id).toBe('failed');
    expect(await rowOf(t, id)).toMatchObject({ attempts: 1, lastError: SMS_OFF });
  });
});

describe('Twilio out of reach', () => {
  let t: TestApp;
  beforeAll(async () => {
    const twilio = await startTwilioServer();
    const env = { ...twilio.env(), TWILIO_API_URL: `http://127.0.0.1:${String(await freePort())}` };
    await twilio.close();
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  it('keeps the text, to try again later, with the reason', async () => {
    const [id] = await text(t, { to: '+15551230006', body: 'Waits for Twilio' });
    await expect
      .poll(async () => (await rowOf(t, id)).lastError, { timeout: 10_000 })
      .toMatch(/^Could not reach Twilio \(127\.0\.0\.1:\d+\): ECONNREFUSED$/);
    expect(await rowOf(t, id)).toMatchObject({ status: 'pending', attempts: 1 });
  });
});
