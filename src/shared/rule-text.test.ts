import { describe, expect, it } from 'vitest';
import { dateRangeText, dateText, hoursText, timeRangeText } from './rule-text.js';

describe('hoursText', () => {
  it('writes hours with at most one decimal', () => {
    expect(hoursText(8 * 60)).toBe('8');
    expect(hoursText(330)).toBe('5.5');
    expect(hoursText(0)).toBe('0');
    expect(hoursText(8 * 60 + 20)).toBe('8.3');
  });

  it('rounds down for rest and up for overtime, so a minute short or over shows', () => {
    expect(hoursText(8 * 60 - 1)).toBe('8');
    expect(hoursText(8 * 60 - 1, 'down')).toBe('7.9');
    expect(hoursText(1, 'up')).toBe('0.1');
    expect(hoursText(6 * 60, 'up')).toBe('6');
    expect(hoursText(6 * 60, 'down')).toBe('6');
    expect(hoursText(486, 'up')).toBe('8.1');
  });
});

describe('dateText', () => {
  it("writes a month and day, with the year when it is not the shift's", () => {
    expect(dateText('2026-11-20', '2026-11-25')).toBe('Nov 20');
    expect(dateText('2025-12-31', '2026-01-02')).toBe('Dec 31, 2025');
    expect(dateRangeText('2026-11-28', '2026-11-30', '2026-11-29')).toBe('Nov 28\u2013Nov 30');
    expect(dateRangeText('2026-11-28', '2026-11-28', '2026-11-28')).toBe('Nov 28');
    expect(dateRangeText('2026-12-30', '2027-01-02', '2027-01-01')).toBe('Dec 30, 2026\u2013Jan 2');
  });

  it('writes times as HH:MM', () => {
    expect(timeRangeText('22:00:00', '06:00')).toBe('22:00\u201306:00');
  });
});
