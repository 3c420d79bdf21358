import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.js';
import { timeOfDay } from './test/arbitraries.js';
import { type AttendedShift, shiftWorked, weeklyTimesheets } from './worked-hours.js';

const CHICAGO = 'America/Chicago';
const MINUTE = 60_000;
/** A shift of Ana's on 2026-07-14, 06:00–14:00 Chicago (11:00Z–19:00Z). */
const day = (change: Partial<AttendedShift> = {}): AttendedShift => ({
  guardId: 'ana',
  date: '2026-07-14',
  startTime: '06:00',
  endTime: '14:00',
  checkedInAt: null,
  checkedOutAt: null,
  approvedMinutes: null,
  ...change,
});
const at = (iso: string) => new Date(iso);
const start = at('2026-07-14T11:00:00Z');
const plus = (minutes: number, ms = 0) => new Date(start.getTime() + minutes * MINUTE + ms);

describe('shiftWorked', () => {
  it('counts check-in to check-out within the shift', () => {
    expect(shiftWorked(day({ checkedInAt: plus(-3), checkedOutAt: plus(480) }), CHICAGO)).toEqual({
      scheduledMinutes: 480,
      onSiteMinutes: 483,
      workedMinutes: 480,
      lateMinutes: 0,
      missingCheckIn: false,
      missingCheckOut: false,
      approved: false,
    });
  });

  it('caps an early arrival and a stay past the end to the shift, unless approved', () => {
    const long = day({ checkedInAt: plus(-30), checkedOutAt: plus(525) });
    expect(shiftWorked(long, CHICAGO)).toMatchObject({ onSiteMinutes: 555, workedMinutes: 480 });
    expect(shiftWorked({ ...long, approvedMinutes: 525 }, CHICAGO)).toMatchObject({
      workedMinutes: 525,
      approved: true,
    });
  });

  it('counts a short stay as it is, and nothing for a check-out before the start', () => {
    expect(
      shiftWorked(day({ checkedInAt: plus(60), checkedOutAt: plus(120) }), CHICAGO).workedMinutes,
    ).toBe(60);
    expect(
      shiftWorked(day({ checkedInAt: plus(-20), checkedOutAt: plus(-10) }), CHICAGO).workedMinutes,
    ).toBe(0);
    expect(
      shiftWorked(day({ checkedInAt: plus(60), checkedOutAt: plus(30) }), CHICAGO),
    ).toMatchObject({ onSiteMinutes: 0, workedMinutes: 0 });
  });

  it('rounds each shift to the nearest minute', () => {
    const worked = (ms: number) =>
      shiftWorked(day({ checkedInAt: plus(0), checkedOutAt: plus(100, ms) }), CHICAGO)
        .workedMinutes;
    expect(worked(29_999)).toBe(100);
    expect(worked(30_000)).toBe(101);
  });

  it('counts late minutes from exactly start + 10 minutes, not a millisecond before', () => {
    const late = (minutes: number, ms = 0) =>
      shiftWorked(day({ checkedInAt: plus(minutes, ms), checkedOutAt: plus(480) }), CHICAGO)
        .lateMinutes;
    expect(late(10, -1)).toBe(0);
    expect(late(10)).toBe(10);
    expect(late(12, 59_999)).toBe(12);
    expect(late(-5)).toBe(0);
  });

  it('reads the company late threshold', () => {
    const shift = day({ checkedInAt: plus(4), checkedOutAt: plus(480) });
    expect(
      shiftWorked(shift, CHICAGO, { lateAfterMinutes: 4, noShowAfterMinutes: 30 }).lateMinutes,
    ).toBe(4);
    expect(
      shiftWorked(shift, CHICAGO, { lateAfterMinutes: 5, noShowAfterMinutes: 30 }).lateMinutes,
    ).toBe(0);
  });

  it('flags a missing check-out until the office approves minutes', () => {
    const open = day({ checkedInAt: plus(0) });
    expect(shiftWorked(open, CHICAGO)).toMatchObject({
      onSiteMinutes: null,
      workedMinutes: 0,
      missingCheckOut: true,
    });
    expect(shiftWorked({ ...open, approvedMinutes: 480 }, CHICAGO)).toMatchObject({
      workedMinutes: 480,
      missingCheckOut: false,
    });
  });

  it('flags a missing check-in, and counts the approved minutes of a shift without one', () => {
    expect(shiftWorked(day(), CHICAGO)).toMatchObject({
      scheduledMinutes: 480,
      workedMinutes: 0,
      missingCheckIn: true,
      missingCheckOut: false,
    });
    expect(shiftWorked(day({ approvedMinutes: 0 }), CHICAGO).approved).toBe(true);
  });

  it('counts the real hours of the nights the clocks change (Chicago)', () => {
    const night = (date: string, inAt: string, outAt: string) =>
      shiftWorked(
        day({
          date,
          startTime: '22:00',
          endTime: '06:00',
          checkedInAt: at(inAt),
          checkedOutAt: at(outAt),
        }),
        CHICAGO,
      );
    // 2026-10-31 22:00 CDT to 2026-11-01 06:00 CST: nine hours.
    expect(night('2026-10-31', '2026-11-01T03:00:00Z', '2026-11-01T12:30:00Z')).toMatchObject({
      scheduledMinutes: 540,
      workedMinutes: 540,
      onSiteMinutes: 570,
    });
    // 2026-03-07 22:00 CST to 2026-03-08 06:00 CDT: seven hours.
    expect(night('2026-03-07', '2026-03-08T04:12:00Z', '2026-03-08T11:00:00Z')).toMatchObject({
      scheduledMinutes: 420,
      workedMinutes: 408,
      lateMinutes: 12,
    });
  });

  it('works a whole-day shift within its date, never late, with nothing scheduled', () => {
    const whole = day({
      startTime: null,
      endTime: null,
      checkedInAt: at('2026-07-14T14:00:00Z'),
      checkedOutAt: at('2026-07-15T06:00:00Z'),
    });
    // 09:00 on the 14th to 01:00 on the 15th, counted to midnight: 15 hours.
    expect(shiftWorked(whole, CHICAGO)).toMatchObject({
      scheduledMinutes: 0,
      workedMinutes: 900,
      lateMinutes: 0,
    });
  });

  it('never counts more than the shift, nor less than nothing, unless approved', () => {
    const instant = fc.integer({ min: -600, max: 1_500 }).map((minutes) => plus(minutes));
    const shift = fc
      .tuple(
        fc.constantFrom('2026-03-07', '2026-03-08', '2026-10-31', '2026-11-01', '2026-07-14'),
        timeOfDay,
        timeOfDay,
        fc.option(instant, { nil: null }),
        fc.option(instant, { nil: null }),
      )
      .map(([date, startTime, endTime, checkedInAt, checkedOutAt]) =>
        day({ date, startTime, endTime, checkedInAt, checkedOutAt }),
      );
    fc.assert(
      fc.property(shift, (s) => {
        const worked = shiftWorked(s, CHICAGO);
        expect(worked.workedMinutes).toBeGreaterThanOrEqual(0);
        expect(worked.workedMinutes).toBeLessThanOrEqual(worked.scheduledMinutes);
        expect(worked.workedMinutes).toBeLessThanOrEqual(worked.onSiteMinutes ?? 0);
      }),
    );
  });
});

