import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfirmedWarningsReport, OvertimeReport } from '../../../shared/hours-reports.js';
import { createCoverageRequest, createGuard, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Guard = Awaited<ReturnType<typeof createGuard>>;
type Post = Awaited<ReturnType<typeof createLocation>>;

// The week of Monday 2026-11-16 to Sunday 2026-11-22 (New York: no change of clocks).
const MONDAY = '2026-11-16';
const DAYS = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];
const RANGE = 'from=2026-11-16&to=2026-11-22';

describe('GET /api/reports/overtime and /confirmed-warnings (issue #32)', () => {
  let t: TestApp;
  let harbor: Post;
  let mall: Post;
  let quiet: Post;
  let kim: Guard;
  let lee: Guard;

  const overtime = async (query = RANGE) => {
    const response = await t.as('supervisor', 'GET', `/api/reports/overtime?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OvertimeReport>();
  };
  const confirmed = async (query = RANGE) => {
    const response = await t.as('admin', 'GET', `/api/reports/confirmed-warnings?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ConfirmedWarningsReport>();
  };
  const settings = async (patch: object) => {
    const response = await t.as('admin', 'PATCH', '/api/settings', patch);
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({ TZ: 'America/New_York' });
    const db = t.app.database.db;
    harbor = await createLocation(db, { name: 'Harbor', deptCode: 'HB-1' });
    mall = await createLocation(db, { name: 'Mall', deptCode: 'ML-2' });
    quiet = await createLocation(db, { name: 'Quiet', deptCode: 'QT-3' });
    kim = await createGuard(db, { firstName: 'Kim', lastName: 'Soto' });
    lee = await createGuard(db, { firstName: 'Lee', lastName: 'Park' });
    // Kim: five 8-hour days at the harbor and a 4-hour Saturday at the mall, 44 hours.
    for (const date of DAYS)
      await createCoverageRequest(db, { locationId: harbor.id, date, guard: kim });
    await createCoverageRequest(db, {
      locationId: mall.id,
      date: '2026-11-21',
      startTime: '10:00',
      endTime: '14:00',
      guard: kim,
    });
    // Lee: exactly 40 hours, one of them a night from Sunday into the next week, counted whole.
    for (const date of DAYS.slice(0, 4)) {
      await createCoverageRequest(db, { locationId: harbor.id, date, guard: lee });
    }
    await createCoverageRequest(db, {
      locationId: harbor.id,
      date: '2026-11-22',
      startTime: '22:00',
      endTime: '06:00',
      guard: lee,
    });
    // A whole-day request counts no hours.
    await createCoverageRequest(db, {
      locationId: harbor.id,
      date: '2026-11-21',
      startTime: null,
      endTime: null,
      guard: lee,
    });
  });
  afterAll(() => t.close());

  it('counts each guard’s hours of the week and the hours past the weekly limit', async () => {
    const report = await overtime();
    expect(report.rules).toEqual({
      weeklyOvertimeHours: 40,
      dailyOvertimeHours: null,
      weekStartsOn: 1,
    });
    expect(report.weeks).toEqual([
      {
        week: MONDAY,
        overtimeHours: 4,
        guards: [{ guardId: kim.id, name: 'Soto, Kim', hours: 44, overtimeHours: 4 }],
      },
    ]);
  });

  it('keeps the guards who worked a chosen post that week, with all their hours', async () => {
    const atMall = await overtime(`${RANGE}&locations=${mall.id}`);
    expect(atMall.weeks[0]?.guards).toEqual([
      { guardId: kim.id, name: 'Soto, Kim', hours: 44, overtimeHours: 4 },
    ]);
    const atQuiet = await overtime(`${RANGE}&locations=${quiet.id}`);
    expect(atQuiet.weeks).toEqual([{ week: MONDAY, overtimeHours: 0, guards: [] }]);
  });

  it('answers afresh when the rules change: daily overtime, then weeks from Sunday', async () => {
    expect((await overtime()).weeks[0]?.overtimeHours).toBe(4);
    await settings({ weeklyOvertimeHours: 38 });
    const lower = await overtime();
    expect(lower.weeks[0]?.guards).toEqual([
      { guardId: kim.id, name: 'Soto, Kim', hours: 44, overtimeHours: 6 },
      { guardId: lee.id, name: 'Park, Lee', hours: 40, overtimeHours: 2 },
    ]);

    // Past 7 hours a day: Kim's five days add 5 hours, less than the week's 6; the larger counts.
    await settings({ weeklyOvertimeHours: 40, dailyOvertimeHours: 7 });
    const daily = await overtime();
    expect(daily.rules.dailyOvertimeHours).toBe(7);
    // Lee: an hour on each of five days, 40 hours in the week: 5 hours of daily overtime.
    // Equal overtime lists by name.
    expect(daily.weeks[0]?.guards).toEqual([
      { guardId: lee.id, name: 'Park, Lee', hours: 40, overtimeHours: 5 },
      { guardId: kim.id, name: 'Soto, Kim', hours: 44, overtimeHours: 5 },
    ]);

    // Weeks from Sunday: Lee's Sunday night starts the next week (Nov 22 to 28).
    await settings({ dailyOvertimeHours: null, weekStartsOn: 0 });
    const sunday = await overtime();
    expect(sunday.weeks.map((week) => week.week)).toEqual(['2026-11-15', '2026-11-22']);
    expect(sunday.weeks[0]?.guards).toEqual([
      { guardId: kim.id, name: 'Soto, Kim', hours: 44, overtimeHours: 4 },
    ]);
    await settings({ weekStartsOn: 1 });
  });

  it('answers afresh when a request of the week changes', async () => {
    const db = t.app.database.db;
    const extra = await createCoverageRequest(db, {
      locationId: quiet.id,
      date: '2026-11-22',
      startTime: '08:00',
      endTime: '10:00',
      guard: lee,
    });
    const report = await overtime();
    expect(report.weeks[0]?.guards.map((guard) => [guard.name, guard.overtimeHours])).toEqual([
      ['Soto, Kim', 4],
      ['Park, Lee', 2],
    ]);
    await db.deleteFrom('coverageRequests').where('id', '=', extra.id).execute();
    expect((await overtime()).weeks[0]?.guards).toHaveLength(1);
  });

  it('lists the confirmed warnings, counts them per week, and shows a new one at once', async () => {
    const db = t.app.database.db;
    expect(await confirmed()).toEqual({
      weekStartsOn: 1,
      weeks: [{ week: MONDAY, confirmations: 0, overtimeHours: 0 }],
      total: 0,
      confirmations: [],
    });
    const request = await createCoverageRequest(db, { locationId: mall.id, date: '2026-11-19' });
    const row = {
      id: randomUUID(),
      requestId: request.id,
      guardId: kim.id,
      guardName: 'Soto, Kim',
      shiftDate: '2026-11-19',
      action: 'assign' as const,
      warnings: JSON.stringify(['Adds 4 h overtime', 'Kim cannot work Thursdays 08:00–12:00']),
      overtimeMinutes: 240,
      confirmedBy: null,
      confirmedByName: 'Dana Office',
      confirmedAt: '2026-11-18T15:00:00.000Z',
    };
    await db.insertInto('assignmentConfirmations').values(row).execute();
    const report = await confirmed();
    expect(report.weeks).toEqual([{ week: MONDAY, confirmations: 1, overtimeHours: 4 }]);
    expect(report.total).toBe(1);
    expect(report.confirmations).toEqual([
      {
        id: row.id,
        requestId: request.id,
        shiftDate: '2026-11-19',
        locationName: 'Mall',
        guardId: kim.id,
        guardName: 'Soto, Kim',
        action: 'assign',
        warnings: ['Adds 4 h overtime', 'Kim cannot work Thursdays 08:00–12:00'],
        overtimeHours: 4,
        confirmedByName: 'Dana Office',
        confirmedAt: '2026-11-18T15:00:00.000Z',
      },
    ]);
    // Only at the chosen posts.
    expect((await confirmed(`${RANGE}&locations=${harbor.id}`)).total).toBe(0);
    expect((await confirmed(`${RANGE}&locations=${mall.id}`)).total).toBe(1);
    // Out of the range.
    expect((await confirmed('from=2026-11-23&to=2026-11-29')).total).toBe(0);
  });

  it('refuses more than two years or 150 posts, as the other reports do', async () => {
    const long = await t.as('admin', 'GET', '/api/reports/overtime?from=2024-01-01&to=2026-11-22');
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('A report covers at most two years');
    const ids = Array.from({ length: 151 }, () => randomUUID()).join(',');
    const many = await t.as(
      'admin',
      'GET',
      `/api/reports/confirmed-warnings?${RANGE}&locations=${ids}`,
    );
    expect(many.statusCode).toBe(400);
    expect(many.body).toContain('Choose at most 150 posts');
  });

  it('is for admins and supervisors', async () => {
    for (const name of ['overtime', 'confirmed-warnings']) {
      expect(
        await t.statuses(
          ['admin', 'supervisor', 'dispatch', 'guard', 'anonymous'],
          'GET',
          `/api/reports/${name}?${RANGE}`,
        ),
      ).toEqual({ admin: 200, supervisor: 200, dispatch: 403, guard: 403, anonymous: 401 });
    }
  });
});
