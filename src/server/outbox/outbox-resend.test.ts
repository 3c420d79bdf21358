import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueCommitted, outboxRow as rowOf, statusOf as settled } from '../test/outbox-rows.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { startTwilioServer, TWILIO_TEST_FROM, type TwilioServer } from '../test/twilio-server.js';

/**
 * Issue #40: a text a process took and may have sent before it died (its lease ran out while
 * 'sending') is looked up at the provider before it is sent again, and recorded as sent when the
 * provider already has it.
 */

/**
 * A text as a process that died left it: taken ('sending', one try) a few seconds ago, its lease
 * run out, no outcome recorded. The worker is woken to take it again.
 */
async function abandoned(t: TestApp, to: string, body: string, extra: object = {}) {
  const id = randomUUID();
  const tookAt = new Date(Date.now() - 5_000).toISOString();
  await t.app.database.db
    .insertInto('outbox')
    .values({
      id,
      channel: 'sms',
      payload: JSON.stringify({ to, body }),
      status: 'sending',
      attempts: 1,
      nextAttemptAt: tookAt,
      lockedUntil: new Date(Date.now() - 1_000).toISOString(),
      attemptedAt: tookAt,
      createdAt: new Date(Date.now() - 6_000).toISOString(),
      ...extra,
    })
    .execute();
  t.app.outbox.wake();
  return id;
}

