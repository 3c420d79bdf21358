import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyShifts } from '../../../shared/my-shifts.js';
import {
  dayFromNow,
  shiftsTestApp,
  type ShiftsSupport,
  type TestGuard,
} from '../../test/shifts.js';
import type { TestApp } from '../../test/test-app.js';
import { askTimeOff } from '../../test/time-off.js';

describe("the guard's time off on My Shifts (issue #39)", () => {
  let t: TestApp;
  let s: ShiftsSupport;
  let kim: TestGuard;
  beforeAll(async () => {
    ({ t, s } = await shiftsTestApp('Pages'));
    kim = await s.guard('Kim', 'Soto');
  });
  afterAll(() => t.close());

  const page = async (who: TestGuard = kim) => {
    const response = await t.request({ method: 'GET', url: '/api/my/shifts', cookie: who.cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MyShifts>();
  };
  const ask = (from: string, to: string) => askTimeOff(t, kim, from, to);

  it("shows approved and pending time off of the page's days, soonest first, and none declined", async () => {
    expect((await page()).timeOff).toEqual([]);
    const later = await ask(dayFromNow(20), dayFromNow(22));
    const sooner = await ask(dayFromNow(0), dayFromNow(1));
    const declined = await ask(dayFromNow(5), dayFromNow(5));
    // Past the page's 30 days: left out.
    await ask(dayFromNow(31), dayFromNow(40));
    const reaching = await ask(dayFromNow(30), dayFromNow(33));
    expect((await page()).timeOff.map((item) => item.id)).toEqual([
      sooner.id,
      declined.id,
      later.id,
      reaching.id,
    ]);

    // Answers change a page kept since (rules_version is part of its version).
    const approve = await t.as('supervisor', 'POST', `/api/time-off/${later.id}/approve`);
    expect(approve.statusCode, approve.body).toBe(200);
    await t.as('supervisor', 'POST', `/api/time-off/${declined.id}/decline`);
    expect((await page()).timeOff).toEqual([
      { id: sooner.id, from: dayFromNow(0), to: dayFromNow(1), status: 'pending' },
      { id: later.id, from: dayFromNow(20), to: dayFromNow(22), status: 'approved' },
      { id: reaching.id, from: dayFromNow(30), to: dayFromNow(33), status: 'pending' },
    ]);

    // Only their own: another guard's page has none of it.
    expect((await page(await s.guard('Ona', 'Reyes'))).timeOff).toEqual([]);
  });
});
