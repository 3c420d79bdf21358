import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.js';
import {
  shiftDates,
  shiftHours,
  shiftMinutesElapsed,
  shiftSpan,
  spansOverlap,
} from './shift-span.js';

const NEW_YORK = 'America/New_York';
const BERLIN = 'Europe/Berlin';
const timed = (date: string, startTime: string, endTime: string) => ({ date, startTime, endTime });

describe('shiftHours', () => {
  it('counts a day shift and an overnight shift to its end the next day', () => {
    expect(shiftHours(timed('2026-11-24', '08:00', '16:00'), NEW_YORK)).toBe(8);
    expect(shiftHours(timed('2026-11-24', '22:00', '06:00'), NEW_YORK)).toBe(8);
    expect(shiftHours(timed('2026-11-24', '07:30', '07:30'), NEW_YORK)).toBe(24);
    expect(shiftHours(timed('2026-11-24', '09:15', '17:45'), NEW_YORK)).toBe(8.5);
  });

  it('counts real elapsed hours across each daylight-saving change in New York', () => {
    // 2026-11-01 02:00 the clocks go back: the night shift lasts nine hours.
    expect(shiftHours(timed('2026-10-31', '22:00', '06:00'), NEW_YORK)).toBe(9);
    // 2026-03-08 02:00 they go forward: seven.
    expect(shiftHours(timed('2026-03-07', '22:00', '06:00'), NEW_YORK)).toBe(7);
    // The nights either side are eight.
    expect(shiftHours(timed('2026-11-01', '22:00', '06:00'), NEW_YORK)).toBe(8);
    expect(shiftHours(timed('2026-03-06', '22:00', '06:00'), NEW_YORK)).toBe(8);
    // A day shift on the day of the change is not touched by it.
    expect(shiftHours(timed('2026-11-01', '08:00', '16:00'), NEW_YORK)).toBe(8);
  });

  it('counts real elapsed hours across each daylight-saving change in Berlin', () => {
    // 2026-03-29 02:00 → 03:00 and 2026-10-25 03:00 → 02:00.
    expect(shiftHours(timed('2026-03-28', '22:00', '06:00'), BERLIN)).toBe(7);
    expect(shiftHours(timed('2026-10-24', '22:00', '06:00'), BERLIN)).toBe(9);
    // The same wall-clock shift in New York that weekend is eight hours.
    expect(shiftHours(timed('2026-03-28', '22:00', '06:00'), NEW_YORK)).toBe(8);
  });

  it('never counts a shift below zero, even inside the hour the clocks skip', () => {
    // 02:30 does not exist on 2026-03-08 in New York; it reads as 03:30, the shift's end.
    expect(shiftHours(timed('2026-03-08', '02:30', '03:30'), NEW_YORK)).toBe(0);
    expect(shiftHours(timed('2026-03-08', '01:00', '02:30'), NEW_YORK)).toBe(1.5);
  });

  it('counts a whole-day shift (no times) as 0 hours, with no place in time', () => {
    const allDay = { date: '2026-11-24', startTime: null, endTime: null };
    expect(shiftHours(allDay, NEW_YORK)).toBe(0);
    expect(shiftSpan(allDay, NEW_YORK)).toBeNull();
    expect(shiftSpan({ ...allDay, startTime: '08:00' }, NEW_YORK)).toBeNull();
  });

  it('reads the same shift in different zones apart', () => {
    const shift = timed('2026-07-14', '08:00', '16:00');
    expect(shiftSpan(shift, NEW_YORK)?.start).toBe(Date.parse('2026-07-14T12:00:00Z'));
    expect(shiftSpan(shift, BERLIN)?.start).toBe(Date.parse('2026-07-14T06:00:00Z'));
    // Asked again, the kept span is the same.
    expect(shiftSpan(shift, NEW_YORK)?.start).toBe(Date.parse('2026-07-14T12:00:00Z'));
  });
});

describe('shiftMinutesElapsed against the shift’s instants', () => {
  it('agrees every day of a year, in zones with and without changes of clocks', () => {
    // Only the dates around a change read the zone; every other date counts the wall clock.
    const zones = [NEW_YORK, 'Europe/London', 'Australia/Lord_Howe', 'America/Santiago', 'UTC'];
    const times = [
      ['22:00', '06:00'],
      ['00:00', '00:00'],
      ['01:30', '03:00'],
      ['23:30', '23:30'],
      ['02:30', '04:00'],
      ['12:00', '11:59'],
      ['08:00:00', '16:30:00'],
    ] as const;
    for (const zone of zones) {
      for (let day = 0; day < 366; day += 1) {
        const date = addDays('2026-01-01', day);
        for (const [startTime, endTime] of times) {
          const shift = { date, startTime, endTime };
          const span = shiftSpan(shift, zone);
          const exact = span ? Math.round((span.end - span.start) / 60_000) : 0;
          expect(shiftMinutesElapsed(shift, zone), `${zone} ${date} ${startTime}`).toBe(exact);
        }
      }
    }
  });
});

describe('shiftDates', () => {
  it('gives the dates a shift is worked on', () => {
    expect(shiftDates(timed('2026-11-24', '08:00', '16:00'))).toEqual(['2026-11-24']);
    expect(shiftDates(timed('2026-11-29', '22:00', '06:00'))).toEqual(['2026-11-29', '2026-11-30']);
    expect(shiftDates(timed('2026-12-31', '07:00', '07:00'))).toEqual(['2026-12-31', '2027-01-01']);
    // Ending at midnight, it is not worked on the next date.
    expect(shiftDates(timed('2026-11-24', '16:00', '00:00'))).toEqual(['2026-11-24']);
    expect(shiftDates(timed('2026-11-24', '00:00', '00:00'))).toEqual(['2026-11-24']);
    expect(shiftDates({ date: '2026-11-24', startTime: null, endTime: null })).toEqual([
      '2026-11-24',
    ]);
  });
});

describe('spansOverlap', () => {
  it('needs shared time: one ending as the other starts does not overlap', () => {
    expect(spansOverlap({ start: 0, end: 10 }, { start: 10, end: 20 })).toBe(false);
    expect(spansOverlap({ start: 0, end: 11 }, { start: 10, end: 20 })).toBe(true);
    expect(spansOverlap({ start: 12, end: 13 }, { start: 10, end: 20 })).toBe(true);
  });
});
