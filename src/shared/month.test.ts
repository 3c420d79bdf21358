import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRequestTime } from './coverage-requests.js';
import { MonthSchema } from './date-schemas.js';
import { isMonth, monthOf, monthRange, monthTitle, shiftMonth } from './month.js';
import { isSupportedDate } from './calendar.js';

describe('months', () => {
  it('accepts yyyy-MM with a month from 01 to 12 only', () => {
    expect(isMonth('2026-11')).toBe(true);
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-11', '2026-11-01', '']) {
      expect(isMonth(bad), bad).toBe(false);
      expect(MonthSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('steps across year ends both ways', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-11', 0)).toBe('2026-11');
    expect(shiftMonth('2026-11', 14)).toBe('2028-01');
  });

  it('knows each month’s last day, leap years included', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthRange('2100-02').to).toBe('2100-02-28');
    expect(monthRange('2026-04').to).toBe('2026-04-30');
    expect(monthRange('2026-12').to).toBe('2026-12-31');
  });

  it('titles a month and reads the local month of a moment', () => {
    expect(monthTitle('2026-11')).toBe('November 2026');
    expect(monthTitle('2027-01')).toBe('January 2027');
    expect(monthOf(new Date(2026, 10, 22, 23, 59))).toBe('2026-11');
  });

  it('keeps every month shifted within 2000–2099 valid and reversible', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1199 }),
        fc.integer({ min: 0, max: 1199 }),
        (startIndex, endIndex) => {
          const month = (index: number) =>
            `${String(2000 + Math.floor(index / 12))}-${String((index % 12) + 1).padStart(2, '0')}`;
          const start = month(startIndex);
          const shifted = shiftMonth(start, endIndex - startIndex);
          const { from, to } = monthRange(shifted);
          return (
            shifted === month(endIndex) &&
            isMonth(shifted) &&
            shiftMonth(shifted, startIndex - endIndex) === start &&
            isSupportedDate(from) &&
            isSupportedDate(to)
          );
        },
      ),
    );
  });

  it('refuses months outside 2000–2099', () => {
    for (const outside of ['1999-12', '2100-01', '9999-12', '0001-01']) {
      expect(isMonth(outside), outside).toBe(false);
    }
    expect(isMonth('2000-01') && isMonth('2099-12')).toBe(true);
  });
});

describe('request display', () => {
  it('shows times to 5 characters and a dash when there is none', () => {
    expect(formatRequestTime('08:00')).toBe('08:00');
    expect(formatRequestTime('08:00:00')).toBe('08:00');
    expect(formatRequestTime(null)).toBe('\u2013');
  });
});
