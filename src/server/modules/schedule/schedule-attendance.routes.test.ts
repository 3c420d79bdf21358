import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ATTENDANCE_SETTINGS } from '../../../shared/attendance-settings.js';
import type { ScheduleShift, ScheduleWeek } from '../../../shared/schedule.js';
import { saveAttendanceSettings } from '../../db/attendance-settings.js';
import { seedCheckIn } from '../../test/attendance.js';
import { createCoverageRequest, createGuard, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

const WEEK = '2026-W49';
const DAY = '2026-12-02';

/**
 * The week board's attendance (issue #33): the office sees each booked guard's check-in, whether
 * it was off site, and the no-shows called out; a customer sees only when the guard of their own
 * shift checked in on site, never where. A check-in and the settings show on the next read.
 */
describe('GET /api/schedule/week: attendance', () => {
  let t: TestApp;
  let office: TestUser;
  let customer: TestUser;
  let other: TestUser;
  const ids: Record<string, string> = {};
  let kimId = '';

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.database.db;
    office = await t.signInAs('supervisor');
    customer = await t.signInAs('customer');
    other = await t.signInAs('customer');
    const post = await createLocation(db, { name: 'Bayview Plaza', deptCode: 'BV-1' });
    const kim = await createGuard(db, { firstName: 'Kim', lastName: 'Soto' });
    const al = await createGuard(db, { firstName: 'Al', lastName: 'Ng' });
    kimId = kim.id;
    const add = async (name: string, userId: string, guard: typeof kim | null, start: string) => {
      ids[name] = (
        await createCoverageRequest(db, {
          locationId: post.id,
          date: DAY,
          startTime: start,
          endTime: '14:00',
          userId,
          ...(guard ? { guard } : {}),
        })
      ).id;
    };
    await add('onSite', customer.id, kim, '06:00');
    await add('offSite', customer.id, al, '06:30');
    await add('noCheckIn', customer.id, kim, '07:00');
    await add('noShow', customer.id, null, '05:00');
    await add('othersOnSite', other.id, al, '08:00');
    await db
      .updateTable('coverageRequests')
      .set({ calledOutGuardId: al.id, calledOutGuardName: 'Ng, Al', callOutReason: 'no-show' })
      .where('id', '=', ids.noShow ?? '')
      .execute();
    const at = (time: string) => new Date(`${DAY}T${time}:00Z`);
    await seedCheckIn(db, {
      requestId: ids.onSite ?? '',
      guardId: kim.id,
      checkedInAt: at('05:57'),
    });
    await seedCheckIn(db, {
      requestId: ids.offSite ?? '',
      guardId: al.id,
      checkedInAt: at('06:25'),
      mark: 'off-site',
    });
    await seedCheckIn(db, {
      requestId: ids.othersOnSite ?? '',
      guardId: al.id,
      checkedInAt: at('07:55'),
    });
  });
  afterAll(() => t.close());

  const read = async (who: TestUser) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/schedule/week?week=${WEEK}`,
      cookie: who.cookie,
    });
    expect(response.statusCode).toBe(200);
    return { text: response.body, week: response.json<ScheduleWeek>() };
  };
  const shiftOf = (week: ScheduleWeek, name: string): ScheduleShift | undefined =>
    week.shifts.find((shift) => shift.id === ids[name]);

  it("gives the office each check-in, an off-site one, and a no-show's guard", async () => {
    const { week } = await read(office);
    expect(week.timeZone).toBe(t.config.timeZone);
    expect(week.attendanceRules).toEqual({ lateAfterMinutes: 10, noShowAfterMinutes: 30 });
    expect(shiftOf(week, 'onSite')?.attendance).toEqual({
      checkedInAt: '2026-12-02T05:57:00.000Z',
      offSite: false,
      distanceMeters: null,
      noShowGuardName: null,
      expectedAt: null,
    });
    // How far, for the office's red 'Off site · 1.8 km' (issue #39).
    expect(shiftOf(week, 'offSite')?.attendance).toMatchObject({
      offSite: true,
      distanceMeters: 1800,
    });
    expect(shiftOf(week, 'noShow')?.attendance).toEqual({
      checkedInAt: null,
      offSite: false,
      distanceMeters: null,
      noShowGuardName: 'Ng, Al',
      expectedAt: null,
    });
    // Without a check-in the field is left out: late follows from the clock and the rules.
    expect(shiftOf(week, 'noCheckIn')).not.toHaveProperty('attendance');
    expect(shiftOf(week, 'onSite')).not.toHaveProperty('onSiteSince');
  });

  it('shows a new check-in and new thresholds on the next read of the kept board', async () => {
    await read(office);
    // Read twice: the second answer is the kept one.
    expect(shiftOf((await read(office)).week, 'noCheckIn')).not.toHaveProperty('attendance');
    await seedCheckIn(t.app.database.db, {
      requestId: ids.noCheckIn ?? '',
      guardId: kimId,
      checkedInAt: new Date(`${DAY}T07:12:00Z`),
    });
    expect(shiftOf((await read(office)).week, 'noCheckIn')?.attendance).toMatchObject({
      checkedInAt: '2026-12-02T07:12:00.000Z',
    });
    const db = t.app.database.db;
    await saveAttendanceSettings(db, { ...DEFAULT_ATTENDANCE_SETTINGS, lateAfterMinutes: 15 });
    expect((await read(office)).week.attendanceRules).toEqual({
      lateAfterMinutes: 15,
      noShowAfterMinutes: 30,
    });
    await saveAttendanceSettings(db, DEFAULT_ATTENDANCE_SETTINGS);
  });

  it('tells a customer only when the guard of their own shift is on site, never where', async () => {
    const { week, text } = await read(customer);
    expect(week.attendanceRules).toBeNull();
    expect(shiftOf(week, 'onSite')?.onSiteSince).toBe('2026-12-02T05:57:00.000Z');
    // Off site is the office's to look into: not 'on site', and not 'off site' either.
    expect(shiftOf(week, 'offSite')).not.toHaveProperty('onSiteSince');
    expect(shiftOf(week, 'noShow')).not.toHaveProperty('onSiteSince');
    for (const shift of week.shifts) expect(shift).not.toHaveProperty('attendance');
    // Another customer's shift is not on their board at all.
    expect(shiftOf(week, 'othersOnSite')).toBeUndefined();
    for (const word of ['offSite', 'off-site', 'distance', 'latitude', 'longitude', 'noShow']) {
      expect(text).not.toContain(word);
    }
    const theirs = await read(other);
    expect(shiftOf(theirs.week, 'othersOnSite')?.onSiteSince).toBe('2026-12-02T07:55:00.000Z');
    expect(shiftOf(theirs.week, 'onSite')).toBeUndefined();
  });
});
