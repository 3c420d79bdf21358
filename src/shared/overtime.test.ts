import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CompanyRules } from './company-rules.js';
import { overtimeAdded, weekOvertime } from './overtime.js';

type OvertimeRules = Pick<CompanyRules, 'weeklyOvertimeHours' | 'dailyOvertimeHours'>;

const H = 60;
const weekly: OvertimeRules = { weeklyOvertimeHours: 40, dailyOvertimeHours: null };
const daily: OvertimeRules = { weeklyOvertimeHours: 40, dailyOvertimeHours: 8 };
const MON = '2026-11-16';
const WEEK = [MON, '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'];
/** A week of `hours` on its days, Monday first. */
const days = (...hours: number[]) =>
  new Map(hours.map((each, index): [string, number] => [WEEK[index] ?? MON, each * H]));

describe('weekOvertime', () => {
  it('takes the larger of the weekly and the daily count, never their sum', () => {
    // Four 10-hour days: 8 h past the daily limit, none past the weekly one.
    expect(weekOvertime(days(10, 10, 10, 10), daily)).toEqual({
      minutes: 40 * H,
      weeklyOvertime: 0,
      dailyOvertime: 8 * H,
      overtime: 8 * H,
      overtimeDates: WEEK.slice(0, 4),
    });
    // A fifth: 10 past the week, 10 past the days: 10, not 20.
    expect(weekOvertime(days(10, 10, 10, 10, 10), daily).overtime).toBe(10 * H);
    // By week only, the days do not count.
    expect(weekOvertime(days(10, 10, 10, 10), weekly)).toMatchObject({
      dailyOvertime: 0,
      overtime: 0,
      overtimeDates: [],
    });
  });

  it('counts nothing at either limit and every minute past it', () => {
    expect(weekOvertime(days(8, 8, 8, 8, 8), daily).overtime).toBe(0);
    expect(weekOvertime(new Map([[MON, 8 * H + 1]]), daily).overtime).toBe(1);
    expect(weekOvertime(days(8, 8, 8, 8, 8, 0), weekly).overtime).toBe(0);
    expect(
      weekOvertime(new Map([...days(8, 8, 8, 8, 8), [WEEK[5] ?? '', 1]]), weekly),
    ).toMatchObject({ weeklyOvertime: 1, overtime: 1 });
  });
});

describe('overtimeAdded', () => {
  it('adds weekly overtime only past the limit, on both sides of it', () => {
    const at = (weekBefore: number) =>
      overtimeAdded(new Map([[MON, weekBefore]]), { date: WEEK[1] ?? '', minutes: 8 * H }, weekly)
        .added;
    expect(at(32 * H)).toBe(0); // ends exactly at 40
    expect(at(32 * H + 1)).toBe(1); // one minute past
    expect(at(38 * H)).toBe(6 * H);
    expect(at(40 * H)).toBe(8 * H); // all of it
    expect(at(50 * H)).toBe(8 * H); // never more than the shift
  });

  it('adds daily overtime when the company counts by day, on both sides of it', () => {
    const at = (dayBefore: number, shift: number, rules = daily) =>
      overtimeAdded(days(dayBefore), { date: MON, minutes: shift * H }, rules).added;
    expect(at(0, 8)).toBe(0);
    expect(at(0, 9)).toBe(1 * H);
    expect(at(4, 4)).toBe(0);
    expect(at(4, 6)).toBe(2 * H);
    // Without a daily limit the same day is no overtime.
    expect(at(4, 6, weekly)).toBe(0);
  });

  it('counts time past both limits once: the larger of the two', () => {
    // 36 h this week, 4 of them today; a 10 h shift: 6 h past the week, 6 h past the day.
    const today = { date: WEEK[4] ?? '', minutes: 10 * H };
    expect(overtimeAdded(days(8, 8, 8, 8, 4), today, daily)).toEqual({
      weekBefore: 36 * H,
      added: 6 * H,
    });
    // 38 h this week, none today; a 12 h shift: 10 h past the week, 4 h past the day.
    const saturday = { date: WEEK[5] ?? '', minutes: 12 * H };
    expect(overtimeAdded(days(8, 8, 8, 8, 6), saturday, daily).added).toBe(10 * H);
    // 20 h this week, 6 h today; a 6 h shift: none past the week, 4 h past the day.
    expect(overtimeAdded(days(8, 6, 6), { date: WEEK[2] ?? '', minutes: 6 * H }, daily).added).toBe(
      4 * H,
    );
  });

  it('adds what the week gains, not what the shift lies past a limit', () => {
    // Four 10-hour days are 8 h of daily overtime; a fifth takes the week to 10 h: it adds 2,
    // though all 10 of its hours are past 40 h, and the confirmations sum to the week's 10.
    const fifth = { date: WEEK[4] ?? '', minutes: 10 * H };
    expect(overtimeAdded(days(10, 10, 10, 10), fifth, daily)).toEqual({
      weekBefore: 40 * H,
      added: 2 * H,
    });
    // By week only, the same fifth day is all overtime.
    expect(overtimeAdded(days(10, 10, 10, 10), fifth, weekly).added).toBe(10 * H);
  });

  it('is never negative, never more than the shift, and sums to the week’s overtime', () => {
    const dayHours = fc.array(fc.integer({ min: 0, max: 16 * H }), { minLength: 6, maxLength: 6 });
    fc.assert(
      fc.property(dayHours, fc.integer({ min: 0, max: 6 }), (minutes, last) => {
        // The week's shifts added one day after another: what each adds sums to the week's.
        let week = new Map<string, number>();
        let sum = 0;
        for (const [index, shift] of minutes.slice(0, last).entries()) {
          const { added } = overtimeAdded(
            week,
            { date: WEEK[index] ?? MON, minutes: shift },
            daily,
          );
          expect(added).toBeGreaterThanOrEqual(0);
          expect(added).toBeLessThanOrEqual(shift);
          sum += added;
          week = new Map(week).set(WEEK[index] ?? MON, shift);
        }
        expect(sum).toBe(weekOvertime(week, daily).overtime);
      }),
    );
  });
});
