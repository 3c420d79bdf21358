import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../shared/csv.js';
import type { TimesheetWeek } from '../../../shared/timesheets.js';
import { saveCompanyRules } from '../../db/company-rules.js';
import { createGuard, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedAttendedShift } from '../../test/timesheets.js';

/*
 * The payroll file (issue #39) of a fixture week: New York (UTC-5 in November), 40 hours a week
 * and 8 a day. Olga's week 2026-W46 (Mon Nov 9 to Sun Nov 15), each shift worked as scheduled
 * unless said:
 *
 *   Mon 08–18 (10 h)          2 h past the day                   → 2 h overtime
 *   Tue 06–18 (12 h)          4 h past the day                   → 4 h
 *   Wed 20–08 (12 h, night)   4 h past the day                   → 4 h
 *   Thu 06–18, relief expected 08:00, in 08:20 (9 h 40, 20 min late)
 *                             1 h 40 past the day                → 1.67 h
 *   Fri 08–12 (4 h)           the week is at 42 h 40, the days' 11 h 40 still more → 0
 *   Sat 08–16 (8 h)           the week at 50 h 40: 10 h 40 past 40 h, 4 h more than the days → 4 h
 *   Sun 08–12 (4 h)           all past 40 h                      → 4 h
 *
 * 59 h 40 worked: 40 regular and 19 h 40 overtime (the weekly count, larger than the daily 11 h 40).
 */
const WEEK = '2026-W46';
const at = (date: string, time: string) => `${date}T${time}:00.000Z`;

