import { describe, expect, it } from 'vitest';
import { minutesByDate } from './guard-hours.js';

const ZONE = 'America/New_York';
const shift = (date: string, startTime: string | null, endTime: string | null) => ({
  date,
  startTime,
  endTime,
});

describe('minutesByDate', () => {
  // Weeks from Monday: 2026-11-23 (Mon) to 2026-11-29 (Sun).
  const shifts = [
    shift('2026-11-22', '22:00', '06:00'), // Sunday of the week before, ends Monday
    shift('2026-11-23', '08:00', '16:00'),
    shift('2026-11-25', '08:00', '12:30'),
    shift('2026-11-25', '22:00', '02:00'), // a second shift that day, into the next
    shift('2026-11-29', '22:00', '06:00'), // Sunday night into next Monday
    shift('2026-11-30', '08:00', '16:00'),
    shift('2026-11-26', null, null), // whole day: no hours
  ];

  it('sums the shifts into the date each starts on, overnight ones whole', () => {
    expect(minutesByDate(shifts, ZONE)).toEqual(
      new Map([
        ['2026-11-22', 480],
        ['2026-11-23', 480],
        ['2026-11-25', 270 + 240],
        ['2026-11-29', 480],
        ['2026-11-30', 480],
        ['2026-11-26', 0],
      ]),
    );
  });

  it('keeps the shifts that start in the range, both ends included', () => {
    const week = minutesByDate(shifts, ZONE, { from: '2026-11-23', to: '2026-11-29' });
    expect([...week.keys()].sort()).toEqual([
      '2026-11-23',
      '2026-11-25',
      '2026-11-26',
      '2026-11-29',
    ]);
  });

  it('counts the real hours of a night the clocks change', () => {
    const nights = [shift('2026-10-31', '22:00', '06:00'), shift('2026-03-07', '22:00', '06:00')];
    expect(minutesByDate(nights, ZONE)).toEqual(
      new Map([
        ['2026-10-31', 540],
        ['2026-03-07', 420],
      ]),
    );
  });
});
