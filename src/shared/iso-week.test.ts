import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from './calendar.js';
import {
  isIsoWeek,
  isoWeekOf,
  mondayOf,
  parseIsoWeek,
  shiftWeek,
  weekDays,
  weekMonday,
  weeksInYear,
  weekTitle,
} from './iso-week.js';

describe('ISO weeks', () => {
  it('finds the week of a date, Monday to Sunday', () => {
    expect(isoWeekOf('2026-11-23')).toBe('2026-W48');
    expect(isoWeekOf('2026-11-29')).toBe('2026-W48');
    expect(isoWeekOf('2026-11-30')).toBe('2026-W49');
  });

  it("gives early January to last year's week and late December to next year's", () => {
    // 1 January 2027 is a Friday: it belongs to 2026's week 53.
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-04')).toBe('2027-W01');
    // 29 December 2025 is a Monday of a week whose Thursday is 1 January 2026.
    expect(isoWeekOf('2025-12-29')).toBe('2026-W01');
    expect(isoWeekOf('2021-01-03')).toBe('2020-W53');
  });

  it('knows which years have 53 weeks', () => {
    expect(weeksInYear(2026)).toBe(53);
    expect(weeksInYear(2025)).toBe(52);
    expect(weeksInYear(2020)).toBe(53);
    expect(weeksInYear(2027)).toBe(52);
  });

  it('parses YYYY-Www and refuses what is not a real week', () => {
    expect(parseIsoWeek('2026-W48')).toEqual({ year: 2026, week: 48 });
    expect(isIsoWeek('2026-W53')).toBe(true);
    expect(isIsoWeek('2025-W53')).toBe(false);
    for (const bad of ['2026-W00', '2026-W54', '2026W48', '2026-w48', '2026-W4', '', '0000-W01']) {
      expect(isIsoWeek(bad), bad).toBe(false);
    }
  });

  it('lists the 7 days of a week, Monday first', () => {
    const days = weekDays('2026-W48');
    expect(days).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(weekdayOf(days[0] ?? '')).toBe(1);
    expect(weekDays('2026-W01')[0]).toBe('2025-12-29');
    expect(() => weekMonday('2025-W53')).toThrow(RangeError);
  });

  it('pages weeks across year ends', () => {
    expect(shiftWeek('2026-W53', 1)).toBe('2027-W01');
    expect(shiftWeek('2027-W01', -1)).toBe('2026-W53');
    expect(shiftWeek('2026-W48', -48)).toBe('2025-W52');
  });

  it('round-trips every day of several years', () => {
    let day = '2025-12-29';
    while (day < '2028-01-10') {
      const week = isoWeekOf(day);
      expect(weekDays(week)).toContain(day);
      expect(weekMonday(week)).toBe(mondayOf(day));
      day = addDays(day, 1);
    }
  });

  it('titles a week', () => {
    expect(weekTitle('2026-W48')).toBe('Nov 23 – 29, 2026');
    expect(weekTitle('2026-W49')).toBe('Nov 30 – Dec 6, 2026');
    expect(weekTitle('2026-W53')).toBe('Dec 28, 2026 – Jan 3, 2027');
  });
});
