import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ATTENDANCE_STATES,
  attendanceDeadlines,
  type AttendanceInput,
  type AttendanceState,
  attendanceState,
  isCheckedIn,
  needsAttention,
  nextTransition,
} from './attendance-rules.js';
import { checkInWindow, wallClockOf } from './check-in-rules.js';

const CHICAGO = 'America/Chicago';
const MINUTE = 60_000;
const start = new Date('2026-07-14T11:00:00Z');
const plus = (minutes: number, ms = 0) => new Date(start.getTime() + minutes * MINUTE + ms);
const none: AttendanceInput = { start, checkedInAt: null };
const state = (input: AttendanceInput, minutes: number, ms = 0) =>
  attendanceState(input, plus(minutes, ms));

describe('attendanceState without a check-in', () => {
  it('is upcoming until the start and due from it', () => {
    expect(state(none, 0, -1)).toBe('upcoming');
    expect(state(none, 0)).toBe('due');
  });

  it('is late at exactly start + 10 minutes, not a millisecond before', () => {
    expect(state(none, 10, -1)).toBe('due');
    expect(state(none, 10)).toBe('late');
  });

  it('is a no-show at exactly start + 30 minutes, not a millisecond before', () => {
    expect(state(none, 30, -1)).toBe('late');
    expect(state(none, 30)).toBe('no-show');
    expect(state(none, 24 * 60)).toBe('no-show');
  });

  it('reads the company thresholds', () => {
    const input = {
      start,
      checkedInAt: null,
      thresholds: { lateAfterMinutes: 1, noShowAfterMinutes: 240 },
    };
    expect(state(input, 1, -1)).toBe('due');
    expect(state(input, 1)).toBe('late');
    expect(state(input, 240, -1)).toBe('late');
    expect(state(input, 240)).toBe('no-show');
  });
});

describe('attendanceState with a check-in', () => {
  const checkedIn = (minutes: number, ms = 0): AttendanceInput => ({
    start,
    checkedInAt: plus(minutes, ms),
  });

  it('is checked in for an early check-in or one before start + late', () => {
    expect(state(checkedIn(-30), -30)).toBe('checked-in');
    expect(state(checkedIn(-30), 60)).toBe('checked-in');
    expect(state(checkedIn(10, -1), 10, -1)).toBe('checked-in');
  });

  it('is checked in late from exactly start + late until the no-show', () => {
    expect(state(checkedIn(10), 10)).toBe('checked-in-late');
    expect(state(checkedIn(30, -1), 45)).toBe('checked-in-late');
  });

  it('is checked in after a no-show from exactly start + no-show', () => {
    expect(state(checkedIn(30), 30)).toBe('checked-in-after-no-show');
    expect(state(checkedIn(95), 95)).toBe('checked-in-after-no-show');
  });

  it('ignores a check-in recorded after the instant asked about', () => {
    expect(state(checkedIn(12), 11)).toBe('late');
    expect(state(checkedIn(12), 12, -1)).toBe('late');
    expect(state(checkedIn(12), 12)).toBe('checked-in-late');
  });
});

describe('nextTransition', () => {
  it('schedules the start, the late time and the no-show time, then nothing', () => {
    const next = (minutes: number) => {
      const found = nextTransition(none, plus(minutes));
      return found && { at: found.at.toISOString(), state: found.state };
    };
    expect(next(-60)).toEqual({ at: '2026-07-14T11:00:00.000Z', state: 'due' });
    expect(next(0)).toEqual({ at: '2026-07-14T11:10:00.000Z', state: 'late' });
    expect(next(10)).toEqual({ at: '2026-07-14T11:30:00.000Z', state: 'no-show' });
    expect(next(30)).toBeNull();
  });

  it('has nothing to schedule once checked in', () => {
    expect(nextTransition({ start, checkedInAt: plus(-5) }, plus(-5))).toBeNull();
  });

  it('lands on real minutes across the skipped hour (2026-03-08, Chicago)', () => {
    // 01:55 CST: late 10 real minutes later is 03:05 CDT on the wall clock.
    const shift = { date: '2026-03-08', startTime: '01:55', endTime: '09:00' };
    const { start: shiftStart } = checkInWindow(shift, CHICAGO);
    const { lateAt, noShowAt } = attendanceDeadlines(shiftStart);
    expect(wallClockOf(lateAt, CHICAGO).time).toBe('03:05');
    expect(wallClockOf(noShowAt, CHICAGO).time).toBe('03:25');
  });

  it('lands on real minutes across the repeated hour (2026-11-01, Chicago)', () => {
    // The overnight shift 22:00–06:00 starts at 03:00Z; no-show is 30 real minutes on.
    const shift = { date: '2026-10-31', startTime: '22:00', endTime: '06:00' };
    const { start: shiftStart } = checkInWindow(shift, CHICAGO);
    const input = { start: shiftStart, checkedInAt: null };
    expect(nextTransition(input, new Date('2026-11-01T03:10:00Z'))?.at.toISOString()).toBe(
      '2026-11-01T03:30:00.000Z',
    );
    // 01:30 CST, the second 01:30 of the night, is long past the no-show.
    expect(attendanceState(input, new Date('2026-11-01T07:30:00Z'))).toBe('no-show');
  });

  it('names the state found at its instant, and the state holds until then', () => {
    const thresholds = fc
      .tuple(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 1, max: 239 }))
      .map(([late, extra]) => ({
        lateAfterMinutes: late,
        noShowAfterMinutes: Math.min(240, late + extra),
      }));
    const checkIn = fc.option(fc.integer({ min: -60 * MINUTE, max: 300 * MINUTE }), { nil: null });
    fc.assert(
      fc.property(
        thresholds,
        checkIn,
        fc.integer({ min: -120 * MINUTE, max: 300 * MINUTE }),
        (t, c, n) => {
          const input = { start, checkedInAt: c === null ? null : plus(0, c), thresholds: t };
          const now = plus(0, n);
          const current = attendanceState(input, now);
          const next = nextTransition(input, now);
          if (!next) return;
          expect(next.at.getTime()).toBeGreaterThan(now.getTime());
          // Without a check-in in between, the state holds up to the instant and changes at it.
          if (input.checkedInAt && input.checkedInAt <= next.at) return;
          expect(attendanceState(input, new Date(next.at.getTime() - 1))).toBe(current);
          expect(attendanceState(input, next.at)).toBe(next.state);
        },
      ),
    );
  });

  it('never goes back to an earlier state as time passes', () => {
    const order = (value: AttendanceState) => ATTENDANCE_STATES.indexOf(value);
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -60, max: 120 }), { nil: null }),
        fc.integer({ min: -120, max: 200 }),
        fc.integer({ min: 0, max: 200 }),
        (checkIn, first, later) => {
          const input = { start, checkedInAt: checkIn === null ? null : plus(checkIn) };
          const before = attendanceState(input, plus(first));
          const after = attendanceState(input, plus(first + later));
          if (isCheckedIn(before)) expect(after).toBe(before);
          else if (!isCheckedIn(after)) expect(order(after)).toBeGreaterThanOrEqual(order(before));
        },
      ),
    );
  });
});

describe('isCheckedIn and needsAttention', () => {
  it('sort the states', () => {
    expect(ATTENDANCE_STATES.filter(isCheckedIn)).toEqual([
      'checked-in',
      'checked-in-late',
      'checked-in-after-no-show',
    ]);
    expect(ATTENDANCE_STATES.filter(needsAttention)).toEqual([
      'late',
      'no-show',
      'checked-in-after-no-show',
    ]);
  });
});
