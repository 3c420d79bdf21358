import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeOfDay } from './test/arbitraries.js';
import { type AttendedShift, shiftWorked } from './worked-hours.js';

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
      relief: false,
      asScheduled: false,
    });
  });

  it('counts late and scheduled from when a relief was expected (issue #39)', () => {
    // Taken after the start, expected at 08:00 (two hours in): 6 h scheduled, late from 08:00.
    const relief = (inAt: number, change: Partial<AttendedShift> = {}) =>
      shiftWorked(
        day({ expectedAt: plus(120), checkedInAt: plus(inAt), checkedOutAt: plus(480), ...change }),
        CHICAGO,
      );
    expect(relief(140)).toMatchObject({
      relief: true,
      scheduledMinutes: 360,
      workedMinutes: 340,
      lateMinutes: 20,
    });
    // Within the grace of the expected time, and earlier than expected: not late, all worked.
    expect(relief(129).lateMinutes).toBe(0);
    expect(relief(130).lateMinutes).toBe(10);
    expect(relief(60)).toMatchObject({ lateMinutes: 0, workedMinutes: 420, scheduledMinutes: 360 });
    // An expected time outside the shift counts from the shift's bounds.
    expect(relief(10, { expectedAt: plus(-60) })).toMatchObject({
      scheduledMinutes: 480,
      lateMinutes: 10,
    });
    expect(relief(470, { expectedAt: plus(600) })).toMatchObject({ scheduledMinutes: 0 });
  });

  it('counts a shift the week was approved with as scheduled, settled (issue #39)', () => {
    expect(shiftWorked(day({ asScheduled: true }), CHICAGO)).toMatchObject({
      workedMinutes: 480,
      missingCheckIn: true,
      missingCheckOut: false,
      asScheduled: true,
    });
    const noOut = day({ checkedInAt: plus(30), asScheduled: true });
    expect(shiftWorked(noOut, CHICAGO)).toMatchObject({
      workedMinutes: 480,
      lateMinutes: 30,
      missingCheckOut: false,
    });
    // A relief's scheduled time is what counts.
    expect(shiftWorked({ ...noOut, expectedAt: plus(180) }, CHICAGO).workedMinutes).toBe(300);
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
