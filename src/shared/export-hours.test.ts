import { describe, expect, it } from 'vitest';
import { exportHours } from './export-hours.js';

const ZONE = 'America/New_York';

describe('exportHours', () => {
  it('gives a shift’s hours to one decimal, an overnight one to its end', () => {
    expect(exportHours({ date: '2026-11-20', startTime: '08:00', endTime: '16:00' }, ZONE)).toBe(8);
    expect(exportHours({ date: '2026-11-20', startTime: '08:00', endTime: '15:30' }, ZONE)).toBe(
      7.5,
    );
    expect(exportHours({ date: '2026-11-20', startTime: '22:00', endTime: '06:00' }, ZONE)).toBe(8);
    // 7 h 59 min: to the nearest tenth.
    expect(exportHours({ date: '2026-11-20', startTime: '08:00', endTime: '15:59' }, ZONE)).toBe(8);
    expect(exportHours({ date: '2026-11-20', startTime: '08:00', endTime: '15:56' }, ZONE)).toBe(
      7.9,
    );
  });

  it('counts the real time on the nights the clocks change', () => {
    expect(exportHours({ date: '2026-10-31', startTime: '22:00', endTime: '06:00' }, ZONE)).toBe(9);
    expect(exportHours({ date: '2026-03-07', startTime: '22:00', endTime: '06:00' }, ZONE)).toBe(7);
  });

  it('has no hours for a whole-day request', () => {
    expect(exportHours({ date: '2026-11-20', startTime: null, endTime: null }, ZONE)).toBeNull();
  });
});
