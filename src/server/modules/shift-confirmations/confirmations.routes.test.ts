import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localIsoDate } from '../../../shared/calendar.js';
import type { MyShifts } from '../../../shared/my-shifts.js';
import {
  CONFIRM_NO_START,
  CONFIRM_STARTED,
  type ConfirmResult,
} from '../../../shared/shift-confirmations.js';
import { createCoverageRequest, createLocation } from '../../test/builders.js';
import { HOUR } from '../../test/confirmations.js';
import { dayFromNow, shiftsSupport, type TestGuard } from '../../test/shifts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const pad = (n: number) => String(n).padStart(2, '0');
const names = {
  kim: { firstName: 'Kim', lastName: 'Soto' },
  al: { firstName: 'Al', lastName: 'Ng' },
};

/** Issue #39: a guard with the app confirms a shift of theirs with one tap. */
describe('POST /api/my/shifts/:requestId/confirm', () => {
  let t: TestApp;
  let kim: TestGuard;
  let al: TestGuard;
  let post: { id: string };
  beforeAll(async () => {
    t = await createTestApp();
    const s = shiftsSupport(t);
    kim = await s.guard('Kim', 'Soto', '2099-12-31');
    al = await s.guard('Al', 'Ng', '2099-12-31');
    post = await createLocation(t.app.database.db, { name: 'North Gate' });
  });
  afterAll(() => t.close());

  const shiftOf = (
    guard: TestGuard,
    changes: { date?: string; startTime?: string | null; endTime?: string | null } = {},
  ) =>
    createCoverageRequest(t.app.database.db, {
      locationId: post.id,
      date: dayFromNow(2),
      guard: { id: guard.guardId, ...names[guard.guardId === kim.guardId ? 'kim' : 'al'] },
      ...changes,
    });
  const confirm = (guard: TestGuard, requestId: string) =>
    t.request({
      method: 'POST',
      url: `/api/my/shifts/${requestId}/confirm`,
      cookie: guard.cookie,
      payload: {},
    });
  const myShifts = async (guard: TestGuard) =>
    (
      await t.request({ method: 'GET', url: '/api/my/shifts', cookie: guard.cookie })
    ).json<MyShifts>();

  it("confirms the guard's own shift, once: again answers the first confirmation", async () => {
    const shift = await shiftOf(kim);
    expect(
      (await myShifts(kim)).assigned.find((one) => one.requestId === shift.id)?.confirmedAt,
    ).toBeNull();
    const first = await confirm(kim, shift.id);
    expect(first.statusCode).toBe(200);
    const { confirmedAt } = first.json<ConfirmResult>();
    expect(Date.parse(confirmedAt)).toBeLessThanOrEqual(Date.now());
    const again = await confirm(kim, shift.id);
    expect(again.json()).toEqual({ confirmedAt });
    // My Shifts shows it at once (its kept page is read again).
    expect(
      (await myShifts(kim)).assigned.find((one) => one.requestId === shift.id)?.confirmedAt,
    ).toBe(confirmedAt);
    const trail = await t.app.database.db
      .selectFrom('auditLog')
      .select(['action', 'actorName', 'after'])
      .where('entityId', '=', shift.id)
      .execute();
    expect(trail).toEqual([
      {
        action: 'confirm-shift',
        actorName: 'Kim Soto',
        after: JSON.stringify({ guardName: 'Kim Soto' }),
      },
    ]);
  });

  it("refuses another guard's shift and an unknown one (404), and changes nothing", async () => {
    const his = await shiftOf(al);
    const refused = await confirm(kim, his.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({
      error: 'This shift is not assigned to you',
      code: 'NOT_FOUND',
    });
    expect((await confirm(kim, 'no-such-shift')).statusCode).toBe(404);
    const rows = await t.app.database.db
      .selectFrom('shiftAttendance')
      .select('confirmedAt')
      .where('requestId', '=', his.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('is for guards only', async () => {
    const shift = await shiftOf(kim);
    const url = `/api/my/shifts/${shift.id}/confirm`;
    expect(
      await t.statuses(
        ['admin', 'supervisor', 'dispatch', 'customer', 'user', 'none', 'anonymous'],
        'POST',
        url,
        {},
      ),
    ).toEqual({
      admin: 403,
      supervisor: 403,
      dispatch: 403,
      customer: 403,
      user: 403,
      none: 403,
      anonymous: 401,
    });
  });

  it('refuses a shift that has started, and one without a start time (409)', async () => {
    const began = new Date(Date.now() - 2 * HOUR);
    const started = await shiftOf(kim, {
      date: localIsoDate(began),
      startTime: `${pad(began.getHours())}:${pad(began.getMinutes())}`,
      endTime: `${pad((began.getHours() + 8) % 24)}:${pad(began.getMinutes())}`,
    });
    const late = await confirm(kim, started.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(CONFIRM_STARTED);
    const wholeDay = await shiftOf(kim, { startTime: null, endTime: null });
    const untimed = await confirm(kim, wholeDay.id);
    expect(untimed.statusCode).toBe(409);
    expect(untimed.json().error).toBe(CONFIRM_NO_START);
  });
});
