import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.js';
import { weekOvertime } from './overtime.js';
import {
  hundredthsOf,
  hundredthsText,
  payHours,
  shiftOvertimes,
  sumPayHours,
  type PayRules,
  type PayShift,
} from './timesheet-pay.js';

const H = 60;
const MON = '2026-11-16';
const daily: PayRules = { weeklyOvertimeHours: 40, dailyOvertimeHours: 8, weekStartsOn: 1 };
const weekly: PayRules = { ...daily, dailyOvertimeHours: null };
/** A shift `hours` long starting at `hour` o'clock on the `day`th day from Monday Nov 16. */
const shift = (day: number, hours: number, hour = 8): PayShift => {
  const date = addDays(MON, day);
  return {
    date,
    startsAt: Date.parse(`${date}T00:00:00Z`) + hour * 3_600_000,
    workedMinutes: hours * H,
  };
};

describe('shiftOvertimes', () => {
  it("gives each shift what it adds to the week's overtime, daily then weekly", () => {
    // 10, 12 and 12 hours: 2, 4 and 4 past the days; a short Friday adds nothing; Saturday's
    // 8 hours take the week to 14 h past 40, 4 more than the days' 10, and Sunday's 4 are all past it.
    const week = [
      shift(0, 10),
      shift(1, 12),
      shift(2, 12),
      shift(3, 8),
      shift(4, 4),
      shift(5, 8),
      shift(6, 4),
    ];
    expect(shiftOvertimes(week, daily)).toEqual([2 * H, 4 * H, 4 * H, 0, 0, 4 * H, 4 * H]);
    // By week only, the 40th hour is crossed on Thursday.
    expect(shiftOvertimes(week, weekly)).toEqual([0, 0, 0, 2 * H, 4 * H, 8 * H, 4 * H]);
  });

  it('fills the week in the order the shifts start, whatever the order given', () => {
    // Two 6-hour shifts the same day: the later one carries the 4 hours past the day.
    const morning = shift(0, 6, 6);
    const evening = shift(0, 6, 14);
    expect(shiftOvertimes([evening, morning], daily)).toEqual([4 * H, 0]);
  });

  it('counts each company week apart, from the day the company says weeks start', () => {
    // Weeks from Sunday: Sunday Nov 22 opens the next week, so its shift is no overtime.
    const week = [0, 1, 2, 3, 4].map((day) => shift(day, 9)).concat(shift(6, 8));
    const fromSunday = { ...weekly, weekStartsOn: 0 as const };
    expect(shiftOvertimes(week, weekly)).toEqual([0, 0, 0, 0, 5 * H, 8 * H]);
    expect(shiftOvertimes(week, fromSunday)).toEqual([0, 0, 0, 0, 5 * H, 0]);
  });

  it("sums to the week's overtime, each shift from 0 to its own minutes", () => {
    const shifts = fc.array(
      fc.record({
        day: fc.integer({ min: 0, max: 6 }),
        minutes: fc.integer({ min: 0, max: 16 * H }),
        hour: fc.integer({ min: 0, max: 23 }),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(shifts, fc.constantFrom(daily, weekly), (list, rules) => {
        const pay = list.map(({ day, minutes, hour }) => ({
          ...shift(day, 0, hour),
          workedMinutes: minutes,
        }));
        const overtime = shiftOvertimes(pay, rules);
        pay.forEach((one, index) => {
          expect(overtime[index]).toBeGreaterThanOrEqual(0);
          expect(overtime[index]).toBeLessThanOrEqual(one.workedMinutes);
        });
        const days = new Map<string, number>();
        for (const one of pay) days.set(one.date, (days.get(one.date) ?? 0) + one.workedMinutes);
        expect(overtime.reduce((sum, minutes) => sum + minutes, 0)).toBe(
          weekOvertime(days, rules).overtime,
        );
      }),
    );
  });
});

describe('payHours', () => {
  it('writes hours with two places, regular the rest of worked', () => {
    expect(hundredthsText(hundredthsOf(450))).toBe('7.50');
    expect(hundredthsText(hundredthsOf(1))).toBe('0.02');
    expect(hundredthsText(hundredthsOf(0))).toBe('0.00');
    expect(hundredthsText(hundredthsOf(61 * H))).toBe('61.00');
    // 50 minutes with 25 of overtime: 0.83 worked, 0.42 overtime, so 0.41 regular (not 0.42).
    expect(payHours({ scheduledMinutes: 60, workedMinutes: 50, overtimeMinutes: 25 })).toEqual({
      scheduled: 100,
      worked: 83,
      regular: 41,
      overtime: 42,
    });
  });

  it('adds up on every line and in the total, whatever the rounding', () => {
    const line = fc
      .tuple(fc.integer({ min: 0, max: 2880 }), fc.integer({ min: 0, max: 2880 }))
      .map(([worked, share]) => ({
        scheduledMinutes: worked,
        workedMinutes: worked,
        overtimeMinutes: Math.min(worked, share),
      }));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), (lines) => {
        const hours = lines.map(payHours);
        for (const each of hours) {
          expect(each.regular + each.overtime).toBe(each.worked);
          expect(each.regular).toBeGreaterThanOrEqual(0);
        }
        const total = sumPayHours(hours);
        expect(total.regular + total.overtime).toBe(total.worked);
        expect(total.worked).toBe(hours.reduce((sum, each) => sum + each.worked, 0));
      }),
    );
  });
});
