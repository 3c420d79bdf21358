import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpenShifts } from '../../../shared/shift-offers.js';
import {
  night,
  setClock,
  startedShiftsSupport,
  wallAt,
  type StartedShiftsSupport,
} from '../../test/started-shifts.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

/**
 * Issue #39: after midnight the board from today still lists last night's open shift that is on
 * (22:00–06:00 at 01:00), so its empty post is filled from Find cover; yesterday's shifts that
 * have ended stay off it, open or uncovered.
 */
describe('the open-shifts board after midnight (issue #39)', () => {
  let t: TestApp;
  let s: StartedShiftsSupport;
  let dana: TestUser;

  beforeAll(async () => {
    setClock(wallAt('12:00', night(20)));
    t = await createTestApp({}, null, { attendanceTimers: { background: false } });
    s = startedShiftsSupport(t);
    dana = await t.signInAs('dispatch', { firstName: 'Dana', lastName: 'Desk' });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const board = async (from: string, to: string) => {
    const answer = await t.request({
      method: 'GET',
      url: `/api/coverage/open?from=${from}&to=${to}`,
      cookie: dana.cookie,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<OpenShifts>();
  };

  it("lists last night's shift still on, and none of yesterday's that ended", async () => {
    const evening = night(20);
    const morning = night(21);
    const post = await s.post('Valley Auto Auction');
    const overnight = await s.shift(post.id, null, ['22:00', '06:00'], evening);
    const dayShift = await s.shift(post.id, null, ['08:00', '16:00'], evening);
    const later = await s.shift(post.id, null, ['18:00', '23:00'], morning);

    setClock(wallAt('01:00', morning));
    const fromToday = await board(morning, night(28));
    expect(fromToday.shifts.map((shift) => shift.id)).toEqual([overnight.id, later.id]);
    expect(fromToday.openTotal).toBe(2);
    expect(fromToday.uncovered).toEqual([]);
    expect(fromToday.uncoveredTotal).toBe(0);

    // Asked from yesterday, the board is as it was: the ended one is uncovered.
    const fromYesterday = await board(evening, night(28));
    expect(fromYesterday.shifts.map((shift) => shift.id)).toEqual([overnight.id, later.id]);
    expect(fromYesterday.uncovered.map((shift) => shift.id)).toEqual([dayShift.id]);

    // Once it has ended, last night's shift leaves the board from today.
    setClock(wallAt('06:00', morning));
    const atSix = await board(morning, night(28));
    expect(atSix.shifts.map((shift) => shift.id)).toEqual([later.id]);
    expect(atSix.openTotal).toBe(1);
    expect(atSix.uncoveredTotal).toBe(0);
  });
});
