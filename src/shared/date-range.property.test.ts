import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayNumber,
  daysInRange,
  FIRST_DATE,
  isIsoDate,
  isSupportedDate,
  LAST_DATE,
  weekdayOf,
} from './calendar.js';
import { dateSchema, WeekSchema } from './date-schemas.js';
import { isIsoWeek, isoWeekOf, mondayOf, shiftWeek, weekDays, weekMonday } from './iso-week.js';
import { isMonth, monthRange, shiftMonth } from './month.js';
import { weeksInRange, weekStart } from './report-math.js';

/**
 * Issue #29: the date helpers over the whole accepted range, 2000-01-01 to 2099-12-31. Every
 * date there is written with four digits, so comparing two as text agrees with their order.
 */
const first = dayNumber(FIRST_DATE);
const last = dayNumber(LAST_DATE);
const anyDay = fc.integer({ min: first, max: last }).map((day) => addDays('1970-01-01', day));
const twoDays = fc
  .tuple(anyDay, anyDay)
  .map(([a, b]) => (a <= b ? ([a, b] as const) : ([b, a] as const)));

describe('dates from 2000-01-01 to 2099-12-31', () => {
  it('are every real date written yyyy-MM-dd in those years, and nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: first - 800, max: last + 800 }), (day) => {
        const date = addDays('1970-01-01', day);
        expect(isSupportedDate(date)).toBe(day >= first && day <= last);
        expect(isIsoDate(date)).toBe(true);
        expect(dayNumber(date)).toBe(day);
      }),
    );
    for (const outside of [
      '1999-12-31',
      '2100-01-01',
      '9999-12-31',
      '0001-01-01',
      '+010000-01-01',
    ]) {
      expect(isSupportedDate(outside), outside).toBe(false);
    }
  });

  it('compare as text as they do as days, and step by days both ways', () => {
    fc.assert(
      fc.property(twoDays, ([from, to]) => {
        const distance = dayNumber(to) - dayNumber(from);
        expect(daysInRange(from, to)).toBe(distance + 1);
        expect(addDays(from, distance)).toBe(to);
        expect(addDays(to, -distance)).toBe(from);
        expect(from <= to).toBe(true);
      }),
    );
  });

  it('lists the weeks of any range by count: Mondays 7 days apart, covering it exactly', () => {
    // Ranges of up to two years anywhere in the century (a report's longest), and the whole one.
    const range = fc
      .tuple(anyDay, fc.integer({ min: 0, max: 800 }))
      .map(([from, span]) => [from, addDays(from, span)] as const)
      .filter(([, to]) => to <= LAST_DATE);
    const check = (from: string, to: string) => {
      const weeks = weeksInRange(from, to);
      expect(weeks[0]).toBe(weekStart(from));
      expect(weeks.at(-1)).toBe(weekStart(to));
      const apart = weeks.every(
        (week, index) =>
          weekdayOf(week) === 1 &&
          (index === 0 || dayNumber(week) - dayNumber(weeks[index - 1] ?? '') === 7),
      );
      expect(apart).toBe(true);
    };
    fc.assert(fc.property(range, ([from, to]) => check(from, to)));
    check(FIRST_DATE, LAST_DATE);
    expect(weeksInRange('2099-12-31', '2099-12-01')).toEqual([]);
    expect(weeksInRange('2099-12-31', '2099-12-31')).toEqual(['2099-12-28']);
  });

  it('belong to an ISO week whose days hold them (from the first whole week of 2000)', () => {
    fc.assert(
      fc.property(anyDay, (date) => {
        fc.pre(date >= '2000-01-03');
        const week = isoWeekOf(date);
        expect(isIsoWeek(week)).toBe(true);
        expect(WeekSchema.safeParse(week).success).toBe(true);
        expect(weekMonday(week)).toBe(mondayOf(date));
        expect(weekDays(week)).toContain(date);
        const next = shiftWeek(week, 1);
        if (isIsoWeek(next)) expect(shiftWeek(next, -1)).toBe(week);
      }),
    );
    expect(isoWeekOf('2000-01-02')).toBe('1999-W52');
    expect(isIsoWeek('1999-W52')).toBe(false);
    expect(isIsoWeek(shiftWeek(isoWeekOf(LAST_DATE), 1))).toBe(false);
  });

  it('belong to a month whose range holds them', () => {
    fc.assert(
      fc.property(anyDay, (date) => {
        const month = date.slice(0, 7);
        expect(isMonth(month)).toBe(true);
        const { from, to } = monthRange(month);
        expect(from <= date && date <= to).toBe(true);
        expect(addDays(to, 1)).toBe(`${shiftMonth(month, 1)}-01`);
      }),
    );
    expect(isMonth(shiftMonth('2099-12', 1))).toBe(false);
    expect(isMonth(shiftMonth('2000-01', -1))).toBe(false);
  });

  it('are what the API schemas accept, and they say the range of any other', () => {
    const schema = dateSchema('Date must be a real date (yyyy-MM-dd)');
    fc.assert(
      fc.property(fc.integer({ min: first - 400, max: last + 400 }), (day) => {
        const date = addDays('1970-01-01', day);
        const result = schema.safeParse(date);
        expect(result.success).toBe(isSupportedDate(date));
        if (!result.success) {
          expect(result.error.issues.map((issue) => issue.message)).toEqual([
            'Dates must be from 2000-01-01 to 2099-12-31',
          ]);
        }
      }),
    );
    expect(schema.safeParse('2026-02-30').error?.issues.map((issue) => issue.message)).toEqual([
      'Date must be a real date (yyyy-MM-dd)',
    ]);
  });
});