/** What the dead process's request did: Twilio took the text (its sid). */
async function sentBefore(twilio: TwilioServer, to: string, body: string, from = TWILIO_TEST_FROM) {
  const auth = Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64');
  const response = await fetch(
    `${twilio.url}/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`,
    {
      method: 'POST',
      headers: {
        authorization: `Basic ${auth}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: to, Body: body, From: from }).toString(),
    },
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { sid: string }).sid;
}

describe('a text taken again after its process died (Twilio)', () => {
  let twilio: TwilioServer;
  let t: TestApp;
  beforeAll(async () => {
    twilio = await startTwilioServer();
    t = await createTestApp(twilio.env());
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });
  const toNumber = (to: string) => twilio.messages.filter((message) => message.to === to);

  it('is recorded as sent with the sid Twilio has, and not sent again', async () => {
    const to = '+15551240001';
    const body = 'CoverDesk: open shift Sat 06:00-14:00 at North Gate. Reply YES 1111';
    const sid = await sentBefore(twilio, to, body);
    const id = await abandoned(t, to, body);
    await settled(t, id).toBe('sent');
    expect(await rowOf(t, id)).toMatchObject({ providerId: sid, delivery: 'sent', attempts: 2 });
    expect(toNumber(to)).toHaveLength(1);
    // Asked as Twilio's list is asked: To, From, and sent on or after the row's day.
    const today = new Date().toISOString().slice(0, 10);
    expect(twilio.lists.filter((list) => list.to === to)).toEqual([
      { to, from: TWILIO_TEST_FROM, after: expect.stringMatching(new RegExp(`^${today}`)) },
    ]);
  });

  it('finds a text still in Twilio’s queue, which has no date sent yet', async () => {
    const to = '+15551240009';
    const body = 'Queued at Twilio. Reply YES 3333';
    twilio.queue(true);
    const sid = await sentBefore(twilio, to, body).finally(() => twilio.queue(false));
    const id = await abandoned(t, to, body);
    await settled(t, id).toBe('sent');
    expect(await rowOf(t, id)).toMatchObject({ providerId: sid, delivery: 'queued' });
    expect(toNumber(to)).toHaveLength(1);
    // DateSent left it out; the newest texts to the number, unfiltered, have it.
    expect(twilio.lists.filter((list) => list.to === to).map((list) => list.after)).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
      null,
    ]);
  });

  it('is sent when Twilio has no such text (the process died before the request went)', async () => {
    const to = '+15551240002';
    // Another text to the same number, and the same words from another sender: neither is it.
    await sentBefore(twilio, to, 'Another text');
    await sentBefore(twilio, to, 'Open shift. Reply YES 2222', '+15005550009');
    const id = await abandoned(t, to, 'Open shift. Reply YES 2222');
    await settled(t, id).toBe('sent');
    const mine = toNumber(to).filter(
      (message) =>
        message.body === 'Open shift. Reply YES 2222' && message.from === TWILIO_TEST_FROM,
    );
    expect(mine).toHaveLength(1);
    expect(await rowOf(t, id)).toMatchObject({ providerId: mine[0]?.sid, attempts: 2 });
  });

  it('does not take a text another row records: the same words twice are two texts', async () => {
    const to = '+15551240003';
    const body = 'Your shift starts in 1 hour';
    const [first] = await enqueueCommitted(t, [{ channel: 'sms', to, body }]);
    await settled(t, first).toBe('sent');
    const id = await abandoned(t, to, body);
    await settled(t, id).toBe('sent');
    expect(toNumber(to)).toHaveLength(2);
    const [firstRow, again] = [await rowOf(t, first), await rowOf(t, id)];
    expect(again.providerId).not.toBe(firstRow.providerId);
  });

  it('waits and tries again when Twilio cannot say, sending nothing meanwhile', async () => {
    const to = '+15551240004';
    twilio.refuseListWith({ status: 503, code: 20503, message: 'Service unavailable' });
    try {
      const id = await abandoned(t, to, 'Waits for the answer');
      await expect
        .poll(async () => (await rowOf(t, id)).lastError, { timeout: 10_000 })
        .toBe(
          'Could not ask Twilio whether it already has the text: ' +
            'Twilio refused the text (503, error 20503): Service unavailable',
        );
      expect(await rowOf(t, id)).toMatchObject({ status: 'pending', attempts: 2 });
      expect(toNumber(to)).toEqual([]);
    } finally {
      twilio.refuseListWith(null);
    }
  });

  it('sends when Twilio refuses the question itself: asking again would not help', async () => {
    const to = '+15551240005';
    twilio.refuseListWith({ status: 403, code: 20403, message: 'Forbidden' });
    try {
      const id = await abandoned(t, to, 'Sent unchecked');
      await settled(t, id).toBe('sent');
      expect(toNumber(to)).toHaveLength(1);
    } finally {
      twilio.refuseListWith(null);
    }
  });

  it('looks nothing up for a text on its first try', async () => {
    const asked = twilio.lists.length;
    const [id] = await enqueueCommitted(t, [{ channel: 'sms', to: '+15551240006', body: 'First' }]);
    await settled(t, id).toBe('sent');
    expect(twilio.lists).toHaveLength(asked);
  });

  it('looks up a failed text an admin retries (its tries count afresh, its error stays)', async () => {
    const to = '+15551240007';
    const body = 'Retried by an admin';
    const sid = await sentBefore(twilio, to, body);
    const id = await abandoned(t, to, body, {
      status: 'pending',
      attempts: 0,
      lockedUntil: null,
      lastError: 'Could not reach Twilio (api.twilio.com): ETIMEDOUT',
    });
    await settled(t, id).toBe('sent');
    expect(await rowOf(t, id)).toMatchObject({ providerId: sid, attempts: 1 });
    expect(toNumber(to)).toHaveLength(1);
  });
});

describe('a text taken again after its process died (the sandbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMS_PROVIDER: 'sandbox' });
  });
  afterAll(() => t.close());

  it('looks in its own table: a text it kept is recorded, not kept twice', async () => {
    const to = '+15551240008';
    const kept = randomUUID();
    await t.app.database.db
      .insertInto('smsSandboxMessages')
      .values({
        id: kept,
        direction: 'out',
        phone: to,
        body: 'Sandbox',
        createdAt: new Date().toISOString(),
      })
      .execute();
    const id = await abandoned(t, to, 'Sandbox');
    await settled(t, id).toBe('sent');
    expect(await rowOf(t, id)).toMatchObject({ providerId: `sandbox-${kept}`, attempts: 2 });
    const rows = await t.app.database.db
      .selectFrom('smsSandboxMessages')
      .select('id')
      .where('phone', '=', to)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
