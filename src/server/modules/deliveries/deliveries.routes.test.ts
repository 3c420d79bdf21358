import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveriesPage, Delivery } from '../../../shared/deliveries.js';
import { freePort } from '../../test/free-port.js';
import { enqueueCommitted, outboxRow, statusOf } from '../../test/outbox-rows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startTwilioServer, type TwilioServer } from '../../test/twilio-server.js';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('Deliveries: what the outbox could not send, for admins', () => {
  let twilio: TwilioServer;
  let t: TestApp;
  beforeAll(async () => {
    twilio = await startTwilioServer();
    // The mail server is down; its e-mails keep retrying (a minute apart) while the test runs.
    t = await createTestApp(
      { ...twilio.env(), SMTP_URL: `smtp://127.0.0.1:${String(await freePort())}` },
      null,
      { outboxTiming: { retry: { attempts: 5, firstDelayMs: 60_000, maxDelayMs: 60_000 } } },
    );
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });

  const list = async (cursor?: string) => {
    const response = await t.as(
      'admin',
      'GET',
      `/api/deliveries${cursor ? `?cursor=${cursor}` : ''}`,
    );
    expect(response.statusCode).toBe(200);
    return response.json<DeliveriesPage>();
  };
  const listed = async (id: string | undefined) =>
    (await list()).deliveries.find((delivery) => delivery.id === id);

  it('lists failed, retrying and stuck messages with who, what, why and when; not the rest', async () => {
    twilio.refuseWith({
      status: 400,
      code: 21610,
      message: 'Attempt to send to unsubscribed recipient',
    });
    const [failed] = await enqueueCommitted(t, [
      { channel: 'sms', to: '+15554000001', body: 'CoverDesk: open shift Sat 06:00–14:00' },
    ]);
    await statusOf(t, failed).toBe('failed');
    twilio.refuseWith(null);
    const [retrying] = await enqueueCommitted(t, [
      { channel: 'mail', message: { to: 'kim@example.com', subject: 'Shift offered', text: 'Hi' } },
    ]);
    await expect.poll(async () => (await outboxRow(t, retrying)).lastError).not.toBeNull();
    const [sent] = await enqueueCommitted(t, [
      { channel: 'sms', to: '+15554000002', body: 'This one went' },
    ]);
    await statusOf(t, sent).toBe('sent');
    // A process died mid-send ten minutes ago; its long lease has not run out yet.
    const dana = await t.signInAs('dispatch', { firstName: 'Dana', lastName: 'Desk' });
    const stuck = randomUUID();
    await t.app.database.db
      .insertInto('outbox')
      .values({
        id: stuck,
        channel: 'push',
        payload: JSON.stringify({
          userIds: [dana.id],
          message: { title: 'Kim took a shift', body: '', url: '/' },
        }),
        status: 'sending',
        attempts: 1,
        nextAttemptAt: minutesAgo(10),
        lockedUntil: new Date(Date.now() + 60_000).toISOString(),
        attemptedAt: minutesAgo(10),
        createdAt: minutesAgo(10),
      })
      .execute();

    const { deliveries, nextCursor } = await list();
    expect(nextCursor).toBeNull();
    expect(deliveries.map((delivery) => delivery.id)).toEqual([retrying, failed, stuck]);
    const [mail, text, push] = deliveries as [Delivery, Delivery, Delivery];
    expect(text).toMatchObject({
      channel: 'sms',
      recipient: '+15554000001',
      summary: 'CoverDesk: open shift Sat 06:00–14:00',
      state: 'failed',
      reason:
        'Twilio refused the text (400, error 21610): Attempt to send to unsubscribed recipient',
      attempts: 1,
      nextAttemptAt: null,
    });
    expect(text.lastTriedAt).not.toBeNull();
    expect(mail).toMatchObject({
      channel: 'mail',
      recipient: 'kim@example.com',
      summary: 'Shift offered',
      state: 'retrying',
      attempts: 1,
    });
    expect(mail.reason).toMatch(/^The mail server said: .*ECONNREFUSED/);
    expect(new Date(mail.nextAttemptAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(push).toMatchObject({
      channel: 'push',
      recipient: 'Dana Desk',
      summary: 'Kim took a shift',
      state: 'sending',
      reason: null,
      nextAttemptAt: null,
    });
  });

  it('sends a failed message again on Retry, and it leaves the list once sent', async () => {
    twilio.refuseWith({ status: 400, code: 21211, message: 'Invalid To number' });
    const [id] = await enqueueCommitted(t, [{ channel: 'sms', to: '+15554000003', body: 'Again' }]);
    await statusOf(t, id).toBe('failed');
    twilio.refuseWith(null);

    const retried = await t.as('admin', 'POST', `/api/deliveries/${id ?? ''}/retry`, {});
    expect(retried.statusCode).toBe(200);
    expect(retried.json<Delivery>()).toMatchObject({ id, state: 'retrying', attempts: 0 });
    await statusOf(t, id).toBe('sent');
    expect(twilio.messages.filter((message) => message.to === '+15554000003')).toHaveLength(1);
    expect(await listed(id)).toBeUndefined();
  });

  it('refuses to retry a message sent, or being sent, and an unknown one', async () => {
    const [sent] = await enqueueCommitted(t, [
      { channel: 'sms', to: '+15554000004', body: 'Went' },
    ]);
    await statusOf(t, sent).toBe('sent');
    const again = await t.as('admin', 'POST', `/api/deliveries/${sent ?? ''}/retry`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This message was already sent');

    const sending = randomUUID();
    await t.app.database.db
      .insertInto('outbox')
      .values({
        id: sending,
        channel: 'sms',
        payload: JSON.stringify({ to: '+15554000005', body: 'On its way' }),
        status: 'sending',
        attempts: 1,
        nextAttemptAt: minutesAgo(1),
        lockedUntil: new Date(Date.now() + 60_000).toISOString(),
        createdAt: minutesAgo(1),
      })
      .execute();
    const busy = await t.as('admin', 'POST', `/api/deliveries/${sending}/retry`, {});
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error).toBe('This message is being sent right now');

    const unknown = await t.as('admin', 'POST', `/api/deliveries/${randomUUID()}/retry`, {});
    expect(unknown.statusCode).toBe(404);
  });

  it('lets no one else list or retry, and a refused retry changes nothing', async () => {
    twilio.refuseWith({ status: 400, code: 21211, message: 'Invalid To number' });
    const [id] = await enqueueCommitted(t, [{ channel: 'sms', to: '+15554000006', body: 'No' }]);
    await statusOf(t, id).toBe('failed');
    twilio.refuseWith(null);
    const before = await outboxRow(t, id);
    const whom = ['supervisor', 'dispatch', 'customer', 'guard', 'user', 'anonymous'] as const;
    expect(await t.statuses(whom, 'GET', '/api/deliveries')).toEqual({
      supervisor: 403,
      dispatch: 403,
      customer: 403,
      guard: 403,
      user: 403,
      anonymous: 401,
    });
    const retries = await t.statuses(whom, 'POST', `/api/deliveries/${id ?? ''}/retry`, {});
    expect(Object.values(retries)).toEqual([403, 403, 403, 403, 403, 401]);
    expect(await outboxRow(t, id)).toEqual(before);
  });

  it('pages newest first, 50 at a time, without losing or repeating a message', async () => {
    const ids: string[] = Array.from({ length: 60 }, () => randomUUID());
    await t.app.database.db
      .insertInto('outbox')
      .values(
        ids.map((id, index) => ({
          id,
          channel: 'sms' as const,
          payload: JSON.stringify({ to: '+15554000007', body: `Paged ${String(index)}` }),
          status: 'failed' as const,
          attempts: 8,
          lastError: 'Old failure',
          nextAttemptAt: minutesAgo(100 + index),
          // Two share each instant: the id orders them.
          createdAt: minutesAgo(100 + Math.floor(index / 2)),
        })),
      )
      .execute();
    const first = await list();
    expect(first.deliveries).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(encodeURIComponent(first.nextCursor ?? ''));
    expect(second.nextCursor).toBeNull();
    const all = [...first.deliveries, ...second.deliveries];
    const paged = all.filter((delivery) => ids.includes(delivery.id));
    expect(paged).toHaveLength(60);
    expect(new Set(all.map((delivery) => delivery.id)).size).toBe(all.length);
    const order = all.map((delivery) => `${delivery.createdAt}|${delivery.id}`);
    expect(order).toEqual([...order].sort().reverse());
  });
});
