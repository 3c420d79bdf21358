import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../shared/date-format.js';
import { localIsoDate } from '../../../shared/calendar.js';
import { HOUR, postWithAddress, textOnlyGuard } from '../../test/confirmations.js';
import { shiftsSupport, dayFromNow } from '../../test/shifts.js';
import { smsTestApp, type SmsSupport } from '../../test/sms.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import type { TwilioServer } from '../../test/twilio-server.js';
import { createCoverageRequest } from '../../test/builders.js';

const DAY = dayFromNow(3);
const WRITTEN =
  `Bayview Security: You have the shift at Valley Auto Auction, ${formatDate(DAY)}, ` +
  '18:00-23:00. 1200 Main St, Springfield. Note: gate code 4411.';

/**
 * Issue #39: a guard who takes a shift by text (YES) or on the phone (Log call → Accepted) is
 * texted it in writing, through the outbox, in the take's transaction, when a text reaches them.
 */
describe('the shift in writing when a guard takes it', () => {
  let t: TestApp;
  let twilio: TwilioServer;
  let sms: SmsSupport;
  let dana: TestUser;
  let close: () => Promise<void>;
  let post: { id: string };
  beforeAll(async () => {
    ({ t, twilio, sms, dispatcher: dana, close } = await smsTestApp('Writer'));
    post = await postWithAddress(
      t.app.database.db,
      'Valley Auto Auction',
      '1200 Main St, Springfield',
    );
  });
  afterAll(() => close());
  const db = () => t.app.database.db;
  const openShift = () =>
    createCoverageRequest(db(), {
      locationId: post.id,
      date: DAY,
      startTime: '18:00',
      endTime: '23:00',
      guardNote: 'gate code 4411',
      notes: 'Office only: bill the auction',
    });
  const call = (requestId: string, guardId: string) =>
    t.request({
      method: 'POST',
      url: `/api/coverage/${requestId}/contacts`,
      cookie: dana.cookie,
      payload: { guardId, channel: 'call', outcome: 'accepted' },
    });

  it('answers a YES with the day, times, post, address and note: one text, never the office notes', async () => {
    const tess = await textOnlyGuard(db(), 'Tess', 'Taker');
    const request = await openShift();
    expect((await sms.offer(dana, request.id, [tess.id])).statusCode).toBe(200);
    const code = await sms.code(request.id, tess.id);
    await sms.text(tess.phone, `Yes ${code}`);
    expect(await sms.textTo(tess.phone, /You have the shift/)).toBe(WRITTEN);
    const texts = (await sms.outbox(tess.phone)).map((text) => text.body);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toBe(WRITTEN);
    expect(texts.join(' ')).not.toContain('bill the auction');
  });

  it('texts a guard who accepted on the phone, with the take', async () => {
    const otto = await textOnlyGuard(db(), 'Otto', 'Phone');
    const request = await openShift();
    expect((await call(request.id, otto.id)).statusCode).toBe(200);
    expect(await sms.textTo(otto.phone, /You have the shift/)).toBe(WRITTEN);
    expect(twilio.messages.filter((text) => text.to === otto.phone)).toHaveLength(1);

    // A call refused (the shift is his by now) texts nobody: the write was undone.
    const late = await textOnlyGuard(db(), 'Lee', 'Late');
    expect((await call(request.id, late.id)).statusCode).toBe(409);
    expect(await sms.outbox(late.phone)).toEqual([]);
  });

  it('tells a relief, who took a shift that had started, by when to be there', async () => {
    const pad = (n: number) => String(n).padStart(2, '0');
    const clock = (at: Date) => `${pad(at.getHours())}:${pad(at.getMinutes())}`;
    const began = new Date(Date.now() - HOUR);
    const started = await createCoverageRequest(db(), {
      locationId: post.id,
      date: localIsoDate(began),
      startTime: clock(began),
      endTime: clock(new Date(began.getTime() + 6 * HOUR)),
    });
    const relief = await textOnlyGuard(db(), 'Rae', 'Relief');
    const arrivesBy = clock(new Date(Date.now() + 40 * 60_000));
    const response = await t.request({
      method: 'POST',
      url: `/api/coverage/${started.id}/contacts`,
      cookie: dana.cookie,
      payload: { guardId: relief.id, channel: 'call', outcome: 'accepted', arrivesBy },
    });
    expect(response.statusCode).toBe(200);
    expect(await sms.textTo(relief.phone, /You have the shift/)).toMatch(
      new RegExp(
        `^Bayview Security: You have the shift at Valley Auto Auction, .*\\. Be there by ${arrivesBy}\\. 1200 Main St, Springfield\\.$`,
      ),
    );
  });

  it('texts a guard with the app too, when a text reaches their number', async () => {
    const s = shiftsSupport(t);
    const kim = await s.guard('Kim', 'App', '2099-12-31');
    const phone = '+12015550177';
    await db()
      .updateTable('guards')
      .set({ contactNumber: phone })
      .where('id', '=', kim.guardId)
      .execute();
    const request = await openShift();
    expect((await call(request.id, kim.guardId)).statusCode).toBe(200);
    expect(await sms.textTo(phone, /You have the shift/)).toBe(WRITTEN);
  });

  it('texts nobody a text does not reach: no number, or a number that replied STOP', async () => {
    const s = shiftsSupport(t);
    const noNumber = await s.guard('Nell', 'Nonumber', '2099-12-31');
    const first = await openShift();
    const before = (await sms.outbox()).length;
    expect((await call(first.id, noNumber.guardId)).statusCode).toBe(200);
    expect((await s.stored(first.id)).assignedGuardId).toBe(noNumber.guardId);
    expect(await sms.outbox()).toHaveLength(before);

    const stopped = await textOnlyGuard(db(), 'Sid', 'Stopped');
    await sms.text(stopped.phone, 'STOP');
    const second = await openShift();
    expect((await call(second.id, stopped.id)).statusCode).toBe(200);
    expect((await s.stored(second.id)).assignedGuardId).toBe(stopped.id);
    expect(await sms.outbox(stopped.phone)).toEqual([]);
  });
});

describe('the shift in writing with texts off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends no text when a guard accepts on the phone', async () => {
    const db = t.app.database.db;
    const dana = await t.signInAs('dispatch');
    const post = await postWithAddress(db, 'Quiet Post', '1 Quiet Rd');
    const tess = await textOnlyGuard(db, 'Tess', 'Quiet');
    const request = await createCoverageRequest(db, {
      locationId: post.id,
      date: DAY,
      startTime: '18:00',
      endTime: '23:00',
    });
    const response = await t.request({
      method: 'POST',
      url: `/api/coverage/${request.id}/contacts`,
      cookie: dana.cookie,
      payload: { guardId: tess.id, channel: 'call', outcome: 'accepted' },
    });
    expect(response.statusCode).toBe(200);
    const texts = await db.selectFrom('outbox').select('id').where('channel', '=', 'sms').execute();
    expect(texts).toEqual([]);
  });
});
