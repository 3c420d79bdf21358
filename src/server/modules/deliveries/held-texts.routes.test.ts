import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeliveriesPage, Delivery } from '../../../shared/deliveries.js';
import { DEFAULT_TEXT_CAPS } from '../../../shared/text-caps.js';
import type { ShiftOffers } from '../../../shared/shift-offers.js';
import { textOnlyGuard } from '../../test/confirmations.js';
import { enqueueCommitted, statusOf } from '../../test/outbox-rows.js';
import { nextPhone, smsTestApp, type SmsSupport } from '../../test/sms.js';
import type { ShiftsSupport } from '../../test/shifts.js';
import type { TestApp, TestUser } from '../../test/test-app.js';
import type { TwilioServer } from '../../test/twilio-server.js';

const HOUR = 60 * 60_000;

/** '+12015550142' as the reason writes it: '+1 201 555 0142'. */
const spaced = (e164: string) => `+1 ${e164.slice(2, 5)} ${e164.slice(5, 8)} ${e164.slice(8)}`;

/**
 * Issue #40: texts cost money and nothing capped them (an offer/withdraw loop sent 50 texts in
 * 2.8 s). A text over a cap is written 'held' with the reason, never sent nor counted, and shows
 * on Deliveries, where an admin may send it anyway.
 */
