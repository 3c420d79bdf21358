import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayNumber,
  isIsoDate,
  isoDate,
  localIsoDate,
  minutesOf,
  weekdayOf,
} from './calendar.js';

describe('isIsoDate', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['01/02/2026', false],
  ])('%s → %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('calendar arithmetic', () => {
  it('writes and reads dates', () => {
    expect(isoDate(987, 3, 4)).toBe('0987-03-04');
    expect(localIsoDate(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
  });

  it('steps across month, year and leap-day boundaries', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-06-15', -365)).toBe('2025-06-15');
    expect(dayNumber('2027-03-30') - dayNumber('2027-03-01')).toBe(29);
  });

  it('names the weekday, Sunday first', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('1970-01-01')).toBe(4);
    expect(weekdayOf('1969-12-31')).toBe(3);
  });

  it('counts minutes from midnight', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('23:59')).toBe(1439);
  });

  it('moves to a real date and back for every step', () => {
    const date = fc
      .date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9000-12-31T00:00:00Z') })
      .filter((moment) => !Number.isNaN(moment.getTime()))
      .map((moment) => moment.toISOString().slice(0, 10));
    fc.assert(
      fc.property(date, fc.integer({ min: -40_000, max: 40_000 }), (iso, days) => {
        const moved = addDays(iso, days);
        return (
          isIsoDate(moved) &&
          addDays(moved, -days) === iso &&
          dayNumber(moved) - dayNumber(iso) === days
        );
      }),
    );
  });
});
