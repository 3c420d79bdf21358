import type { Day } from 'date-fns';
import { startOfWeek } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDate } from './calendar.js';
import { realDate } from './test/arbitraries.js';
import { assessmentDates, workWeekEnd, workWeekStart, workWeeksInRange } from './work-week.js';

const weekday = fc.constantFrom<Day>(0, 1, 2, 3, 4, 5, 6);

describe('workWeekStart', () => {
  it('starts the week on Monday or on Sunday, as the company says', () => {
    // 2026-11-29 is a Sunday.
    expect(workWeekStart('2026-11-29', 1)).toBe('2026-11-23');
    expect(workWeekEnd('2026-11-29', 1)).toBe('2026-11-29');
    expect(workWeekStart('2026-11-29', 0)).toBe('2026-11-29');
    expect(workWeekEnd('2026-11-29', 0)).toBe('2026-12-05');
    expect(workWeekStart('2026-11-28', 0)).toBe('2026-11-22');
    expect(workWeekStart('2026-11-28', 6)).toBe('2026-11-28');
    expect(workWeekStart('2027-01-01', 1)).toBe('2026-12-28');
  });

  it('agrees with date-fns startOfWeek for every first day', () => {
    fc.assert(
      fc.property(realDate, weekday, (date, weekStartsOn) => {
        const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
        const start = startOfWeek(new Date(year, month - 1, day), { weekStartsOn });
        expect(workWeekStart(date, weekStartsOn)).toBe(
          isoDate(start.getFullYear(), start.getMonth() + 1, start.getDate()),
        );
      }),
    );
  });
});

describe('assessmentDates', () => {
  it('covers the week and three days either side of the date', () => {
    // Thursday: the week (Mon–Sun) holds three days either side.
    expect(assessmentDates('2026-11-26', 1)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    // Wednesday: three days back is the Sunday before.
    expect(assessmentDates('2026-11-25', 1)).toEqual({ from: '2026-11-22', to: '2026-11-29' });
    // Monday: three days back into the last week.
    expect(assessmentDates('2026-11-23', 1)).toEqual({ from: '2026-11-20', to: '2026-11-29' });
    // Sunday: three days on into the next.
    expect(assessmentDates('2026-11-29', 1)).toEqual({ from: '2026-11-23', to: '2026-12-02' });
  });

  it('always holds the date, its week and three days either side', () => {
    fc.assert(
      fc.property(realDate, weekday, (date, weekStartsOn) => {
        const { from, to } = assessmentDates(date, weekStartsOn);
        expect(from <= workWeekStart(date, weekStartsOn)).toBe(true);
        expect(to >= workWeekEnd(date, weekStartsOn)).toBe(true);
        const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
        const back = new Date(Date.UTC(year, month - 1, day - 3)).toISOString().slice(0, 10);
        const on = new Date(Date.UTC(year, month - 1, day + 3)).toISOString().slice(0, 10);
        expect(from <= back && to >= on).toBe(true);
      }),
    );
  });
});

describe('workWeeksInRange', () => {
  it("lists the company's weeks that meet the range", () => {
    expect(workWeeksInRange('2026-11-16', '2026-11-22', 1)).toEqual(['2026-11-16']);
    expect(workWeeksInRange('2026-11-16', '2026-11-22', 0)).toEqual(['2026-11-15', '2026-11-22']);
    expect(workWeeksInRange('2026-11-22', '2026-11-16', 1)).toEqual([]);
  });
});
