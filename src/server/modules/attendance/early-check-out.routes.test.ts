import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataDigest } from '../../test/data-digest.js';
import {
  BAYVIEW,
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
const HERE = { ...BAYVIEW, accuracy: 15 };

/**
 * Issue #39: a check-out 15 minutes or more before the end leaves the post empty. The guard is
 * asked first (409 CONFIRM_EARLY_CHECK_OUT) and says why; then the check-out is kept, the office
 * is alarmed and the rest of the shift opens. Nothing is stored until they confirm.
 */
describe('an early check-out (issue #39)', () => {
  let t: TestApp;
  let s: StartedShiftsSupport;
  let bayview: { id: string };
  let supervisor: TestUser;

  beforeAll(async () => {
    setClock(wallAt('05:00'));
    t = await createTestApp({ SMS_PROVIDER: 'sandbox', OFFICE_PHONE }, null, {
      attendanceTimers: { background: false },
    });
    s = startedShiftsSupport(t);
    bayview = await s.post('Bayview Plaza', BAYVIEW);
    supervisor = await t.signInAs('supervisor');
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const checkOut = (guard: NightGuard, requestId: string, payload: object = HERE) =>
    t.request({
      method: 'POST',
      url: `/api/my/shifts/${requestId}/check-out`,
      cookie: guard.cookie,
      payload,
    });
  /** Lee's 06:00–14:00 shift at Bayview Plaza on `date` (times given, or a whole day), checked in. */
  const onShift = async (
    lastName: string,
    date: string,
    times: [string | null, string | null] = ['06:00', '14:00'],
  ) => {
    const guard = await s.guard('Lee', lastName);
    const shift = await s.shift(bayview.id, guard, times, date);
    setClock(wallAt('05:55', date));
    const checkIn = await t.request({
      method: 'POST',
      url: `/api/my/shifts/${shift.id}/check-in`,
      cookie: guard.cookie,
      payload: HERE,
    });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    return { guard, shift };
  };

  it('asks why 15 minutes or more before the end, storing nothing', async () => {
    const { guard, shift } = await onShift('Asked', night(0));
    for (const [time, early, minutes] of [
      ['08:00', '6 h', 360],
      ['13:45', '15 min', 15],
    ] as const) {
      setClock(wallAt(time, night(0)));
      const before = await s.digest(guard);
      const asked = await checkOut(guard, shift.id);
      expect(asked.statusCode).toBe(409);
      expect(asked.json()).toEqual({
        code: 'CONFIRM_EARLY_CHECK_OUT',
        error: `This shift ends at 14:00: you would leave ${early} early. Say why to check out now.`,
        earlyMinutes: minutes,
      });
      expect(await dataDigest(t)).toBe(before);
    }
  });

  it('checks out 14 minutes before the end without asking, and opens nothing', async () => {
    const { guard, shift } = await onShift('Plain', night(1));
    setClock(wallAt('13:46', night(1)));
    const outbox = await s.watchOutbox();
    const out = await checkOut(guard, shift.id);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({
      checkedOutAt: wallAt('13:46', night(1)).toISOString(),
      distanceMeters: 0,
      onSite: true,
      positionTooRough: false,
    });
    expect((await s.stored(shift.id))?.endTime).toBe('14:00');
    expect(await s.restOf(shift.id)).toBeUndefined();
    expect(textsTo(await outbox.read(), OFFICE_PHONE)).toEqual([]);
  });

  it('with a reason: keeps the check-out, opens the rest of the shift and alarms the office', async () => {
    const { guard, shift } = await onShift('Park', night(2));
    setClock(wallAt('08:00', night(2)));
    const outbox = await s.watchOutbox();
    const out = await checkOut(guard, shift.id, { ...HERE, earlyReason: '  Family emergency ' });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({
      checkedOutAt: wallAt('08:00', night(2)).toISOString(),
      distanceMeters: 0,
      onSite: true,
      positionTooRough: false,
    });
    expect(await s.attendance(shift.id, guard.guardId)).toMatchObject({
      checkedOutAt: wallAt('08:00', night(2)).toISOString(),
      checkOutMark: 'on-site',
    });
    expect(await s.stored(shift.id)).toMatchObject({
      startTime: '06:00',
      endTime: '08:00',
      assignedGuardId: guard.guardId,
    });
    expect(await s.restOf(shift.id)).toMatchObject({
      date: night(2),
      startTime: '08:00',
      endTime: '14:00',
      assignedGuardId: null,
      calledOutGuardId: guard.guardId,
      callOutReason: 'left-post',
      callOutNote: 'Family emergency',
      calledOutByName: null,
    });
    const messages = await outbox.read();
    expect(textsTo(messages, OFFICE_PHONE)).toEqual([
      `Lee Park left 6 h early: Bayview Plaza \u00b7 ${night(2)}. Left the post: Family emergency. http://coverdesk.test/open-shifts`,
    ]);
    expect(pushesTitled(messages, 'Lee Park left 6 h early').accounts.has(supervisor.id)).toBe(
      true,
    );
  });

  it('never asks on a whole-day shift', async () => {
    const { guard, shift } = await onShift('AllDay', night(3), [null, null]);
    setClock(wallAt('09:00', night(3)));
    const out = await checkOut(guard, shift.id);
    expect(out.statusCode, out.body).toBe(200);
    expect(await s.restOf(shift.id)).toBeUndefined();
  });

  it('refuses an empty or too long reason, changing nothing', async () => {
    const { guard, shift } = await onShift('Reason', night(4));
    setClock(wallAt('08:00', night(4)));
    const before = await s.digest(guard);
    for (const [earlyReason, error] of [
      ['', 'Please say why you are leaving early'],
      ['   ', 'Please say why you are leaving early'],
      ['x'.repeat(501), 'The reason can be at most 500 characters'],
    ] as const) {
      const refused = await checkOut(guard, shift.id, { ...HERE, earlyReason });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ error: string }>().error).toContain(error);
    }
    expect(await dataDigest(t)).toBe(before);
    // 500 characters are a reason.
    expect(
      (await checkOut(guard, shift.id, { ...HERE, earlyReason: 'x'.repeat(500) })).statusCode,
    ).toBe(200);
  });
});
