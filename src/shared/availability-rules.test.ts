import { describe, expect, it } from 'vitest';
import { unavailabilityWarnings, type WeeklyUnavailability } from './availability-rules.js';
import { placeShift } from './shift-span.js';

const ZONE = 'America/New_York';
// 2026-11-27 is a Friday, 2026-11-28 a Saturday.
const SAT_MORNING: WeeklyUnavailability = { weekday: 6, from: '06:00', to: '14:00' };
const FRI_NIGHT: WeeklyUnavailability = { weekday: 5, from: '22:00', to: '06:00' };
const shift = (date: string, startTime: string | null, endTime: string | null) =>
  placeShift({ date, startTime, endTime }, ZONE);
const messages = (windows: WeeklyUnavailability[], times: ReturnType<typeof shift>) =>
  unavailabilityWarnings(windows, times).map((warning) => warning.message);

describe('unavailabilityWarnings', () => {
  it('warns when the shift shares time with an unavailable time of that weekday', () => {
    expect(unavailabilityWarnings([SAT_MORNING], shift('2026-11-28', '12:00', '20:00'))).toEqual([
      { rule: 'unavailable', message: 'Unavailable Sat 06:00\u201314:00' },
    ]);
    // Touching at either end is no overlap.
    expect(messages([SAT_MORNING], shift('2026-11-28', '14:00', '22:00'))).toEqual([]);
    expect(messages([SAT_MORNING], shift('2026-11-27', '22:00', '06:00'))).toEqual([]);
    // Another weekday.
    expect(messages([SAT_MORNING], shift('2026-11-27', '08:00', '12:00'))).toEqual([]);
  });

  it('meets an overnight shift on the date it ends', () => {
    expect(messages([SAT_MORNING], shift('2026-11-27', '22:00', '06:30'))).toEqual([
      'Unavailable Sat 06:00\u201314:00',
    ]);
  });

  it('reads an overnight unavailable time into the next day', () => {
    expect(messages([FRI_NIGHT], shift('2026-11-28', '05:00', '09:00'))).toEqual([
      'Unavailable Fri 22:00\u201306:00',
    ]);
    expect(messages([FRI_NIGHT], shift('2026-11-28', '06:00', '09:00'))).toEqual([]);
    expect(messages([FRI_NIGHT], shift('2026-11-27', '18:00', '22:30'))).toEqual([
      'Unavailable Fri 22:00\u201306:00',
    ]);
  });

  it('warns for a whole-day shift when any unavailable time reaches its date', () => {
    expect(messages([SAT_MORNING, FRI_NIGHT], shift('2026-11-28', null, null))).toEqual([
      'Unavailable Sat 06:00\u201314:00',
      'Unavailable Fri 22:00\u201306:00',
    ]);
    expect(messages([SAT_MORNING], shift('2026-11-27', null, null))).toEqual([]);
  });

  it('says each unavailable time once', () => {
    expect(messages([SAT_MORNING, SAT_MORNING], shift('2026-11-28', '00:00', '00:00'))).toEqual([
      'Unavailable Sat 06:00\u201314:00',
    ]);
  });
});
