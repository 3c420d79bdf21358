import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.js';
import { exportHours } from './export-hours.js';
import { hoursText } from './rule-text.js';
import { shiftMinutesElapsed } from './shift-span.js';

const ZONE = 'America/New_York';

describe('exportHours', () => {
  it('gives a shift’s hours to one decimal, an overnight one to its end', () => {
    expect(exportHours({ date: '2026-11-20', startTime: '08:00', endTime: '16:00' }, ZONE)).toBe(8);
    expect(exportHours({ date: '2026-11-20', startTime: '08:00', endTime: '15:30' }, ZONE)).toBe(
      7.5,
    );
    expect(exportHours({ date: '2026-11-20', startTime: '22:00', endTime: '06:00' }, ZONE)).toBe(8);
  });

  it('counts the real time on the nights the clocks change', () => {
    expect(exportHours({ date: '2026-10-31', startTime: '22:00', endTime: '06:00' }, ZONE)).toBe(9);
    expect(exportHours({ date: '2026-03-07', startTime: '22:00', endTime: '06:00' }, ZONE)).toBe(7);
  });

  it('has no hours for a whole-day request', () => {
    expect(exportHours({ date: '2026-11-20', startTime: null, endTime: null }, ZONE)).toBeNull();
  });
});

describe('exportHours against the exact count', () => {
  it('agrees with shiftMinutesElapsed every day of a year, in zones with and without changes', () => {
    for (const zone of [ZONE, 'Europe/London', 'Australia/Lord_Howe', 'America/Santiago', 'UTC']) {
      for (let day = 0; day < 366; day += 1) {
        const date = addDays('2026-01-01', day);
        for (const [startTime, endTime] of [
          ['22:00', '06:00'],
          ['00:00', '00:00'],
          ['01:30', '03:00'],
          ['23:30', '23:30'],
          ['02:30', '04:00'],
          ['12:00', '11:59'],
        ] as const) {
          const shift = { date, startTime, endTime };
          const exact = Number(hoursText(shiftMinutesElapsed(shift, zone)));
          expect(exportHours(shift, zone), `${zone} ${date} ${startTime}`).toBe(exact);
        }
      }
    }
  });
});