describe('GET /api/timesheets.csv (issue #39)', () => {
  let t: TestApp;
  let olga: { id: string; firstName: string; lastName: string };

  beforeAll(async () => {
    t = await createTestApp({ TZ: 'America/New_York' });
    const db = t.app.database.db;
    await saveCompanyRules(db, {
      weeklyOvertimeHours: 40,
      dailyOvertimeHours: 8,
      minRestHours: 8,
      weekStartsOn: 1,
    });
    const { id: gate } = await createLocation(db, { name: 'North Gate' });
    const { id: plaza } = await createLocation(db, { name: 'Bayview Plaza' });
    olga = await createGuard(db, { firstName: 'Olga', lastName: 'Over' });
    const worked = async (
      locationId: string,
      date: string,
      [startTime, endTime]: [string, string],
      [inAt, outAt]: [string, string],
      expectedAt: string | null = null,
    ) =>
      seedAttendedShift(
        db,
        { locationId, guard: olga, date, startTime, endTime },
        { checkedInAt: inAt, checkedOutAt: outAt, expectedAt },
      );
    await worked(
      gate,
      '2026-11-09',
      ['08:00', '18:00'],
      [at('2026-11-09', '13:00'), at('2026-11-09', '23:00')],
    );
    await worked(
      gate,
      '2026-11-10',
      ['06:00', '18:00'],
      [at('2026-11-10', '11:00'), at('2026-11-10', '23:00')],
    );
    await worked(
      plaza,
      '2026-11-11',
      ['20:00', '08:00'],
      [at('2026-11-12', '01:00'), at('2026-11-12', '13:00')],
    );
    await worked(
      plaza,
      '2026-11-12',
      ['06:00', '18:00'],
      [at('2026-11-12', '13:20'), at('2026-11-12', '23:00')],
      at('2026-11-12', '13:00'),
    );
    await worked(
      gate,
      '2026-11-13',
      ['08:00', '12:00'],
      [at('2026-11-13', '13:00'), at('2026-11-13', '17:00')],
    );
    await worked(
      gate,
      '2026-11-14',
      ['08:00', '16:00'],
      [at('2026-11-14', '13:00'), at('2026-11-14', '21:00')],
    );
    await worked(
      gate,
      '2026-11-15',
      ['08:00', '12:00'],
      [at('2026-11-15', '13:00'), at('2026-11-15', '17:00')],
    );
    // A guard whose name looks like a formula, with a shift never checked in to.
    const sly = await createGuard(db, { firstName: '=HYPERLINK("x")', lastName: '@Sly' });
    await seedAttendedShift(
      db,
      { locationId: gate, guard: sly, date: '2026-11-10', startTime: '08:00', endTime: '16:00' },
      null,
    );
  });
  afterAll(() => t.close());

  it('writes a line per shift and each guard total: regular and overtime, late, relief', async () => {
    const response = await t.as('supervisor', 'GET', `/api/timesheets.csv?week=${WEEK}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(`timesheets_${WEEK}.csv`);
    const table = parseCsv(response.body);
    expect(table.headers).toEqual([
      'Guard',
      'Date',
      'Post',
      'Scheduled Hours',
      'Worked Hours',
      'Regular Hours',
      'Overtime Hours',
      'Late Minutes',
      'Relief',
      'Approval',
    ]);
    const cells = (row: Record<string, string>) => Object.values(row);
    const olgaLines = table.rows.filter((row) => row.Guard === 'Over, Olga').map(cells);
    const guard = 'Over, Olga';
    expect(olgaLines).toEqual([
      [guard, '2026-11-09', 'North Gate', '10.00', '10.00', '8.00', '2.00', '0', 'no', ''],
      [guard, '2026-11-10', 'North Gate', '12.00', '12.00', '8.00', '4.00', '0', 'no', ''],
      [guard, '2026-11-11', 'Bayview Plaza', '12.00', '12.00', '8.00', '4.00', '0', 'no', ''],
      [guard, '2026-11-12', 'Bayview Plaza', '10.00', '9.67', '8.00', '1.67', '20', 'yes', ''],
      [guard, '2026-11-13', 'North Gate', '4.00', '4.00', '4.00', '0.00', '0', 'no', ''],
      [guard, '2026-11-14', 'North Gate', '8.00', '8.00', '4.00', '4.00', '0', 'no', ''],
      [guard, '2026-11-15', 'North Gate', '4.00', '4.00', '0.00', '4.00', '0', 'no', ''],
      [guard, 'Week total', '', '60.00', '59.67', '40.00', '19.67', '20', '', 'Not approved'],
    ]);
    // Guards by name, each followed by their total; formula-looking cells neutralised.
    expect(table.rows.map((row) => [row.Guard, row.Date])).toEqual([
      ['\'@Sly, =HYPERLINK("x")', '2026-11-10'],
      ['\'@Sly, =HYPERLINK("x")', 'Week total'],
      ...olgaLines.map((line) => [guard, line[1]]),
    ]);
    expect(response.body).toContain(
      `"'@Sly, =HYPERLINK(""x"")",2026-11-10,North Gate,8.00,0.00,0.00,0.00,0,no,\r\n`,
    );
  });

  it('says the same on the page: overtime per shift summing to the week, the relief and its expected time', async () => {
    const response = await t.as('admin', 'GET', `/api/timesheets?week=${WEEK}`);
    const week = response.json<TimesheetWeek>();
    expect(week.timeZone).toBe('America/New_York');
    const sheet = week.guards.find((guard) => guard.guardId === olga.id);
    expect(sheet).toMatchObject({
      scheduledMinutes: 3600,
      workedMinutes: 3580,
      overtimeMinutes: 1180,
      lateMinutes: 20,
    });
    expect(sheet?.shifts.map((shift) => shift.overtimeMinutes)).toEqual([
      120, 240, 240, 100, 0, 240, 240,
    ]);
    expect(sheet?.shifts[3]).toMatchObject({
      relief: true,
      expectedAt: at('2026-11-12', '13:00'),
      scheduledMinutes: 600,
      workedMinutes: 580,
      lateMinutes: 20,
    });
  });

  it('counts overtime in the company week when it starts on another day than Monday', async () => {
    // Weeks from Sunday: Olga's Sunday Nov 15 opens the next company week, so its 4 hours are
    // regular; Mon–Sat are 55 h 40, 15 h 40 past 40 h, still more than the days' 11 h 40.
    await saveCompanyRules(t.app.database.db, {
      weeklyOvertimeHours: 40,
      dailyOvertimeHours: 8,
      minRestHours: 8,
      weekStartsOn: 0,
    });
    const response = await t.as('admin', 'GET', `/api/timesheets?week=${WEEK}`);
    const sheet = response.json<TimesheetWeek>().guards.find((guard) => guard.guardId === olga.id);
    expect(sheet?.shifts.map((shift) => shift.overtimeMinutes)).toEqual([
      120, 240, 240, 100, 0, 240, 0,
    ]);
    expect(sheet?.overtimeMinutes).toBe(940);
  });
});
