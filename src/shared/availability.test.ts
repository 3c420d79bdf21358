import { describe, expect, it } from 'vitest';
import { AvailabilitySchema, sortedWindows, windowsText, windowText } from './availability.js';

describe('weekly hours a guard cannot work (issue #32)', () => {
  it('writes a time as the guard set it, and says when it runs into the next day', () => {
    expect(windowText({ weekday: 6, from: '06:00', to: '14:00' })).toBe('Sat 06:00\u201314:00');
    expect(windowText({ weekday: 5, from: '22:00', to: '06:00' })).toBe(
      'Fri 22:00\u201306:00 (next day)',
    );
    // Ending at midnight is the next day's 00:00.
    expect(windowText({ weekday: 1, from: '18:00', to: '00:00' })).toBe(
      'Mon 18:00\u201300:00 (next day)',
    );
  });

  it('orders the set by day and start, each time once, and says None for none', () => {
    const set = [
      { weekday: 6, from: '06:00', to: '14:00' },
      { weekday: 0, from: '09:00', to: '10:00' },
      { weekday: 0, from: '08:00', to: '12:00' },
      { weekday: 6, from: '06:00', to: '14:00' },
    ] as const;
    expect(sortedWindows(set)).toEqual([set[2], set[1], set[0]]);
    expect(windowsText(set)).toBe(
      'Sun 08:00\u201312:00, Sun 09:00\u201310:00, Sat 06:00\u201314:00',
    );
    expect(windowsText([])).toBe('None');
  });

  it('takes 00:00 to 23:59 and an overnight time; refuses equal times, 24:00 and an eighth day', () => {
    const check = (window: object) => AvailabilitySchema.safeParse({ windows: [window] }).success;
    expect(check({ weekday: 0, from: '00:00', to: '23:59' })).toBe(true);
    expect(check({ weekday: 5, from: '22:00', to: '06:00' })).toBe(true);
    expect(check({ weekday: 5, from: '22:00', to: '22:00' })).toBe(false);
    expect(check({ weekday: 5, from: '22:00', to: '24:00' })).toBe(false);
    expect(check({ weekday: 7, from: '08:00', to: '09:00' })).toBe(false);
    expect(check({ weekday: 1.5, from: '08:00', to: '09:00' })).toBe(false);
  });
});
