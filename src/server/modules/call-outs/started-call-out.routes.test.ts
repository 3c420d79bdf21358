import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataDigest } from '../../test/data-digest.js';
import {
  night,
  pushesTitled,
  setClock,
  startedShiftsSupport,
  textsTo,
  wallAt,
  type NightGuard,
  type StartedShiftsSupport,
} from '../../test/started-shifts.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

const OFFICE_PHONE = '+12015550199';

/**
 * Issue #39: a call-out during the shift. A guard who never came leaves the whole shift open; a
 * guard who checked in keeps the time worked until they left (checked out then), and the rest of
 * the shift opens as a request of its own. The office records it with the time they left; the
 * guard's own 'I have to leave' is now, and alarms the office.
 */
describe('a call-out of a shift that has started (issue #39)', () => {
  let t: TestApp;
  let s: StartedShiftsSupport;
  let dana: TestUser;
  let bayview: { id: string };

  beforeAll(async () => {
    setClock(wallAt('12:00'));
    t = await createTestApp({ SMS_PROVIDER: 'sandbox', OFFICE_PHONE }, null, {
      attendanceTimers: { background: false },
    });
    s = startedShiftsSupport(t);
    dana = await t.signInAs('dispatch', { firstName: 'Dana', lastName: 'Desk' });
    bayview = await s.post('Bayview Plaza');
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const officeCallOut = (requestId: string, guard: NightGuard, body: object = {}) =>
    t.request({
      method: 'POST',
      url: `/api/coverage/${requestId}/call-out`,
      cookie: dana.cookie,
      payload: { guardId: guard.guardId, reason: 'left-post', ...body },
    });
  const checkIn = async (guard: NightGuard, requestId: string) => {
    const checked = await t.request({
      method: 'POST',
      url: `/api/my/shifts/${requestId}/check-in`,
      cookie: guard.cookie,
      payload: {},
    });
    expect(checked.statusCode, checked.body).toBe(200);
  };
  /** Park's overnight shift on `date`, checked in at 17:55. */
  const checkedIn = async (lastName: string, date: string) => {
    const guard = await s.guard('Lee', lastName);
    const shift = await s.shift(bayview.id, guard, ['18:00', '02:00'], date);
    setClock(wallAt('17:55', date));
    await checkIn(guard, shift.id);
    return { guard, shift };
  };

  it('opens the whole shift when its guard never checked in', async () => {
    const vargas = await s.guard('Ana', 'Vargas');
    const shift = await s.shift(bayview.id, vargas, ['18:00', '02:00']);
    setClock(wallAt('18:20'));
    const called = await officeCallOut(shift.id, vargas, { reason: 'sick', leftAt: '18:10' });
    expect(called.statusCode, called.body).toBe(200);
    expect(await s.stored(shift.id)).toMatchObject({
      startTime: '18:00',
      endTime: '02:00',
      assignedGuardId: null,
      calledOutGuardId: vargas.guardId,
      callOutReason: 'sick',
      calledOutByName: 'Dana Desk',
    });
    expect(await s.restOf(shift.id)).toBeUndefined();
    expect((await s.trail(shift.id)).map((entry) => entry.action)).toEqual(['record-call-out']);
  });

  it('cuts the shift at the minute the guard left, checks them out then, and opens the rest', async () => {
    const { guard: park, shift } = await checkedIn('Park', night(0));
    setClock(wallAt('20:10'));
    const called = await officeCallOut(shift.id, park, { note: 'Went home ill', leftAt: '20:00' });
    expect(called.statusCode, called.body).toBe(200);
    expect(await s.stored(shift.id)).toMatchObject({
      date: night(0),
      startTime: '18:00',
      endTime: '20:00',
      assignedGuardId: park.guardId,
      callOutReason: null,
    });
    expect(await s.attendance(shift.id, park.guardId)).toMatchObject({
      checkedInAt: wallAt('17:55').toISOString(),
      checkedOutAt: wallAt('20:00').toISOString(),
      checkOutMark: null,
    });
    const rest = await s.restOf(shift.id);
    expect(rest).toMatchObject({
      date: night(0),
      startTime: '20:00',
      endTime: '02:00',
      locationId: bayview.id,
      assignedGuardId: null,
      calledOutGuardId: park.guardId,
      calledOutGuardName: 'Park, Lee',
      callOutReason: 'left-post',
      callOutNote: 'Went home ill',
      calledOutByName: 'Dana Desk',
      continuesRequestId: shift.id,
    });
    expect(await s.trail(shift.id)).toEqual([
      { action: 'update', before: { endTime: '02:00' }, after: { endTime: '20:00' } },
    ]);
    expect(await s.trail(rest?.id ?? '')).toEqual([
      {
        action: 'record-call-out',
        before: null,
        after: {
          guardName: 'Lee Park',
          callOutReason: 'Left the post: Went home ill',
          leftAt: '20:00',
        },
      },
    ]);
  });

  it('cuts an overnight shift after midnight: the rest is dated the next day', async () => {
    const { guard, shift } = await checkedIn('Overnight', night(1));
    setClock(wallAt('00:40', night(2)));
    expect((await officeCallOut(shift.id, guard, { leftAt: '00:30' })).statusCode).toBe(200);
    expect(await s.stored(shift.id)).toMatchObject({
      date: night(1),
      endTime: '00:30',
    });
    expect(await s.restOf(shift.id)).toMatchObject({
      date: night(2),
      startTime: '00:30',
      endTime: '02:00',
    });
    expect((await s.attendance(shift.id, guard.guardId))?.checkedOutAt).toBe(
      wallAt('00:30', night(2)).toISOString(),
    );
  });

  it('takes a time before midnight said after it as the evening before', async () => {
    const { guard, shift } = await checkedIn('Evening', night(3));
    setClock(wallAt('00:10', night(4)));
    expect((await officeCallOut(shift.id, guard, { leftAt: '23:50' })).statusCode).toBe(200);
    expect((await s.stored(shift.id))?.endTime).toBe('23:50');
    expect(await s.restOf(shift.id)).toMatchObject({
      date: night(3),
      startTime: '23:50',
      endTime: '02:00',
    });
  });

  it('refuses a guard who left before they checked in, and an ended shift, changing nothing', async () => {
    const { guard, shift } = await checkedIn('Before', night(5));
    setClock(wallAt('19:00', night(5)));
    let before = await s.digest(dana);
    const early = await officeCallOut(shift.id, guard, { leftAt: '17:50' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      error: 'The guard cannot have left before they checked in',
    });
    expect(await dataDigest(t)).toBe(before);

    setClock(wallAt('02:00', night(6)));
    before = await s.digest(dana);
    const ended = await officeCallOut(shift.id, guard, { leftAt: '01:00' });
    expect(ended.statusCode).toBe(400);
    expect(ended.json()).toMatchObject({ error: 'This shift has ended' });
    expect(await dataDigest(t)).toBe(before);
  });

  it("does the same for the guard's own 'I have to leave', now, and alarms the office's phone", async () => {
    const supervisor = await t.account('supervisor');
    const { guard: park, shift } = await checkedIn('Leaves', night(7));
    setClock(wallAt('20:00', night(7)));
    const outbox = await s.watchOutbox();
    const left = await t.request({
      method: 'POST',
      url: `/api/my/shifts/${shift.id}/call-out`,
      cookie: park.cookie,
      payload: { reason: 'family' },
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(await s.stored(shift.id)).toMatchObject({
      endTime: '20:00',
      assignedGuardId: park.guardId,
    });
    expect((await s.attendance(shift.id, park.guardId))?.checkedOutAt).toBe(
      wallAt('20:00', night(7)).toISOString(),
    );
    const rest = await s.restOf(shift.id);
    expect(rest).toMatchObject({
      date: night(7),
      startTime: '20:00',
      endTime: '02:00',
      callOutReason: 'family',
      calledOutByName: null,
    });
    expect((await s.trail(rest?.id ?? '')).map((entry) => entry.action)).toEqual(['call-out']);
    const messages = await outbox.read();
    expect(textsTo(messages, OFFICE_PHONE)).toEqual([
      `Lee Leaves left 6 h early: Bayview Plaza \u00b7 ${night(7)}. Family. http://coverdesk.test/open-shifts`,
    ]);
    const alarm = pushesTitled(messages, 'Lee Leaves left 6 h early');
    expect(alarm.accounts.has(supervisor.id)).toBe(true);
    expect(alarm.accounts.has(dana.id)).toBe(false);
  });

  it("opens the whole shift on 'I have to leave' from a guard who never checked in: no alarm", async () => {
    const vargas = await s.guard('Ana', 'Away');
    const shift = await s.shift(bayview.id, vargas, ['18:00', '02:00'], night(8));
    setClock(wallAt('18:40', night(8)));
    const outbox = await s.watchOutbox();
    const left = await t.request({
      method: 'POST',
      url: `/api/my/shifts/${shift.id}/call-out`,
      cookie: vargas.cookie,
      payload: { reason: 'transport' },
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(await s.stored(shift.id)).toMatchObject({ assignedGuardId: null, endTime: '02:00' });
    expect(await s.restOf(shift.id)).toBeUndefined();
    expect(textsTo(await outbox.read(), OFFICE_PHONE)).toEqual([]);
  });
});
