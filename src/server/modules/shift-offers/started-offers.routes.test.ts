import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MyShifts } from '../../../shared/my-shifts.js';
import { dataDigest } from '../../test/data-digest.js';
import {
  NIGHT,
  pushesTitled,
  setClock,
  startedShiftsSupport,
  textsTo,
  wallAt,
  type NightGuard,
  type StartedShiftsSupport,
} from '../../test/started-shifts.js';
import { shiftsSupport, type ShiftsSupport } from '../../test/shifts.js';
import { nextPhone } from '../../test/sms.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

const URGENT_TITLE = 'URGENT: Valley Auto Auction needs a guard now, until 23:00';

/**
 * Issue #39: a shift that started without a guard can be offered from Find cover, and taken in
 * the app, until it ends; its offer says it is urgent. The clock is the test's.
 */
describe('offering a shift that has started without a guard (issue #39)', () => {
  let t: TestApp;
  let s: StartedShiftsSupport;
  let offers: ShiftsSupport;
  let dana: TestUser;
  let valley: { id: string };

  beforeAll(async () => {
    setClock(wallAt('12:00'));
    t = await createTestApp({ SMS_PROVIDER: 'sandbox', COMPANY_NAME: 'CoverDesk' }, null, {
      attendanceTimers: { background: false },
    });
    s = startedShiftsSupport(t);
    offers = shiftsSupport(t);
    dana = await t.signInAs('dispatch', { firstName: 'Dana', lastName: 'Desk' });
    valley = await s.post('Valley Auto Auction');
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const offer = (requestId: string, guards: readonly NightGuard[]) =>
    offers.offer(dana, requestId, guards);
  const offerRow = (requestId: string, guard: NightGuard) =>
    t.app.database.db
      .selectFrom('shiftOffers')
      .select(['id', 'status', 'code'])
      .where('requestId', '=', requestId)
      .where('guardId', '=', guard.guardId)
      .executeTakeFirstOrThrow();

  const myOffer = async (guard: NightGuard, requestId: string) => {
    const page = await t.request({ method: 'GET', url: '/api/my/shifts', cookie: guard.cookie });
    return page.json<MyShifts>().offers.find((one) => one.requestId === requestId);
  };

  it('offers it from Find cover until its end, texted and pushed as URGENT', async () => {
    const brooks = await s.guard('Sam', 'Brooks', nextPhone());
    const shift = await s.shift(valley.id, null, ['18:00', '23:00']);

    setClock(wallAt('18:38'));
    const outbox = await s.watchOutbox();
    const sent = await offer(shift.id, [brooks]);
    expect(sent.statusCode, sent.body).toBe(200);
    const { code } = await offerRow(shift.id, brooks);
    const messages = await outbox.read();
    expect(textsTo(messages, brooks.phone ?? '')).toEqual([
      `CoverDesk: URGENT: Valley Auto Auction needs a guard now, until 23:00. Reply YES ${String(code)} to take it or NO ${String(code)} to pass.`,
    ]);
    const urgent = pushesTitled(messages, URGENT_TITLE);
    expect(urgent.accounts).toEqual(new Set([brooks.id]));
    expect(urgent.pushes[0]?.message?.url).toBe('/my-shifts');
    // My Shifts shows it waiting for an answer until the end, then ended.
    expect(await myOffer(brooks, shift.id)).toMatchObject({ status: 'pending' });
    setClock(wallAt('23:00'));
    expect(await myOffer(brooks, shift.id)).toMatchObject({ status: 'ended' });
  });

  it('offers a shift that has not started as before: no URGENT', async () => {
    const lee = await s.guard('Lee', 'Early', nextPhone());
    const shift = await s.shift(valley.id, null, ['18:00', '23:00']);
    setClock(wallAt('17:59'));
    const outbox = await s.watchOutbox();
    expect((await offer(shift.id, [lee])).statusCode).toBe(200);
    const messages = await outbox.read();
    const [text = ''] = textsTo(messages, lee.phone ?? '');
    expect(text).toMatch(/^CoverDesk: open shift Mon Jun 2 18:00-23:00 at Valley Auto Auction\./);
    expect(pushesTitled(messages, 'Shift offered to you').accounts).toEqual(new Set([lee.id]));
    expect(pushesTitled(messages, /^URGENT:/).pushes).toEqual([]);
  });

  it("refuses an offer once the shift ended: 'This shift has ended', and nothing changes", async () => {
    const kim = await s.guard('Kim', 'Late', nextPhone());
    const shift = await s.shift(valley.id, null, ['18:00', '23:00']);
    // The last minute is still the shift's.
    setClock(wallAt('22:59'));
    expect((await offer(shift.id, [kim])).statusCode).toBe(200);
    const other = await s.guard('Ana', 'Never');
    setClock(wallAt('23:00'));
    const before = await s.digest(dana);
    const refused = await offer(shift.id, [other]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'This shift has ended' });
    expect(await dataDigest(t)).toBe(before);
  });

  it('lets a guard accept it in the app after the start: they have it, as its relief', async () => {
    const ana = await s.guard('Ana', 'Brown');
    const shift = await s.shift(valley.id, null, ['18:00', '23:00'], NIGHT);
    setClock(wallAt('18:38'));
    expect((await offer(shift.id, [ana])).statusCode).toBe(200);
    setClock(wallAt('18:40'));
    const { id } = await offerRow(shift.id, ana);
    const outbox = await s.watchOutbox();
    const accepted = await offers.answer(ana, id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await s.stored(shift.id)).toMatchObject({
      assignedGuardId: ana.guardId,
      assignedGuardName: 'Brown, Ana',
    });
    expect((await offerRow(shift.id, ana)).status).toBe('accepted');
    expect((await s.attendance(shift.id, ana.guardId))?.expectedAt).toBe(
      wallAt('19:40').toISOString(),
    );
    // The office is told when the relief will be there.
    const took = pushesTitled(await outbox.read(), 'Ana Brown took a shift').pushes;
    expect(took[0]?.message?.body).toMatch(/Relief, arriving by 19:40$/);
  });

  it("refuses an accept after the end: 'This shift has ended', the offer ended, the shift still open", async () => {
    const lee = await s.guard('Lee', 'Park');
    const shift = await s.shift(valley.id, null, ['18:00', '23:00']);
    setClock(wallAt('22:30'));
    expect((await offer(shift.id, [lee])).statusCode).toBe(200);
    const { id } = await offerRow(shift.id, lee);
    setClock(wallAt('23:00'));
    const refused = await offers.answer(lee, id, 'accept');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'This shift has ended' });
    expect((await offerRow(shift.id, lee)).status).toBe('ended');
    expect(await s.stored(shift.id)).toMatchObject({
      assignedGuardId: null,
      assignedGuardName: null,
    });
    expect(await s.attendance(shift.id, lee.guardId)).toBeUndefined();
    // An ended offer stays ended.
    const again = await offers.answer(lee, id, 'accept');
    expect(again.json()).toMatchObject({
      error: 'This offer has ended: the shift changed or ended',
    });
  });
});
