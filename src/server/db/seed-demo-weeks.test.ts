import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localIsoDate } from '../../shared/calendar.js';
import { shiftBounds } from '../../shared/check-in-rules.js';
import { distanceMeters } from '../../shared/geo-distance.js';
import { isoWeekOf, shiftWeek } from '../../shared/iso-week.js';
import type { CallOutsByPostReport } from '../../shared/reports.js';
import type { CompanySettings } from '../../shared/company-settings.js';
import type { OfficeTimeOffList } from '../../shared/time-off-shifts.js';
import type { TimesheetWeek } from '../../shared/timesheets.js';
import type { UncoveredHoursReport } from '../../shared/uncovered-hours.js';
import { monthRange, shiftMonth } from '../../shared/month.js';
import { closeSeededDemo, seedDemoAt, type SeededDemo } from '../test/seeded-demo.js';

/** Friday 15 May 2026, 20:40 local: the demo is seeded, and read, at this instant. */
const NOW = new Date(2026, 4, 15, 20, 40);
const TODAY = localIsoDate(NOW);
const THIS_WEEK = isoWeekOf(TODAY);
/** The attendance goes back to the Monday two weeks before this week's. */
const FROM = addDays(TODAY, -18);

// Issue #39: the weeks before the demo's day have the numbers Timesheets and Reports show.
describe('the demo: the last weeks of check-ins, no-shows, time off and the office', () => {
  let demo: SeededDemo;
  beforeAll(async () => {
    demo = await seedDemoAt(NOW);
  });
  afterAll(() => closeSeededDemo(demo));

  it('keeps check-ins as the app records them: distances and marks, positions within the retention', async () => {
    const rows = await demo.t.app.database.db
      .selectFrom('shiftAttendance as a')
      .innerJoin('coverageRequests as r', 'r.id', 'a.requestId')
      .innerJoin('locations as l', 'l.id', 'r.locationId')
      .innerJoin('guards as g', 'g.id', 'a.guardId')
      .selectAll('a')
      .select(['l.latitude', 'l.longitude', 'l.radiusMeters', 'g.accountId', 'r.date'])
      .select(['r.startTime', 'r.endTime'])
      .where('a.checkedInAt', 'is not', null)
      .execute();
    expect(rows.length).toBeGreaterThan(40);
    // Only a guard with the app can check in, and the first check-ins are two weeks back and more.
    expect(rows.every((row) => row.accountId !== null)).toBe(true);
    expect(rows.some((row) => row.date <= addDays(FROM, 2))).toBe(true);
    const marks = new Set(rows.map((row) => row.checkInMark));
    expect([...marks].sort()).toEqual(['no-location', 'off-site', 'on-site']);
    for (const row of rows) {
      const where = `${row.date} ${String(row.checkInMark)}`;
      if (row.checkInMark === 'no-location') {
        expect([row.checkInDistanceMeters, row.checkInLatitude], where).toEqual([null, null]);
        continue;
      }
      // Within the 90 days positions are kept: the distance is the one from the stored position,
      // to the metre that PostgreSQL's stored precision leaves.
      const post = { latitude: row.latitude ?? 0, longitude: row.longitude ?? 0 };
      const position = { latitude: row.checkInLatitude ?? 0, longitude: row.checkInLongitude ?? 0 };
      const gap = distanceMeters(post, position) - (row.checkInDistanceMeters ?? 0);
      expect(Math.abs(gap), where).toBeLessThanOrEqual(1);
      const beyond = (row.checkInDistanceMeters ?? 0) - (row.checkInAccuracy ?? 0);
      expect(beyond > row.radiusMeters, where).toBe(row.checkInMark === 'off-site');
    }
    // Late check-ins came after the timer marked them late; the others before it.
    const late = rows.filter((row) => row.lateAt !== null && row.expectedAt === null);
    expect(late.length).toBeGreaterThanOrEqual(2);
    for (const row of late) {
      const { start } = shiftBounds(row, demo.t.config.timeZone);
      expect(Date.parse(row.lateAt ?? '')).toBe(start + 10 * 60_000);
      expect(Date.parse(row.checkedInAt ?? '')).toBeGreaterThan(Date.parse(row.lateAt ?? ''));
    }
  });

  it('tells the no-shows, their reliefs and the guards who left early as the server records them', async () => {
    const { db } = demo.t.app.database;
    const calledOut = await db
      .selectFrom('coverageRequests')
      .selectAll()
      .where('date', '>=', FROM)
      .where('date', '<', TODAY)
      .where('callOutReason', 'in', ['no-show', 'left-post'])
      .execute();
    const noShows = calledOut.filter((request) => request.callOutReason === 'no-show');
    expect(noShows).toHaveLength(3);
    expect(noShows.filter((request) => request.assignedGuardId !== null)).toHaveLength(2);
    const reliefs = await db
      .selectFrom('shiftAttendance')
      .selectAll()
      .where('expectedAt', 'is not', null)
      .execute();
    for (const request of calledOut.filter((one) => one.assignedGuardId !== null)) {
      const relief = reliefs.find((row) => row.requestId === request.id);
      expect(relief?.guardId).toBe(request.assignedGuardId);
      expect(Date.parse(relief?.checkedInAt ?? '')).toBeGreaterThan(
        Date.parse(request.filledAt ?? ''),
      );
    }
    // The rest of each shift a guard left: its own request, from the minute they checked out.
    const rests = calledOut.filter((request) => request.callOutReason === 'left-post');
    expect(rests).toHaveLength(2);
    for (const rest of rests) {
      const kept = await db
        .selectFrom('coverageRequests')
        .innerJoin('shiftAttendance as a', 'a.requestId', 'coverageRequests.id')
        .select(['endTime', 'a.guardId', 'a.checkedOutAt', 'a.checkedInAt'])
        .where('coverageRequests.id', '=', rest.continuesRequestId ?? '')
        .executeTakeFirstOrThrow();
      expect(kept.endTime).toBe(rest.startTime);
      expect(kept.guardId).toBe(rest.calledOutGuardId);
      expect(Date.parse(kept.checkedOutAt ?? '')).toBe(Date.parse(rest.calledOutAt ?? ''));
    }
    expect(rests.filter((rest) => rest.assignedGuardId === null)).toHaveLength(1);
  });

  it("gives last week's timesheets a relief's line and a check-out to ask about; the week before is approved", async () => {
    const lastWeek = shiftWeek(THIS_WEEK, -1);
    const sheets = await demo.get<TimesheetWeek>(
      `/api/timesheets?week=${lastWeek}`,
      demo.supervisor,
    );
    const shifts = sheets.guards.flatMap((guard) => guard.shifts);
    expect(shifts.some((shift) => shift.relief && shift.checkedInAt !== null)).toBe(true);
    expect(sheets.guards.every((guard) => guard.approval === null)).toBe(true);
    const missing = sheets.guards.find((guard) => guard.missingCheckOuts > 0);
    const approve = await demo.t.request({
      method: 'POST',
      url: `/api/timesheets/${missing?.guardId ?? ''}/${lastWeek}/approve`,
      cookie: demo.supervisor,
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toMatchObject({ code: 'CONFIRM_WARNINGS' });
    expect(approve.body).toContain('no check-out');
    // Guards without the app cannot check in: the office set their worked time, and approved.
    const before = await demo.get<TimesheetWeek>(
      `/api/timesheets?week=${shiftWeek(lastWeek, -1)}`,
      demo.supervisor,
    );
    expect(before.guards.length).toBeGreaterThan(10);
    expect(before.guards.every((guard) => guard.approval !== null)).toBe(true);
    expect(before.guards.every((guard) => guard.workedMinutes > 0)).toBe(true);
  });

  it('counts uncovered hours last month, and for the customer, and the call-outs', async () => {
    const { from, to } = monthRange(shiftMonth(TODAY.slice(0, 7), -1));
    const month = await demo.get<UncoveredHoursReport>(
      `/api/reports/uncovered-hours?from=${from}&to=${to}`,
      demo.supervisor,
    );
    expect(month.total.hours).toBeGreaterThan(0);
    const weeks = await demo.get<UncoveredHoursReport>(
      `/api/reports/uncovered-hours?from=${FROM}&to=${TODAY}`,
      demo.supervisor,
    );
    expect(weeks.total.partShifts).toBeGreaterThanOrEqual(2);
    expect(weeks.customers.some((customer) => customer.name === 'Priya Raman')).toBe(true);
    const callOuts = await demo.get<CallOutsByPostReport>(
      `/api/reports/call-outs-by-post?from=${FROM}&to=${TODAY}`,
      demo.supervisor,
    );
    expect(callOuts.total).toBeGreaterThanOrEqual(6);
  });

  it('lists the time off waiting with its booked shift, and asks before approving it', async () => {
    const { requests } = await demo.get<OfficeTimeOffList>(
      '/api/time-off?status=pending',
      demo.supervisor,
    );
    expect(requests).toHaveLength(1);
    const [pending] = requests;
    expect(pending?.bookedShifts).toHaveLength(1);
    const approve = await demo.t.request({
      method: 'POST',
      url: `/api/time-off/${pending?.id ?? ''}/approve`,
      cookie: demo.supervisor,
      payload: {},
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toMatchObject({ code: 'CONFIRM_WARNINGS' });
    expect(approve.body).toContain(pending?.bookedShifts[0]?.locationName ?? '?');
  });

  it("keeps the office's name and phone", async () => {
    const settings = await demo.get<CompanySettings>('/api/settings', demo.admin);
    expect(settings.companyName).toBe('Capitol River Security');
    expect(settings.officePhone).toMatch(/^\(916\) 555-01\d\d$/);
  });
});
