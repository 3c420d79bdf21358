import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataDigest } from '../../test/data-digest.js';
import {
  night,
  setClock,
  startedShiftsSupport,
  wallAt,
  type StartedShiftsSupport,
} from '../../test/started-shifts.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

/**
 * Issue #39: the office may agree to a guard having left early (the customer closed, the office
 * sent them home). The rest of their shift, opened when they left, then goes with its offers;
 * the part they worked stays, and the trail says the office agreed.
 */
describe('POST /api/coverage/:id/agree-early-end (issue #39)', () => {
  let t: TestApp;
  let s: StartedShiftsSupport;
  let dana: TestUser;
  let bayview: { id: string };

  beforeAll(async () => {
    setClock(wallAt('12:00'));
    t = await createTestApp({}, null, { attendanceTimers: { background: false } });
    s = startedShiftsSupport(t);
    dana = await t.signInAs('dispatch', { firstName: 'Dana', lastName: 'Desk' });
    bayview = await s.post('Bayview Plaza');
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const agree = (requestId: string, who: TestUser = dana) =>
    t.request({
      method: 'POST',
      url: `/api/coverage/${requestId}/agree-early-end`,
      cookie: who.cookie,
    });
  /** Park checked in at 17:55 on `date` and left at 20:00 (recorded at 20:05): his shift and its rest. */
  const leftEarly = async (lastName: string, date: string) => {
    const park = await s.guard('Lee', lastName);
    const shift = await s.shift(bayview.id, park, ['18:00', '02:00'], date);
    setClock(wallAt('17:55', date));
    const checkIn = await t.request({
      method: 'POST',
      url: `/api/my/shifts/${shift.id}/check-in`,
      cookie: park.cookie,
      payload: {},
    });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    setClock(wallAt('20:05', date));
    const called = await t.request({
      method: 'POST',
      url: `/api/coverage/${shift.id}/call-out`,
      cookie: dana.cookie,
      payload: { guardId: park.guardId, reason: 'left-post', leftAt: '20:00' },
    });
    expect(called.statusCode, called.body).toBe(200);
    const rest = await s.restOf(shift.id);
    if (!rest) throw new Error('the rest of the shift did not open');
    return { park, shift, rest };
  };
  const offersOf = (requestId: string) =>
    t.app.database.db
      .selectFrom('shiftOffers')
      .select(['guardId', 'status'])
      .where('requestId', '=', requestId)
      .execute();

  it('removes the open rest with its pending offers, keeps the part worked, and records the agreement', async () => {
    const { park, shift, rest } = await leftEarly('Park', night(0));
    const kim = await s.guard('Kim', 'Soto');
    const offered = await t.request({
      method: 'POST',
      url: `/api/coverage/${rest.id}/offers`,
      cookie: dana.cookie,
      payload: { guardIds: [kim.guardId] },
    });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(await offersOf(rest.id)).toEqual([{ guardId: kim.guardId, status: 'pending' }]);
    const kept = await s.stored(shift.id);

    setClock(wallAt('20:15'));
    const agreed = await agree(rest.id);
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json()).toEqual({ ok: true });
    expect(await s.stored(rest.id)).toBeUndefined();
    expect(await offersOf(rest.id)).toEqual([]);
    expect(await s.stored(shift.id)).toEqual(kept);
    expect(await s.stored(shift.id)).toMatchObject({
      endTime: '20:00',
      assignedGuardId: park.guardId,
    });
    expect((await s.trail(shift.id)).at(-1)).toEqual({
      action: 'agree-early-end',
      before: null,
      after: { guardName: 'Park, Lee', leftAt: '20:00' },
    });
    // Once agreed, there is nothing more to agree to.
    expect((await agree(rest.id)).statusCode).toBe(404);
  });

  it('answers 409 for a request that is no rest of a shift, changing nothing', async () => {
    const { shift } = await leftEarly('Kept', night(1));
    const open = await s.shift(bayview.id, null, ['18:00', '02:00'], night(1));
    const before = await s.digest(dana);
    for (const id of [open.id, shift.id]) {
      const refused = await agree(id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        error: 'This is not the rest of a shift a guard left early',
      });
    }
    expect(await dataDigest(t)).toBe(before);
  });

  it('answers 409 for a rest a guard has taken, changing nothing', async () => {
    const { rest } = await leftEarly('Taken', night(2));
    const brooks = await s.guard('Sam', 'Brooks');
    setClock(wallAt('20:10', night(2)));
    const taken = await t.request({
      method: 'POST',
      url: `/api/coverage/${rest.id}/contacts`,
      cookie: dana.cookie,
      payload: { guardId: brooks.guardId, channel: 'call', outcome: 'accepted' },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const before = await s.digest(dana);
    const refused = await agree(rest.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'A guard has taken the rest of this shift: call them off first',
    });
    expect(await dataDigest(t)).toBe(before);
    expect((await s.stored(rest.id))?.assignedGuardId).toBe(brooks.guardId);
  });

  it('answers 404 for an unknown request, and 403 to a guard', async () => {
    const { rest } = await leftEarly('Asked', night(3));
    expect((await agree('no-such-request')).statusCode).toBe(404);
    const guard = await s.guard('Ana', 'Guard');
    const before = await s.digest(guard);
    expect((await agree(rest.id, guard)).statusCode).toBe(403);
    expect(await dataDigest(t)).toBe(before);
  });
});
