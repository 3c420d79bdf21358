import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleWeek } from '../../../shared/schedule.js';
import { createCoverageRequest, createGuard, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// ISO week 2026-W45: Monday 2026-11-02 to Sunday 2026-11-08. The clocks went back in New York at
// 02:00 on Sunday 2026-11-01, so the night from Saturday into Sunday lasts 9 hours, in W44.
const WEEK = '2026-W45';
const DAYS = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06'];

describe("the week board's hours (issue #32)", () => {
  let t: TestApp;
  let kimId = '';

  const board = async (who: 'dispatch' | 'customer' = 'dispatch') => {
    const response = await t.as(who, 'GET', `/api/schedule/week?week=${WEEK}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ScheduleWeek>();
  };
  const hoursOf = async (guardId: string) =>
    (await board()).guards.find((guard) => guard.id === guardId)?.hours;

  beforeAll(async () => {
    t = await createTestApp({ TZ: 'America/New_York' });
    const db = t.app.database.db;
    const harbor = await createLocation(db, { name: 'Harbor', deptCode: 'HB-1' });
    const mall = await createLocation(db, { name: 'Mall', deptCode: 'ML-2' });
    const kim = await createGuard(db, { firstName: 'Kim', lastName: 'Soto' });
    kimId = kim.id;
    // 5 × 8 hours at the harbor, a 4-hour Saturday at the mall: 44 hours.
    for (const date of DAYS) {
      await createCoverageRequest(db, { locationId: harbor.id, date, guard: kim });
    }
    await createCoverageRequest(db, {
      locationId: mall.id,
      date: '2026-11-07',
      startTime: '10:00',
      endTime: '14:00',
      guard: kim,
    });
    // The night of the clocks' change, in the week before: not this week's.
    await createCoverageRequest(db, {
      locationId: mall.id,
      date: '2026-10-31',
      startTime: '22:00',
      endTime: '06:00',
      guard: kim,
    });
    await createCoverageRequest(db, {
      locationId: mall.id,
      date: '2026-11-05',
      userId: (await t.account('customer')).id,
    });
  });
  afterAll(() => t.close());

  it("gives each guard the week's hours and the hours past the weekly limit", async () => {
    expect(await hoursOf(kimId)).toEqual({
      minutes: 44 * 60,
      overtimeMinutes: 4 * 60,
      overtimeDays: [],
    });
  });

  it('answers afresh when the rules change, and marks the days past the daily limit', async () => {
    const patch = async (body: object) =>
      expect((await t.as('admin', 'PATCH', '/api/settings', body)).statusCode).toBe(200);
    await patch({ weeklyOvertimeHours: 45 });
    expect(await hoursOf(kimId)).toEqual({
      minutes: 44 * 60,
      overtimeMinutes: 0,
      overtimeDays: [],
    });
    await patch({ dailyOvertimeHours: 7.5 });
    const week = await board();
    expect(week.rules).toEqual({
      weeklyOvertimeHours: 45,
      dailyOvertimeHours: 7.5,
      weekStartsOn: 1,
    });
    // Half an hour past 7.5 on each of the five days.
    expect(week.guards.find((guard) => guard.id === kimId)?.hours).toEqual({
      minutes: 44 * 60,
      overtimeMinutes: 150,
      overtimeDays: [0, 1, 2, 3, 4],
    });
    await patch({ weeklyOvertimeHours: 40, dailyOvertimeHours: null });
  });

  it('counts a night across the change of clocks whole, in the week it starts', async () => {
    const response = await t.as('dispatch', 'GET', '/api/schedule/week?week=2026-W44');
    const week = response.json<ScheduleWeek>();
    expect(week.guards.find((guard) => guard.id === kimId)?.hours?.minutes).toBe(9 * 60);
  });

  it("leaves guards' hours off a customer's board", async () => {
    const week = await board('customer');
    expect(week.rules).toBeNull();
    expect(week.guards.every((guard) => guard.hours === null)).toBe(true);
  });
});
