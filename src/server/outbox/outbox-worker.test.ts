import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database.js';
import { enqueueCommitted, outboxRow, statusOf } from '../test/outbox-rows.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { startTwilioServer, type TwilioServer } from '../test/twilio-server.js';

/**
 * Quick retries: three tries, 600 ms then 1.2 s apart (±25 %); the first wait is long enough for
 * the test to see the message waiting between tries on a busy machine.
 */
const QUICK = { attempts: 3, firstDelayMs: 600, maxDelayMs: 5_000 };

describe('the outbox worker, against a Twilio-compatible server', () => {
  let twilio: TwilioServer;
  let t: TestApp;
  beforeAll(async () => {
    twilio = await startTwilioServer();
    // The poll is slow on purpose: retries come back on the worker's own timer, leases by poll.
    t = await createTestApp(twilio.env(), null, {
      outboxTiming: { retry: QUICK, pollMs: 200 },
    });
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });

  const arrivals = (to: string) =>
    twilio.received.filter((request) => request.to === to).map((request) => request.at);

  it('tries again with back-off while Twilio fails, then marks the text failed with the reason', async () => {
    twilio.refuseWith({ status: 500, code: 20500, message: 'Internal Server Error' });
    try {
      const [id] = await enqueueCommitted(t, [
        { channel: 'sms', to: '+15553000001', body: 'Retry me' },
      ]);
      await expect.poll(() => arrivals('+15553000001').length).toBe(1);
      // Between tries it waits, pending, with the reason of the last one.
      await expect.poll(async () => (await outboxRow(t, id)).status).toBe('pending');
      const waiting = await outboxRow(t, id);
      expect(waiting).toMatchObject({
        attempts: 1,
        lastError: 'Twilio refused the text (500, error 20500): Internal Server Error',
        lockedUntil: null,
      });
      expect(new Date(waiting.nextAttemptAt).getTime()).toBeGreaterThan(
        new Date(waiting.attemptedAt ?? '').getTime(),
      );

      await statusOf(t, id).toBe('failed');
      const [first = 0, second = 0, third = 0] = arrivals('+15553000001');
      expect(arrivals('+15553000001')).toHaveLength(3);
      // At least the first wait (600 ms − 25 %), then at least the doubled one (1.2 s − 25 %).
      expect(second - first).toBeGreaterThanOrEqual(450);
      expect(third - second).toBeGreaterThanOrEqual(900);
      expect(await outboxRow(t, id)).toMatchObject({
        attempts: 3,
        lastError: 'Twilio refused the text (500, error 20500): Internal Server Error',
        delivery: 'failed',
        sentAt: null,
      });
    } finally {
      twilio.refuseWith(null);
    }
  });

  it('sends a text once Twilio is back, within its tries', async () => {
    twilio.refuseWith({ status: 503, code: 20503, message: 'Service Unavailable' });
    const [id] = await enqueueCommitted(t, [
      { channel: 'sms', to: '+15553000002', body: 'Second time lucky' },
    ]);
    await expect.poll(() => arrivals('+15553000002').length).toBe(1);
    twilio.refuseWith(null);
    await statusOf(t, id).toBe('sent');
    expect(await outboxRow(t, id)).toMatchObject({ attempts: 2, lastError: null });
    expect(twilio.messages.filter((message) => message.to === '+15553000002')).toHaveLength(1);
  });

  it('takes again a message whose sender died mid-send, once its lease ran out', async () => {
    const now = Date.now();
    const id = randomUUID();
    const leaseEnds = now + 1_000;
    // As a process leaves it when killed after taking it: sending, one attempt, a lease.
    await t.app.database.db
      .insertInto('outbox')
      .values({
        id,
        channel: 'sms',
        payload: JSON.stringify({ to: '+15553000003', body: 'Orphaned' }),
        status: 'sending',
        attempts: 1,
        nextAttemptAt: new Date(now - 1_000).toISOString(),
        lockedUntil: new Date(leaseEnds).toISOString(),
        attemptedAt: new Date(now - 1_000).toISOString(),
        createdAt: new Date(now - 1_000).toISOString(),
      })
      .execute();
    t.app.outbox.wake();

    await statusOf(t, id).toBe('sent');
    const [arrived] = arrivals('+15553000003');
    expect(arrivals('+15553000003')).toHaveLength(1);
    expect(arrived).toBeGreaterThanOrEqual(leaseEnds);
    expect(await outboxRow(t, id)).toMatchObject({ attempts: 2, status: 'sent' });
  });

  it('finishes the sends under way when the app closes, before the database closes', async () => {
    const closing = await createTestApp(twilio.env());
    const database = closing.config.database;
    twilio.answerAfter(2_000);
    try {
      const [id] = await enqueueCommitted(closing, [
        { channel: 'sms', to: '+15553000004', body: 'Sent while closing' },
      ]);
      await expect.poll(() => arrivals('+15553000004').length).toBe(1);
      await closing.app.close();
      const check = createDatabase(database);
      try {
        const row = await check.db
          .selectFrom('outbox')
          .select(['status', 'providerId'])
          .where('id', '=', id ?? '')
          .executeTakeFirstOrThrow();
        const [sent] = twilio.messages.filter((message) => message.to === '+15553000004');
        expect(row).toEqual({ status: 'sent', providerId: sent?.sid });
      } finally {
        await check.destroy();
      }
    } finally {
      twilio.answerAfter(0);
      await closing.close();
    }
  });
});