describe('weeklyTimesheets', () => {
  it('sums each guard by ISO week of the date a shift starts', () => {
    const sheets = weeklyTimesheets(
      [
        // Sunday 2026-11-01's night shift is in week 44; Monday's in week 45.
        day({
          guardId: 'ben',
          date: '2026-11-01',
          startTime: '22:00',
          endTime: '06:00',
          checkedInAt: at('2026-11-02T04:15:00Z'),
          checkedOutAt: at('2026-11-02T12:00:00Z'),
        }),
        day({ guardId: 'ana', date: '2026-11-02', checkedInAt: at('2026-11-02T12:00:00Z') }),
        day({ guardId: 'ana', date: '2026-11-03' }),
        day({
          guardId: 'ana',
          date: '2026-11-04',
          checkedInAt: at('2026-11-04T12:00:00Z'),
          checkedOutAt: at('2026-11-04T20:00:00Z'),
        }),
        day({
          guardId: 'ana',
          date: '2026-10-31',
          startTime: '22:00',
          endTime: '06:00',
          checkedInAt: at('2026-11-01T03:00:00Z'),
          checkedOutAt: at('2026-11-01T12:00:00Z'),
        }),
      ],
      CHICAGO,
    );
    expect(sheets).toEqual([
      {
        guardId: 'ana',
        week: '2026-W44',
        shifts: 1,
        scheduledMinutes: 540,
        workedMinutes: 540,
        lateMinutes: 0,
        missingCheckIns: 0,
        missingCheckOuts: 0,
      },
      {
        guardId: 'ana',
        week: '2026-W45',
        shifts: 3,
        scheduledMinutes: 1440,
        workedMinutes: 480,
        lateMinutes: 0,
        missingCheckIns: 1,
        missingCheckOuts: 1,
      },
      {
        guardId: 'ben',
        week: '2026-W44',
        shifts: 1,
        scheduledMinutes: 480,
        workedMinutes: 465,
        lateMinutes: 15,
        missingCheckIns: 0,
        missingCheckOuts: 0,
      },
    ]);
  });

  it('puts a week across the new year in the ISO year of its Thursday', () => {
    const sheets = weeklyTimesheets(
      [day({ date: '2027-01-01' }), day({ date: '2026-12-28' })],
      'UTC',
    );
    expect(sheets.map(({ week, shifts }) => ({ week, shifts }))).toEqual([
      { week: '2026-W53', shifts: 2 },
    ]);
  });

  it('adds up to the sum of its shifts, whatever their order', () => {
    const shift = fc
      .tuple(fc.constantFrom('ana', 'ben'), fc.integer({ min: 0, max: 20 }), timeOfDay, timeOfDay)
      .map(([guardId, offset, startTime, endTime]) =>
        day({ guardId, date: addDays('2026-10-26', offset), startTime, endTime }),
      );
    fc.assert(
      fc.property(fc.array(shift, { maxLength: 15 }), (shifts) => {
        const sheets = weeklyTimesheets(shifts, CHICAGO);
        const total = sheets.reduce((sum, sheet) => sum + sheet.scheduledMinutes, 0);
        const each = shifts.reduce((sum, s) => sum + shiftWorked(s, CHICAGO).scheduledMinutes, 0);
        expect(total).toBe(each);
        expect(sheets.reduce((sum, sheet) => sum + sheet.shifts, 0)).toBe(shifts.length);
        expect(weeklyTimesheets([...shifts].reverse(), CHICAGO)).toEqual(sheets);
      }),
    );
  });
});
