import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minutesPastLimit, overtimeAdded } from './overtime.js';

const H = 60;
const weekly = { weeklyOvertimeHours: 40, dailyOvertimeHours: null };
const daily = { weeklyOvertimeHours: 40, dailyOvertimeHours: 8 };

describe('overtimeAdded', () => {
  it('adds weekly overtime only past the limit, on both sides of it', () => {
    const at = (weekBefore: number) =>
      overtimeAdded({ weekBefore, dayBefore: 0, shift: 8 * H }, weekly).added;
    expect(at(32 * H)).toBe(0); // ends exactly at 40
    expect(at(32 * H + 1)).toBe(1); // one minute past
    expect(at(38 * H)).toBe(6 * H);
    expect(at(40 * H)).toBe(8 * H); // all of it
    expect(at(50 * H)).toBe(8 * H); // never more than the shift
  });

  it('adds daily overtime when the company counts by day, on both sides of it', () => {
    const at = (dayBefore: number, shift: number) =>
      overtimeAdded(
        { weekBefore: dayBefore * H, dayBefore: dayBefore * H, shift: shift * H },
        daily,
      );
    expect(at(0, 8)).toEqual({ weekly: 0, daily: 0, added: 0 });
    expect(at(0, 9)).toEqual({ weekly: 0, daily: 1 * H, added: 1 * H });
    expect(at(4, 4)).toEqual({ weekly: 0, daily: 0, added: 0 });
    expect(at(4, 6)).toEqual({ weekly: 0, daily: 2 * H, added: 2 * H });
    // Without a daily limit the same day is no overtime.
    expect(overtimeAdded({ weekBefore: 0, dayBefore: 4 * H, shift: 6 * H }, weekly).added).toBe(0);
  });

  it('counts time past both limits once: the larger of the two', () => {
    // 36 h this week, 4 of them today; a 10 h shift: 6 h past the week, 6 h past the day.
    expect(overtimeAdded({ weekBefore: 36 * H, dayBefore: 4 * H, shift: 10 * H }, daily)).toEqual({
      weekly: 6 * H,
      daily: 6 * H,
      added: 6 * H,
    });
    // 38 h this week, none today; a 12 h shift: 10 h past the week, 4 h past the day.
    expect(overtimeAdded({ weekBefore: 38 * H, dayBefore: 0, shift: 12 * H }, daily)).toEqual({
      weekly: 10 * H,
      daily: 4 * H,
      added: 10 * H,
    });
    // 20 h this week, 6 h today; a 6 h shift: none past the week, 4 h past the day.
    expect(overtimeAdded({ weekBefore: 20 * H, dayBefore: 6 * H, shift: 6 * H }, daily)).toEqual({
      weekly: 0,
      daily: 4 * H,
      added: 4 * H,
    });
  });

  it('is never negative and never more than the shift', () => {
    const minutes = fc.integer({ min: 0, max: 200 * H });
    fc.assert(
      fc.property(minutes, minutes, fc.integer({ min: 0, max: 25 * H }), (before, day, shift) => {
        const {
          weekly: w,
          daily: d,
          added,
        } = overtimeAdded({ weekBefore: before, dayBefore: Math.min(day, before), shift }, daily);
        for (const value of [w, d, added]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(shift);
        }
        expect(added).toBe(Math.max(w, d));
      }),
    );
  });
});

describe('minutesPastLimit', () => {
  it('is the part of the shift past the limit', () => {
    expect(minutesPastLimit(0, 10, 5)).toBe(5);
    expect(minutesPastLimit(6, 10, 5)).toBe(10);
    expect(minutesPastLimit(0, 5, 5)).toBe(0);
  });
});
