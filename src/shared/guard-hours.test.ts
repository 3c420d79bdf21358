import { describe, expect, it } from 'vitest';
import { hoursInWeek, minutesOnDate } from './guard-hours.js';

const ZONE = 'America/New_York';
const shift = (date: string, startTime: string | null, endTime: string | null) => ({
  date,
  startTime,
  endTime,
});

describe('hoursInWeek', () => {
  // Weeks from Monday: 2026-11-23 (Mon) to 2026-11-29 (Sun).
  const shifts = [
    shift('2026-11-22', '22:00', '06:00'), // Sunday of the week before, ends Monday
    shift('2026-11-23', '08:00', '16:00'),
    shift('2026-11-25', '08:00', '12:30'),
    shift('2026-11-29', '22:00', '06:00'), // Sunday night into next Monday
    shift('2026-11-30', '08:00', '16:00'),
    shift('2026-11-26', null, null), // whole day: no hours
  ];

  it('sums the shifts into the week of the date each starts, overnight ones whole', () => {
    expect(hoursInWeek(shifts, '2026-11-25', 1, ZONE)).toBe(8 + 4.5 + 8);
    expect(hoursInWeek(shifts, '2026-11-22', 1, ZONE)).toBe(8);
    expect(hoursInWeek(shifts, '2026-11-30', 1, ZONE)).toBe(8);
  });

  it('moves Sunday shifts to the next week when weeks start on Sunday', () => {
    // Sunday 2026-11-22 to Saturday 2026-11-28.
    expect(hoursInWeek(shifts, '2026-11-25', 0, ZONE)).toBe(8 + 8 + 4.5);
    // Sunday 2026-11-29 to Saturday 2026-12-05.
    expect(hoursInWeek(shifts, '2026-11-29', 0, ZONE)).toBe(8 + 8);
  });

  it('counts the real hours of a night the clocks change', () => {
    const nights = [shift('2026-10-31', '22:00', '06:00'), shift('2026-03-07', '22:00', '06:00')];
    // Saturday 2026-10-31 is in the week from Monday 2026-10-26.
    expect(hoursInWeek(nights, '2026-10-26', 1, ZONE)).toBe(9);
    expect(hoursInWeek(nights, '2026-03-02', 1, ZONE)).toBe(7);
  });
});

describe('minutesOnDate', () => {
  it('sums the shifts that start on the date', () => {
    const shifts = [
      shift('2026-11-24', '06:00', '10:00'),
      shift('2026-11-24', '22:00', '02:00'),
      shift('2026-11-23', '22:00', '06:00'),
    ];
    expect(minutesOnDate(shifts, '2026-11-24', ZONE)).toBe(8 * 60);
    expect(minutesOnDate(shifts, '2026-11-25', ZONE)).toBe(0);
  });
});
