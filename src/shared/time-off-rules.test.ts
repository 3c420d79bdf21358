import { describe, expect, it } from 'vitest';
import { placeShift } from './shift-span.js';
import { type TimeOff, timeOffFindings } from './time-off-rules.js';

const place = (date: string, startTime: string | null, endTime: string | null) =>
  placeShift({ date, startTime, endTime }, 'America/New_York');
const NIGHT = place('2026-11-27', '22:00', '06:00');
const off = (from: string, to: string, status: TimeOff['status'] = 'approved'): TimeOff => ({
  from,
  to,
  status,
});

describe('timeOffFindings', () => {
  it('blocks approved time off on any date of the shift, both ends inclusive', () => {
    expect(timeOffFindings([off('2026-11-28', '2026-11-30')], NIGHT)).toEqual([
      { rule: 'time-off', message: 'Time off Nov 28\u2013Nov 30' },
    ]);
    expect(timeOffFindings([off('2026-11-20', '2026-11-27')], NIGHT)).toEqual([
      { rule: 'time-off', message: 'Time off Nov 20\u2013Nov 27' },
    ]);
    expect(timeOffFindings([off('2026-11-27', '2026-11-27')], NIGHT)).toEqual([
      { rule: 'time-off', message: 'Time off Nov 27' },
    ]);
  });

  it('leaves dates the shift is not worked on alone', () => {
    expect(timeOffFindings([off('2026-11-29', '2026-11-30')], NIGHT)).toEqual([]);
    expect(timeOffFindings([off('2026-11-20', '2026-11-26')], NIGHT)).toEqual([]);
    // Ending at midnight, the shift is not worked on the 28th.
    expect(
      timeOffFindings([off('2026-11-28', '2026-11-28')], place('2026-11-27', '22:00', '00:00')),
    ).toEqual([]);
  });

  it('warns of a request not yet answered, and ignores a declined one', () => {
    expect(
      timeOffFindings(
        [
          off('2026-11-28', '2026-11-28', 'pending'),
          off('2026-11-27', '2026-11-28', 'declined'),
          off('2026-11-25', '2026-11-27', 'approved'),
        ],
        NIGHT,
      ),
    ).toEqual([
      { rule: 'time-off', message: 'Time off Nov 25\u2013Nov 27' },
      { rule: 'time-off-pending', message: 'Time off requested Nov 28' },
    ]);
  });

  it('meets a whole-day shift on its date', () => {
    expect(
      timeOffFindings([off('2026-11-27', '2026-11-27')], place('2026-11-27', null, null)),
    ).toHaveLength(1);
  });
});
