import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Candidates, ShiftOffers } from '../../../shared/shift-offers.js';
import { createGuard } from '../../test/builders.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { shiftsSupport, type ShiftsSupport } from '../../test/shifts.js';
import { nextPhone, smsTestApp, type SmsSupport } from '../../test/sms.js';

/** Issue #30: Find cover reaches every guard with a mobile number; each offer has its code. */
describe('offers by text message', () => {
  let t: TestApp;
  let s: ShiftsSupport;
  let sms: SmsSupport;
  let dana: TestUser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, s, sms, dispatcher: dana, close } = await smsTestApp('Texter'));
  });
  afterAll(() => close());

  const candidates = async (requestId: string, who = dana) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/coverage/${requestId}/candidates`,
      cookie: who.cookie,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Candidates>();
  };

  it('lists guards without an account who have a mobile number, with the channels of each', async () => {
    const request = await s.openRequest(3);
    const db = t.app.database.db;
    const tess = await sms.guard('Tess', 'Textonly');
    const app = await s.guard('Ava', 'Appuser');
    await db
      .updateTable('guards')
      .set({ contactNumber: nextPhone() })
      .where('id', '=', app.guardId)
      .execute();
    const none = await createGuard(db, { firstName: 'Nat', lastName: 'Nonumber' });
    const old = await createGuard(db, { firstName: 'Olly', lastName: 'Oldnumber' });
    await db
      .updateTable('guards')
      .set({ contactNumber: '555-0100' })
      .where('id', '=', old.id)
      .execute();
    const stopped = await sms.guard('Sid', 'Stopped');
    expect((await sms.text(stopped.phone, 'STOP')).statusCode).toBe(200);

    const found = await candidates(request.id);
    expect(found.textMessages).toBe(true);
    const byId = new Map(found.candidates.map((c) => [c.guardId, c]));
    expect(byId.get(tess.guardId)).toMatchObject({ channels: ['sms'], text: 'ok', blocker: null });
    expect(byId.get(app.guardId)).toMatchObject({ channels: ['app', 'sms'], blocker: null });
    expect(byId.get(none.id)).toMatchObject({
      channels: [],
      text: 'no-number',
      blocker: 'Not on CoverDesk yet and no mobile number (invite them, or add one, on Guards)',
    });
    expect(byId.get(old.id)).toMatchObject({
      text: 'needs-fix',
      blocker: 'Not on CoverDesk yet, and their mobile number needs fixing on the Guards page',
    });
    expect(byId.get(stopped.guardId)).toMatchObject({
      text: 'opted-out',
      blocker: 'Not on CoverDesk yet, and their number replied STOP to texts',
    });
  });

  it('texts the offer with a code, in the offer’s transaction, and reaches app guards too', async () => {
    const request = await s.openRequest(4, { startTime: '06:00', endTime: '14:00' });
    const tess = await sms.guard('Tess', 'Second');
    const app = await s.guard('Ava', 'Second');
    await t.app.database.db
      .updateTable('guards')
      .set({ contactNumber: nextPhone() })
      .where('id', '=', app.guardId)
      .execute();
    const sent = await sms.offer(dana, request.id, [tess.guardId, app.guardId]);
    expect(sent.statusCode).toBe(200);

    const code = await sms.code(request.id, tess.guardId);
    expect(code).toMatch(/^\d{4}$/);
    const [text] = await sms.outbox(tess.phone);
    const offers = sent.json<ShiftOffers>().offers;
    const tessOffer = offers.find((offer) => offer.guardId === tess.guardId);
    expect(text).toMatchObject({ offerId: tessOffer?.id });
    const day = new Date(`${request.date}T12:00:00`).toLocaleDateString('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
    });
    expect(text?.body).toBe(
      `Bayview Security: open shift ${day.replace(',', '')} 06:00-14:00 at North Gate. ` +
        `Reply YES ${code} to take it or NO ${code} to pass.`,
    );
    expect(text?.body.length).toBeLessThanOrEqual(160);
    // Sent to her phone once the outbox worker runs in the app (queued until then).
    expect(await sms.textTo(tess.phone, /Reply YES/)).toBe(text?.body);
    // The app guard is reached by text as well (a number, no STOP), and in the app.
    expect(await sms.outbox()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ offerId: offers.find((o) => o.guardId === app.guardId)?.id }),
      ]),
    );
    // On its way as the POST answers (the worker may have sent it already).
    const onItsWay = expect.stringMatching(/^(sending|sent)$/) as unknown as string;
    expect(tessOffer?.deliveries).toEqual([{ channel: 'sms', state: onItsWay }]);
    expect(offers.find((o) => o.guardId === app.guardId)?.deliveries).toEqual(
      expect.arrayContaining([
        { channel: 'app', state: null },
        { channel: 'sms', state: onItsWay },
      ]),
    );
    expect(await s.actions(request.id)).toEqual(['offer']);
  });

  it("gives each of a guard's pending offers a different code", async () => {
    const tess = await sms.guard('Tess', 'Many');
    const requests = [];
    for (let day = 2; day < 8; day += 1) requests.push(await s.openRequest(day));
    for (const request of requests) {
      expect((await sms.offer(dana, request.id, [tess.guardId])).statusCode).toBe(200);
    }
    const codes = await Promise.all(requests.map((request) => sms.code(request.id, tess.guardId)));
    expect(new Set(codes).size).toBe(requests.length);
    expect(await sms.outbox(tess.phone)).toHaveLength(requests.length);
  });

  it('refuses a guard a text cannot reach, naming why, and queues nothing', async () => {
    const request = await s.openRequest(3);
    const reachable = await sms.guard('Rea', 'Chable');
    const stopped = await sms.guard('Sto', 'Pped');
    await sms.text(stopped.phone, 'stop');
    const before = (await sms.outbox()).length;
    const refused = await sms.offer(dana, request.id, [reachable.guardId, stopped.guardId]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'This shift cannot be offered to Pped, Sto (Not on CoverDesk yet, and their number ' +
        'replied STOP to texts)',
    );
    expect((await sms.outbox()).length).toBe(before);
  });
});

describe('offers when text messages are off', () => {
  let t: TestApp;
  let s: ShiftsSupport;
  let dana: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    s = shiftsSupport(t);
    dana = await t.signInAs('dispatch');
  });
  afterAll(() => t.close());

  it('shows guards with only a number as not offerable, and says texts are off', async () => {
    const request = await s.openRequest(3);
    const db = t.app.database.db;
    const tess = await createGuard(db, { firstName: 'Tess', lastName: 'Offline' });
    await db
      .updateTable('guards')
      .set({ contactNumber: nextPhone() })
      .where('id', '=', tess.id)
      .execute();
    const response = await t.request({
      method: 'GET',
      url: `/api/coverage/${request.id}/candidates`,
      cookie: dana.cookie,
    });
    const found = response.json<Candidates>();
    expect(found.textMessages).toBe(false);
    expect(found.candidates.find((c) => c.guardId === tess.id)).toMatchObject({
      channels: [],
      text: 'off',
      blocker: 'Not on CoverDesk yet, and text messages are off (invite them from Guards)',
    });
    const refused = await t.request({
      method: 'POST',
      url: `/api/coverage/${request.id}/offers`,
      cookie: dana.cookie,
      payload: { guardIds: [tess.id] },
    });
    expect(refused.statusCode).toBe(409);
    expect(await db.selectFrom('outbox').select('id').execute()).toEqual([]);
  });
});
