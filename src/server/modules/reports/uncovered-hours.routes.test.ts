import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NO_CUSTOMER, type UncoveredHoursReport } from '../../../shared/uncovered-hours.js';
import { seedCheckIn, wallInstant } from '../../test/attendance.js';
import { createCoverageRequest, createGuard, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const RANGE = 'from=2031-05-01&to=2031-06-30';

/**
 * GET /api/reports/uncovered-hours (issue #39): the hours posts had nobody on them, per post and
 * per customer per month, at instants the test sets on the company's wall clock: overnight and
 * whole-day shifts, a month's last night, a guard who left the post, a relief's wait.
 */
describe('GET /api/reports/uncovered-hours', () => {
  let t: TestApp;
  let at: (date: string, time: string) => Date;
  let harbor = '';
  let tower = '';
  let cara = '';
  let reliefShift = '';
  let leeId = '';

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    t = await createTestApp();
    at = (date, time) => wallInstant(date, time, t.config.timeZone);
    vi.setSystemTime(at('2031-06-02', '12:00'));
    const db = t.app.database.db;
    harbor = (await createLocation(db, { name: 'Harbor', deptCode: 'UH-1' })).id;
    tower = (await createLocation(db, { name: 'Tower', deptCode: 'UH-2' })).id;
    cara = (await t.createUser({ role: 'customer', firstName: 'Cara', lastName: 'Client' })).id;
    const office = (await t.account('admin')).id;
    const kim = await createGuard(db, { firstName: 'Kim', lastName: 'Soto' });
    const lee = await createGuard(db, { firstName: 'Lee', lastName: 'Brooks' });
    leeId = lee.id;
    const add = (
      locationId: string,
      date: string,
      times: [string, string] | null,
      userId: string | null,
      guard?: typeof kim,
    ) =>
      createCoverageRequest(db, {
        locationId,
        date,
        startTime: times?.[0] ?? null,
        endTime: times?.[1] ?? null,
        userId,
        ...(guard ? { guard } : {}),
      });
    const calledOut = (id: string, calledOutAt: Date) =>
      db
        .updateTable('coverageRequests')
        .set({
          calledOutGuardId: kim.id,
          calledOutGuardName: 'Soto, Kim',
          callOutReason: 'other',
          calledOutAt: calledOutAt.toISOString(),
        })
        .where('id', '=', id)
        .execute();

    // The customer's: two overnight shifts (one the month's last night), a whole day, a shift
    // covered, one still on at noon, and one a guard left at 00:30.
    await add(harbor, '2031-05-10', ['22:00', '06:00'], cara);
    await add(harbor, '2031-05-31', ['22:00', '06:00'], cara);
    await add(harbor, '2031-05-20', null, cara);
    await add(harbor, '2031-05-12', ['08:00', '16:00'], cara, kim);
    await add(harbor, '2031-06-02', ['08:00', '13:00'], cara);
    const left = await add(harbor, '2031-05-25', ['20:00', '04:00'], cara);
    await seedCheckIn(db, {
      requestId: left.id,
      guardId: kim.id,
      checkedInAt: at('2031-05-25', '19:55'),
    });
    await calledOut(left.id, at('2031-05-26', '00:30'));
    // The office's: a relief who took a started shift, a shift made by an admin, and one whose
    // guard called out and never came.
    const relief = await add(tower, '2031-05-28', ['18:00', '23:00'], null, lee);
    reliefShift = relief.id;
    await db
      .insertInto('shiftAttendance')
      .values({
        id: randomUUID(),
        requestId: relief.id,
        guardId: lee.id,
        expectedAt: at('2031-05-28', '18:40').toISOString(),
      })
      .execute();
    await add(tower, '2031-05-15', ['08:00', '16:00'], office);
    const never = await add(tower, '2031-05-16', ['08:00', '16:00'], null);
    await calledOut(never.id, at('2031-05-15', '20:00'));
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  const report = async (query = RANGE) => {
    const response = await t.as('supervisor', 'GET', `/api/reports/uncovered-hours?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<UncoveredHoursReport>();
  };
  const tally = (shifts: number, partShifts: number, hours: number, withoutTimes = 0) => ({
    shifts,
    partShifts,
    hours,
    withoutTimes,
  });

  it('counts per post and per customer per month, a relief who never checked in to the end', async () => {
    // Harbor: 8 + 8 + 3.5 h and a whole day without times; Tower: 8 + 8 + the relief's 5 h.
    expect(await report()).toEqual({
      months: [
        { month: '2031-05', ...tally(6, 1, 40.5, 1) },
        { month: '2031-06', ...tally(0, 0, 0) },
      ],
      posts: [
        {
          month: '2031-05',
          locationId: tower,
          name: 'Tower',
          deptCode: 'UH-2',
          ...tally(2, 1, 21),
        },
        {
          month: '2031-05',
          locationId: harbor,
          name: 'Harbor',
          deptCode: 'UH-1',
          ...tally(4, 0, 19.5, 1),
        },
      ],
      customers: [
        { month: '2031-05', customerId: null, name: NO_CUSTOMER, ...tally(2, 1, 21) },
        { month: '2031-05', customerId: cara, name: 'Cara Client', ...tally(4, 0, 19.5, 1) },
      ],
      total: tally(6, 1, 40.5, 1),
    });
  });

  it("counts a relief's wait until his check-in, once he checks in", async () => {
    await t.app.database.db
      .updateTable('shiftAttendance')
      .set({ checkedInAt: at('2031-05-28', '19:40').toISOString(), checkInMark: 'on-site' })
      .where('requestId', '=', reliefShift)
      .where('guardId', '=', leeId)
      .execute();
    const answer = await report();
    // 18:00 to 19:40: 1 h 40 min, 1.7 h.
    expect(answer.posts.find((post) => post.locationId === tower)).toMatchObject(tally(2, 1, 17.7));
    expect(answer.total).toEqual(tally(6, 1, 37.2, 1));
    // One post chosen: only its shifts.
    expect((await report(`${RANGE}&locations=${tower}`)).total).toEqual(tally(2, 1, 17.7));
  });

  it('adds a shift once it ends, with no write in between', async () => {
    vi.setSystemTime(at('2031-06-02', '12:59'));
    expect((await report()).months[1]).toEqual({ month: '2031-06', ...tally(0, 0, 0) });
    vi.setSystemTime(at('2031-06-02', '13:00'));
    const answer = await report();
    expect(answer.months[1]).toEqual({ month: '2031-06', ...tally(1, 0, 5) });
    expect(answer.customers).toContainEqual({
      month: '2031-06',
      customerId: cara,
      name: 'Cara Client',
      ...tally(1, 0, 5),
    });
  });

  it('is for admins and supervisors', async () => {
    const url = `/api/reports/uncovered-hours?${RANGE}`;
    expect(
      await t.statuses(['admin', 'supervisor', 'dispatch', 'customer', 'guard'], 'GET', url),
    ).toEqual({
      admin: 200,
      supervisor: 200,
      dispatch: 403,
      customer: 403,
      guard: 403,
    });
  });
});
