import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NowShift, NowShifts } from '../../../shared/now-strip.js';
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
import { nextPhone } from '../../test/sms.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

const OFFICE_PHONE = '+12015550199';
const RELIEF_LATE =
  'You were expected at Valley Auto Auction 10 minutes ago: check in, or tap I have to leave.';

/**
 * Issue #39: the guard who came to help is never made late or a no-show by the shift's start.
 * Their timers count from when they are expected (shift_attendance.expected_at), and the Now
 * strip shows them beside the guard who did not come, arriving by that time.
 */
describe("a relief's late and no-show, and the Now strip (issue #39)", () => {
  let t: TestApp;
  let s: StartedShiftsSupport;
  let dana: TestUser;
  let valley: { id: string };

  beforeAll(async () => {
    setClock(wallAt('12:00'));
    t = await createTestApp({ SMS_PROVIDER: 'sandbox', OFFICE_PHONE }, null, {
      attendanceTimers: { background: false },
    });
    s = startedShiftsSupport(t);
    dana = await t.signInAs('dispatch', { firstName: 'Dana', lastName: 'Desk' });
    valley = await s.post('Valley Auto Auction');
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  /** What the timers did at `when` to this shift: 'late Brooks', 'no-show Vargas'… */
  const timers = async (when: Date, requestId: string, guards: readonly NightGuard[]) => {
    const fired = await t.app.attendanceTimers.run(when);
    return fired
      .filter((one) => one.id.includes(requestId))
      .map((one) => {
        const [kind = '', , guardId] = one.id.split(':');
        const guard = guards.find((each) => each.guardId === guardId);
        return `${kind} ${guard?.lastName ?? '?'} ${one.outcome}`;
      });
  };
  const logCall = async (requestId: string, guard: NightGuard) => {
    const logged = await t.request({
      method: 'POST',
      url: `/api/coverage/${requestId}/contacts`,
      cookie: dana.cookie,
      payload: { guardId: guard.guardId, channel: 'call', outcome: 'accepted' },
    });
    expect(logged.statusCode, logged.body).toBe(200);
  };
  const onStrip = async (requestId: string): Promise<NowShift | undefined> => {
    const strip = await t.request({ method: 'GET', url: '/api/shifts/now', cookie: dana.cookie });
    return strip.json<NowShifts>().shifts.find((shift) => shift.id === requestId);
  };

  it("fires a relief's late and no-show from their arrival, not a millisecond before", async () => {
    const date = night(0);
    const at = (time: string) => wallAt(time, date);
    const brooks = await s.guard('Sam', 'Brooks', nextPhone());
    const shift = await s.shift(valley.id, null, ['18:00', '23:00'], date);
    setClock(at('18:05'));
    await logCall(shift.id, brooks);
    expect((await s.attendance(shift.id, brooks.guardId))?.expectedAt).toBe(
      at('19:05').toISOString(),
    );

    // The shift's own late (18:10) and no-show (18:30) minutes are not his, nor anything before 19:15.
    for (const when of ['18:10', '18:29:59.999', '18:30', '18:45', '19:05', '19:14:59.999']) {
      expect({ when, fired: await timers(at(when), shift.id, [brooks]) }).toEqual({
        when,
        fired: [],
      });
    }
    expect((await s.attendance(shift.id, brooks.guardId))?.lateAt).toBeNull();

    const outbox = await s.watchOutbox();
    expect(await timers(at('19:15'), shift.id, [brooks])).toEqual(['late Brooks late']);
    expect((await s.attendance(shift.id, brooks.guardId))?.lateAt).toBe(at('19:15').toISOString());
    const messages = await outbox.read();
    const told = pushesTitled(messages, 'Check in');
    expect(told.accounts).toEqual(new Set([brooks.id]));
    expect(told.pushes[0]?.message?.body).toBe(RELIEF_LATE);
    expect(textsTo(messages, brooks.phone ?? '')).toEqual([
      `${RELIEF_LATE} http://coverdesk.test/my-shifts`,
    ]);
    expect(textsTo(messages, OFFICE_PHONE)).toEqual([
      'Sam Brooks is late: Valley Auto Auction \u00b7 Mon, Jun 2 \u00b7 18:00\u201323:00: relief expected at 19:05, no check-in 10 minutes after. http://coverdesk.test/open-shifts',
    ]);

    expect(await timers(at('19:34:59.999'), shift.id, [brooks])).toEqual([]);
    expect((await s.stored(shift.id))?.assignedGuardId).toBe(brooks.guardId);
    expect(await timers(at('19:35'), shift.id, [brooks])).toEqual(['no-show Brooks no-show']);
    expect(await s.stored(shift.id)).toMatchObject({
      assignedGuardId: null,
      calledOutGuardId: brooks.guardId,
      callOutReason: 'no-show',
      callOutNote: 'No check-in 30 minutes after the relief was expected',
    });
    expect((await s.attendance(shift.id, brooks.guardId))?.noShowAt).toBe(
      at('19:35').toISOString(),
    );
  });

  it('never marks a relief who checked in before they were due', async () => {
    const date = night(1);
    const at = (time: string) => wallAt(time, date);
    const ana = await s.guard('Ana', 'Prompt');
    const shift = await s.shift(valley.id, null, ['18:00', '23:00'], date);
    setClock(at('18:20'));
    await logCall(shift.id, ana);
    await timers(at('18:21'), shift.id, [ana]);
    setClock(at('19:00'));
    const checkIn = await t.request({
      method: 'POST',
      url: `/api/my/shifts/${shift.id}/check-in`,
      cookie: ana.cookie,
      payload: {},
    });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    expect([
      ...(await timers(at('19:30'), shift.id, [ana])),
      ...(await timers(at('19:50'), shift.id, [ana])),
    ]).toEqual(['late Prompt checked-in', 'no-show Prompt checked-in']);
    expect(await s.attendance(shift.id, ana.guardId)).toMatchObject({
      lateAt: null,
      noShowAt: null,
    });
  });

  it('shows the relief beside the guard who did not come, arriving by their time, then due and late', async () => {
    const date = night(2);
    const at = (time: string) => wallAt(time, date);
    const vargas = await s.guard('Ana', 'Vargas');
    const brooks = await s.guard('Sam', 'Relief');
    const shift = await s.shift(valley.id, vargas, ['18:00', '23:00'], date);
    expect(await timers(at('18:10'), shift.id, [vargas])).toEqual(['late Vargas late']);
    expect(await timers(at('18:30'), shift.id, [vargas])).toEqual(['no-show Vargas no-show']);
    setClock(at('18:35'));
    expect(await onStrip(shift.id)).toMatchObject({
      state: 'no-show',
      calledOut: true,
      absentGuardName: 'Vargas, Ana',
      expectedTime: null,
    });

    setClock(at('18:40'));
    await logCall(shift.id, brooks);
    setClock(at('18:41'));
    expect(await onStrip(shift.id)).toMatchObject({
      state: 'upcoming',
      calledOut: false,
      guardName: 'Relief, Sam',
      absentGuardName: 'Vargas, Ana',
      callOutReason: 'no-show',
      expectedAt: at('19:40').toISOString(),
      expectedTime: '19:40',
      checkedInAt: null,
    });
    setClock(at('19:40'));
    expect((await onStrip(shift.id))?.state).toBe('due');
    setClock(at('19:50'));
    expect((await onStrip(shift.id))?.state).toBe('late');
  });

  it("shows a started shift that nobody was ever given as 'no-guard'", async () => {
    const date = night(3);
    const shift = await s.shift(valley.id, null, ['18:00', '23:00'], date);
    setClock(wallAt('17:30', date));
    // Before its start an open shift is the board's, not the strip's.
    expect(await onStrip(shift.id)).toBeUndefined();
    setClock(wallAt('18:38', date));
    expect(await onStrip(shift.id)).toMatchObject({
      state: 'no-guard',
      calledOut: true,
      guardName: '',
      absentGuardName: null,
      expectedTime: null,
    });
    setClock(wallAt('23:00', date));
    expect(await onStrip(shift.id)).toBeUndefined();
  });

  it('sets no late or no-show for a relief expected at the end: the shift is over by then', async () => {
    const date = night(9);
    const at = (time: string) => wallAt(time, date);
    const quinn = await s.guard('Quinn', 'Lastcall', nextPhone());
    const shift = await s.shift(valley.id, null, ['18:00', '23:00'], date);
    setClock(at('22:30'));
    await logCall(shift.id, quinn);
    // Expected by the end (23:00, never past it); 23:10 and 23:30 are after the shift.
    expect((await s.attendance(shift.id, quinn.guardId))?.expectedAt).toBe(
      at('23:00').toISOString(),
    );
    for (const when of ['22:59', '23:10', '23:30']) {
      expect(await timers(at(when), shift.id, [quinn])).toEqual([]);
    }
    expect((await s.stored(shift.id))?.assignedGuardId).toBe(quinn.guardId);
  });
});