describe('caps on texts', () => {
  let t: TestApp;
  let twilio: TwilioServer;
  let sms: SmsSupport;
  let s: ShiftsSupport;
  let dana: TestUser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, twilio, sms, s, dispatcher: dana, close } = await smsTestApp('Looper'));
  });
  afterEach(async () => {
    vi.useRealTimers();
    // Each test starts from a clean slate: no texts counted, the default caps.
    await db().deleteFrom('outbox').execute();
    await db().deleteFrom('textCaps').execute();
  });
  afterAll(() => close());

  const db = () => t.app.database.db;
  const clock = (at: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
  };
  const caps = (patch: object) => t.as('admin', 'PATCH', '/api/settings', patch);
  const deliveries = async () =>
    (await t.as('admin', 'GET', '/api/deliveries')).json<DeliveriesPage>().deliveries;
  const texts = (to: string) =>
    db()
      .selectFrom('outbox')
      .select(['id', 'status', 'lastError'])
      .where('smsTo', '=', to)
      .orderBy('createdAt')
      .execute();

  it('stops the offer/withdraw loop at 20 texts to the number: the rest are held, never sent', async () => {
    const kim = await textOnlyGuard(db(), 'Kim', 'Looped');
    const request = await s.openRequest(3);
    for (let round = 0; round < 25; round += 1) {
      expect((await sms.offer(dana, request.id, [kim.id])).statusCode).toBe(200);
      const offers = await t.request({
        method: 'GET',
        url: `/api/coverage/${request.id}/offers`,
        cookie: dana.cookie,
      });
      const offer = offers.json<ShiftOffers>().offers.find((o) => o.guardId === kim.id);
      const withdrawn = await t.request({
        method: 'DELETE',
        url: `/api/offers/${offer?.id ?? ''}`,
        cookie: dana.cookie,
      });
      expect(withdrawn.statusCode).toBe(204);
    }
    const rows = await texts(kim.phone);
    expect(rows).toHaveLength(25);
    const reason = `Held: ${spaced(kim.phone)} had 20 texts in the last 24 hours (cap 20)`;
    expect(rows.slice(20).map((row) => [row.status, row.lastError])).toEqual(
      Array.from({ length: 5 }, () => ['held', reason]),
    );
    for (const row of rows.slice(0, 20)) await statusOf(t, row.id).toBe('sent');
    // Held texts never reach the provider, however long the worker runs.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(twilio.messages.filter((text) => text.to === kim.phone)).toHaveLength(20);

    // Deliveries lists each with its reason; 'Send anyway' sends one, past the cap.
    const held = (await deliveries()).filter((d) => d.recipient === kim.phone);
    expect(held).toHaveLength(5);
    expect(held[0]).toMatchObject({ state: 'held', reason, nextAttemptAt: null, attempts: 0 });
    const sent = await t.as('admin', 'POST', `/api/deliveries/${held[0]?.id ?? ''}/retry`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json<Delivery>()).toMatchObject({ state: 'waiting', reason: null });
    await statusOf(t, held[0]?.id).toBe('sent');
    expect(twilio.messages.filter((text) => text.to === kim.phone)).toHaveLength(21);
    // Find cover says the offer's text was held, not 'sending'.
    expect((await sms.offer(dana, request.id, [kim.id])).json<ShiftOffers>().offers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          guardId: kim.id,
          deliveries: [{ channel: 'sms', state: 'held' }],
        }),
      ]),
    );
  });

  it('counts a number’s texts over 24 hours, and a held one not at all', async () => {
    const start = Date.now();
    clock(start);
    const phone = nextPhone();
    const text = { channel: 'sms' as const, to: phone, body: 'Bayview Security: test' };
    await enqueueCommitted(
      t,
      Array.from({ length: 21 }, () => text),
    );
    expect((await texts(phone)).filter((row) => row.status === 'held')).toHaveLength(1);
    clock(start + 24 * HOUR - 1000);
    await enqueueCommitted(t, [text]);
    expect((await texts(phone)).at(-1)?.status).toBe('held');
    // A day after the first 20, they no longer count; the held ones never did.
    clock(start + 24 * HOUR + 1000);
    await enqueueCommitted(
      t,
      Array.from({ length: 20 }, () => text),
    );
    const last = (await texts(phone)).slice(-20);
    expect(last.every((row) => row.status !== 'held')).toBe(true);
  });

  it('holds an account’s texts past its hourly cap; the system’s count to the number and company only', async () => {
    expect((await caps({ textsPerAccountPerHour: 3 })).statusCode).toBe(200);
    const start = Date.now();
    clock(start);
    const guards = await Promise.all(
      ['Ana', 'Ben', 'Cy', 'Di', 'Ed'].map((name) => textOnlyGuard(db(), name, 'Capped')),
    );
    const request = await s.openRequest(4);
    expect(
      (
        await sms.offer(
          dana,
          request.id,
          guards.map((g) => g.id),
        )
      ).statusCode,
    ).toBe(200);
    const statuses = await Promise.all(guards.map(async (g) => (await texts(g.phone))[0]));
    expect(statuses.filter((row) => row?.status === 'held')).toHaveLength(2);
    expect(statuses.find((row) => row?.status === 'held')?.lastError).toBe(
      'Held: Dana Looper caused 3 texts in the last hour (cap 3)',
    );
    // Another account, and the system (a reminder, a timer), are not held by Dana's cap.
    const phone = nextPhone();
    await enqueueCommitted(t, [{ channel: 'sms', to: phone, body: 'Reminder' }]);
    expect((await texts(phone))[0]?.status).not.toBe('held');
    const kim = await textOnlyGuard(db(), 'Kim', 'Other');
    const other = await t.signInAs('dispatch', { firstName: 'Omar', lastName: 'Other' });
    await sms.offer(other, request.id, [kim.id]);
    expect((await texts(kim.phone))[0]?.status).not.toBe('held');
    // An hour on, Dana may text again.
    clock(start + HOUR + 1000);
    const later = await textOnlyGuard(db(), 'Lee', 'Later');
    await sms.offer(dana, request.id, [later.id]);
    expect((await texts(later.phone))[0]?.status).not.toBe('held');
  });

  it('never holds an alarm to the office’s phone by its number’s cap; the company’s still counts', async () => {
    const office = nextPhone();
    const alarm = {
      channel: 'sms' as const,
      to: office,
      body: 'Late: Pier Gate',
      officeAlarm: true,
    };
    // A busy night: 25 alarms to the office's phone, past the default 20 a number.
    await enqueueCommitted(
      t,
      Array.from({ length: 25 }, () => alarm),
    );
    const rows = await texts(office);
    expect(rows.filter((row) => row.status === 'held')).toEqual([]);
    const [stored] = await db()
      .selectFrom('outbox')
      .select('payload')
      .where('smsTo', '=', office)
      .execute();
    expect(JSON.parse(stored?.payload ?? '{}')).toEqual({ to: office, body: 'Late: Pier Gate' });
    // Every other text to that number is held by its cap, and the company's cap holds alarms too.
    await enqueueCommitted(t, [{ channel: 'sms', to: office, body: 'An offer' }]);
    expect((await texts(office)).at(-1)?.status).toBe('held');
    expect((await caps({ textsPerCompanyPerDay: 25 })).statusCode).toBe(200);
    await enqueueCommitted(t, [alarm]);
    expect((await texts(office)).at(-1)?.lastError).toBe(
      'Held: the company had 25 texts in the last 24 hours (cap 25)',
    );
  });

  it('holds the company’s texts past its daily cap, whoever causes them', async () => {
    expect((await caps({ textsPerCompanyPerDay: 4 })).statusCode).toBe(200);
    const phones = Array.from({ length: 5 }, () => nextPhone());
    await enqueueCommitted(
      t,
      phones.map((to) => ({ channel: 'sms', to, body: 'Bayview Security: reminder' })),
    );
    expect((await texts(phones[3] ?? ''))[0]?.status).not.toBe('held');
    expect(await texts(phones[4] ?? '')).toEqual([
      expect.objectContaining({
        status: 'held',
        lastError: 'Held: the company had 4 texts in the last 24 hours (cap 4)',
      }),
    ]);
  });

  it('starts with the defaults the docs give', async () => {
    const settings = (await t.as('dispatch', 'GET', '/api/settings')).json<object>();
    expect(settings).toMatchObject({ ...DEFAULT_TEXT_CAPS });
    expect(DEFAULT_TEXT_CAPS).toEqual({
      textsPerNumberPerDay: 20,
      textsPerAccountPerHour: 300,
      textsPerCompanyPerDay: 2000,
    });
  });
});
