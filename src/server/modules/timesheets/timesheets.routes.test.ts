import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardTimesheet, TimesheetWeek } from '../../../shared/timesheets.js';
import { saveAttendanceSettings } from '../../db/attendance-settings.js';
import { entriesOf } from '../../test/audit.js';
import { createGuard, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedAttendedShift } from '../../test/timesheets.js';

/*
 * The company is in New York (UTC-5 in November): 08:00–16:00 there is 13:00–21:00 UTC. Week
 * 2026-W47 is Monday Nov 16 to Sunday Nov 22, over before "today" (the tests run after it).
 */
const WEEK = '2026-W47';
const at = (date: string, time: string) => `${date}T${time}:00.000Z`;

describe('/api/timesheets (issues #33 and #39)', () => {
  let t: TestApp;
  let ann: { id: string; firstName: string; lastName: string };
  let missingOut: string;
  let missingIn: string;
  let locationId: string;

  const read = async (week = WEEK) => {
    const response = await t.as('supervisor', 'GET', `/api/timesheets?week=${week}`);
    expect(response.statusCode).toBe(200);
    return response.json<TimesheetWeek>();
  };
  const sheetOf = async (guardId: string) => {
    const sheet = (await read()).guards.find((guard) => guard.guardId === guardId);
    if (!sheet) throw new Error('no sheet');
    return sheet;
  };
  const approve = (guardId: string, week = WEEK, body?: { confirmWarnings: boolean }) =>
    t.as('admin', 'POST', `/api/timesheets/${guardId}/${week}/approve`, body);
  const setMinutes = (requestId: string, guardId: string, approvedMinutes: number | null) =>
    t.as('admin', 'PUT', `/api/timesheets/shifts/${requestId}/${guardId}`, { approvedMinutes });

  beforeAll(async () => {
    t = await createTestApp({ TZ: 'America/New_York' });
    const db = t.app.database.db;
    locationId = (await createLocation(db, { name: 'Bayview Plaza' })).id;
    ann = await createGuard(db, { firstName: 'Ann', lastName: 'Able' });
    const shift = (date: string, startTime = '08:00', endTime = '16:00') => ({
      locationId,
      guard: ann,
      date,
      startTime,
      endTime,
    });
    // On time (5 minutes early, 10 minutes over: capped to the shift's 480).
    await seedAttendedShift(db, shift('2026-11-16'), {
      checkedInAt: at('2026-11-16', '12:55'),
      checkedOutAt: at('2026-11-16', '21:10'),
    });
    // 12 minutes late: 468 worked, 12 late.
    await seedAttendedShift(db, shift('2026-11-17'), {
      checkedInAt: at('2026-11-17', '13:12'),
      checkedOutAt: at('2026-11-17', '21:00'),
    });
    // Off site, on time.
    await seedAttendedShift(db, shift('2026-11-18'), {
      checkedInAt: at('2026-11-18', '13:00'),
      checkInMark: 'off-site',
      checkedOutAt: at('2026-11-18', '21:00'),
    });
    // Checked in, never out.
    missingOut = await seedAttendedShift(db, shift('2026-11-19'), {
      checkedInAt: at('2026-11-19', '13:00'),
    });
    // Never checked in.
    missingIn = await seedAttendedShift(db, shift('2026-11-20'), null);
    // Held over two hours past a 4-hour shift, and the office approved the 6 hours.
    await seedAttendedShift(db, shift('2026-11-21', '08:00', '12:00'), {
      checkedInAt: at('2026-11-21', '13:00'),
      checkedOutAt: at('2026-11-21', '19:00'),
      approvedMinutes: 360,
    });
    // The week after is not this week's.
    await seedAttendedShift(db, shift('2026-11-23'), null);
  });
  afterAll(() => t.close());

  it('sums each guard week: scheduled beside worked (capped unless approved), late, missing', async () => {
    const sheet = await sheetOf(ann.id);
    expect(sheet).toMatchObject({
      guardName: 'Able, Ann',
      scheduledMinutes: 5 * 480 + 240,
      workedMinutes: 480 + 468 + 480 + 0 + 0 + 360,
      lateMinutes: 12,
      missingCheckIns: 1,
      missingCheckOuts: 1,
      approval: null,
    });
    expect(
      sheet.shifts.map((shift) => [shift.date, shift.workedMinutes, shift.lateMinutes]),
    ).toEqual([
      ['2026-11-16', 480, 0],
      ['2026-11-17', 468, 12],
      ['2026-11-18', 480, 0],
      ['2026-11-19', 0, 0],
      ['2026-11-20', 0, 0],
      ['2026-11-21', 360, 0],
    ]);
    const [onTime, , offSite, noOut, noIn, heldOver] = sheet.shifts;
    expect(onTime).toMatchObject({ onSiteMinutes: 495, checkInMark: 'on-site' });
    expect(offSite).toMatchObject({ checkInMark: 'off-site', checkInDistanceMeters: 900 });
    expect(noOut).toMatchObject({ missingCheckOut: true, missingCheckIn: false });
    expect(noIn).toMatchObject({ missingCheckIn: true, checkedInAt: null });
    expect(heldOver).toMatchObject({ approvedMinutes: 360, onSiteMinutes: 360 });
  });

  it("counts late by the company's late threshold", async () => {
    await saveAttendanceSettings(t.app.database.db, {
      lateAfterMinutes: 15,
      noShowAfterMinutes: 30,
      autoOfferNoShows: false,
      positionRetentionDays: 90,
      reliefArrivalMinutes: 60,
      confirmHoursBefore: 12,
    });
    expect((await sheetOf(ann.id)).lateMinutes).toBe(0);
    await t.app.database.db.deleteFrom('attendanceSettings').execute();
    expect((await sheetOf(ann.id)).lateMinutes).toBe(12);
  });

  it('asks before approving a week with a check-in or check-out missing, naming them, and changes nothing', async () => {
    const response = await approve(ann.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CONFIRM_WARNINGS',
      error: 'Nov 19 Bayview Plaza: no check-out; Nov 20 Bayview Plaza: no check-in',
      warnings: [
        {
          guardId: ann.id,
          guardName: 'Able, Ann',
          warnings: [
            {
              requestId: missingOut,
              rule: 'no-check-out',
              message: 'Nov 19 Bayview Plaza: no check-out',
            },
            {
              requestId: missingIn,
              rule: 'no-check-in',
              message: 'Nov 20 Bayview Plaza: no check-in',
            },
          ],
        },
      ],
    });
    const sheet = await sheetOf(ann.id);
    expect(sheet).toMatchObject({ approval: null, workedMinutes: 1788, missingCheckOuts: 1 });
    expect(sheet.shifts.some((shift) => shift.asScheduled)).toBe(false);
    expect(await entriesOf(t, `${ann.id}:${WEEK}`)).toEqual([]);
  });

  it('settles a shift with its worked time, approves the rest as scheduled when confirmed, and takes it back', async () => {
    // The missing check-out, settled: only the missing check-in still asks.
    const resolved = await setMinutes(missingOut, ann.id, 480);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json<GuardTimesheet>()).toMatchObject({
      missingCheckOuts: 0,
      workedMinutes: 1788 + 480,
    });
    const asked = await approve(ann.id);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      code: 'CONFIRM_WARNINGS',
      error: 'Nov 20 Bayview Plaza: no check-in',
    });

    // Confirmed: approved, the shift without a check-in counts its 8 scheduled hours.
    const approved = await approve(ann.id, WEEK, { confirmWarnings: true });
    expect(approved.statusCode).toBe(200);
    const sheet = approved.json<GuardTimesheet>();
    expect(sheet).toMatchObject({ workedMinutes: 1788 + 480 + 480, missingCheckIns: 1 });
    expect(sheet.approval?.approvedByName).toBeTruthy();
    expect(sheet.shifts.find((shift) => shift.requestId === missingIn)).toMatchObject({
      asScheduled: true,
      workedMinutes: 480,
      missingCheckIn: true,
    });
    expect(await sheetOf(ann.id)).toEqual(sheet);
    expect((await approve(ann.id, WEEK, { confirmWarnings: true })).json()).toMatchObject({
      error: 'This week is already approved',
    });
    const [entry] = await entriesOf(t, `${ann.id}:${WEEK}`);
    expect(entry).toMatchObject({
      action: 'approve',
      entity: 'timesheet',
      label: 'Able, Ann · 2026-W47',
      before: { status: 'Not approved', workedHours: '37.80', approvedAsScheduled: null },
      after: {
        status: 'Approved',
        workedHours: '45.80',
        approvedAsScheduled: 'Nov 20 Bayview Plaza: no check-in',
      },
    });

    // Frozen while approved.
    const frozen = await setMinutes(missingOut, ann.id, 300);
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json()).toMatchObject({
      error: 'Week 2026-W47 of Ann Able is approved: un-approve it first',
    });

    // Un-approved: the choice goes with the approval, the shift is missing its check-in again.
    const undone = await t.as('supervisor', 'DELETE', `/api/timesheets/${ann.id}/${WEEK}/approve`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json<GuardTimesheet>()).toMatchObject({
      approval: null,
      workedMinutes: 1788 + 480,
    });
    expect((await sheetOf(ann.id)).shifts.some((shift) => shift.asScheduled)).toBe(false);
    const [withdrawn] = await entriesOf(t, `${ann.id}:${WEEK}`);
    expect(withdrawn).toMatchObject({
      action: 'unapprove',
      before: { approvedAsScheduled: 'Nov 20 Bayview Plaza: no check-in' },
      after: { status: 'Not approved', approvedAsScheduled: null },
    });
    const cleared = await setMinutes(missingOut, ann.id, null);
    expect(cleared.json<GuardTimesheet>().missingCheckOuts).toBe(1);
    const [change] = await entriesOf(t, `${missingOut}:${ann.id}`);
    expect(change).toMatchObject({ action: 'update', after: { approvedMinutes: null } });
  });

  it('refuses a week not over, a guard without shifts, a shift not theirs, and minutes out of range', async () => {
    const db = t.app.database.db;
    const later = await createGuard(db, { firstName: 'Lee', lastName: 'Later' });
    await seedAttendedShift(db, { locationId, guard: later, date: '2099-06-03' }, null);
    const notOver = await approve(later.id, '2099-W23', { confirmWarnings: true });
    expect(notOver.statusCode).toBe(409);
    expect(notOver.json()).toMatchObject({
      code: 'CONFLICT',
      error: 'The week ends Sun, Jun 7, 2099',
    });
    expect((await read('2099-W23')).guards[0]?.approval).toBeNull();

    expect((await approve(later.id, '2026-W10')).statusCode).toBe(404);
    expect((await setMinutes(missingOut, later.id, 60)).statusCode).toBe(404);
    const outOfRange = await setMinutes(missingOut, ann.id, -1);
    expect(outOfRange.statusCode).toBe(400);
    expect((await t.as('admin', 'GET', '/api/timesheets?week=2026-W60')).statusCode).toBe(400);
  });

  it("keeps a guard's check-in on their sheet after the shift went to someone else", async () => {
    const db = t.app.database.db;
    const gone = await createGuard(db, { firstName: 'Gus', lastName: 'Gone' });
    const other = await createGuard(db, { firstName: 'Ola', lastName: 'Other' });
    const requestId = await seedAttendedShift(
      db,
      { locationId, guard: gone, date: '2026-11-22' },
      { checkedInAt: at('2026-11-22', '13:40') },
    );
    await db
      .updateTable('coverageRequests')
      .set({ assignedGuardId: other.id, assignedGuardName: 'Other, Ola' })
      .where('id', '=', requestId)
      .execute();
    const week = await read();
    expect(week.guards.find((sheet) => sheet.guardId === gone.id)).toMatchObject({
      lateMinutes: 40,
      missingCheckOuts: 1,
    });
    expect(week.guards.find((sheet) => sheet.guardId === other.id)).toMatchObject({
      missingCheckIns: 1,
    });
    expect(week.guards.map((sheet) => sheet.guardName)).toEqual(
      [...week.guards.map((sheet) => sheet.guardName)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('lets admins and supervisors in, and no one else', async () => {
    const everyone = [
      'admin',
      'supervisor',
      'dispatch',
      'customer',
      'guard',
      'user',
      'none',
      'anonymous',
    ] as const;
    expect(await t.statuses([...everyone], 'GET', `/api/timesheets?week=${WEEK}`)).toEqual({
      admin: 200,
      supervisor: 200,
      dispatch: 403,
      customer: 403,
      guard: 403,
      user: 403,
      none: 403,
      anonymous: 401,
    });
    const refused = ['dispatch', 'customer', 'guard', 'anonymous'] as const;
    expect(await t.statuses([...refused], 'GET', `/api/timesheets.csv?week=${WEEK}`)).toEqual({
      dispatch: 403,
      customer: 403,
      guard: 403,
      anonymous: 401,
    });
    expect(
      await t.statuses([...refused], 'POST', `/api/timesheets/${ann.id}/${WEEK}/approve`),
    ).toEqual({
      dispatch: 403,
      customer: 403,
      guard: 403,
      anonymous: 401,
    });
    expect(
      await t.statuses([...refused], 'PUT', `/api/timesheets/shifts/${missingOut}/${ann.id}`, {
        approvedMinutes: 1,
      }),
    ).toEqual({ dispatch: 403, customer: 403, guard: 403, anonymous: 401 });
    expect((await sheetOf(ann.id)).approval).toBeNull();
  });
});
