import { describe, expect, it } from 'vitest';
import { restAround, restBlockers, shiftsClash } from './rest-rules.js';
import { placeShift } from './shift-span.js';

const ZONE = 'America/New_York';
let ids = 0;
const booked = (date: string, startTime: string | null, endTime: string | null) => ({
  id: `s${String(++ids)}`,
  locationName: 'North Gate',
  date,
  startTime,
  endTime,
});
const shift = (date: string, startTime: string | null, endTime: string | null) =>
  placeShift({ date, startTime, endTime }, ZONE);
const hours = (minutes: number | null) => (minutes === null ? null : minutes / 60);

describe('restAround', () => {
  it('finds the rest before and after across midnight and a week boundary', () => {
    // Sunday night 22:00–06:00 (weeks from Monday), then Monday 08:00: two hours' rest.
    const around = restAround(shift('2026-11-30', '08:00', '16:00'), [
      booked('2026-11-29', '22:00', '06:00'),
      booked('2026-12-01', '06:00', '14:00'),
    ]);
    expect(hours(around.restBefore)).toBe(2);
    expect(hours(around.restAfter)).toBe(14);
    expect(around.clashes).toEqual([]);
  });

  it('takes the nearest shift on each side', () => {
    const around = restAround(shift('2026-11-25', '12:00', '16:00'), [
      booked('2026-11-25', '00:00', '04:00'),
      booked('2026-11-25', '06:00', '09:00'),
      booked('2026-11-25', '20:00', '23:00'),
      booked('2026-11-25', '18:00', '19:00'),
    ]);
    expect(hours(around.restBefore)).toBe(3);
    expect(hours(around.restAfter)).toBe(2);
  });

  it('is null with no shift within 24 hours, and counts one exactly 24 hours away', () => {
    const lone = restAround(shift('2026-11-25', '08:00', '16:00'), []);
    expect(lone).toEqual({ restBefore: null, restAfter: null, clashes: [] });
    const at24 = restAround(shift('2026-11-25', '08:00', '16:00'), [
      booked('2026-11-24', '00:00', '08:00'),
      booked('2026-11-26', '16:00', '20:00'),
    ]);
    expect(hours(at24.restBefore)).toBe(24);
    expect(hours(at24.restAfter)).toBe(24);
    const past24 = restAround(shift('2026-11-25', '08:00', '16:00'), [
      booked('2026-11-24', '00:00', '07:59'),
      booked('2026-11-26', '16:01', '20:00'),
    ]);
    expect(past24.restBefore).toBeNull();
    expect(past24.restAfter).toBeNull();
  });

  it('counts rest in real hours across a change of clocks', () => {
    // 2026-11-01 the clocks go back an hour at 02:00: 22:00 to 06:00 wall clock is 9 hours.
    const around = restAround(shift('2026-11-01', '06:00', '14:00'), [
      booked('2026-10-31', '14:00', '22:00'),
    ]);
    expect(hours(around.restBefore)).toBe(9);
    const spring = restAround(shift('2026-03-08', '06:00', '14:00'), [
      booked('2026-03-07', '14:00', '22:00'),
    ]);
    expect(hours(spring.restBefore)).toBe(7);
  });

  it('finds clashes: shared time, or a shared date with a whole-day shift', () => {
    const night = shift('2026-11-27', '22:00', '06:00');
    const others = [
      booked('2026-11-28', '05:00', '13:00'), // overlaps the last hour
      booked('2026-11-28', '06:00', '14:00'), // starts as it ends: no clash, no rest
      booked('2026-11-28', null, null), // whole day on the date it ends
      booked('2026-11-26', null, null), // whole day the day before: no clash
    ];
    const around = restAround(night, others);
    expect(around.clashes.map((other) => other.id)).toEqual([others[0]?.id, others[2]?.id]);
    expect(around.restAfter).toBe(0);
    expect(around.restBefore).toBeNull();
  });

  it('gives a whole-day shift no rest, and clashes it on its date only', () => {
    const allDay = shift('2026-11-28', null, null);
    const others = [booked('2026-11-27', '22:00', '06:00'), booked('2026-11-27', '08:00', '16:00')];
    expect(restAround(allDay, others)).toEqual({
      restBefore: null,
      restAfter: null,
      clashes: [others[0]],
    });
    // A shift ending at midnight is not worked on the next date.
    expect(shiftsClash(allDay, shift('2026-11-27', '16:00', '00:00'), ZONE)).toBe(false);
    expect(shiftsClash(allDay, shift('2026-11-28', null, null), ZONE)).toBe(true);
  });
});

describe('restBlockers', () => {
  const blockers = (restBefore: number | null, restAfter: number | null, minRest = 8) =>
    restBlockers({ restBefore, restAfter, clashes: [] }, minRest, '2026-11-25');

  it('allows rest exactly at the minimum and blocks a minute short', () => {
    expect(blockers(8 * 60, 8 * 60)).toEqual([]);
    expect(blockers(8 * 60 - 1, null)).toEqual([
      { rule: 'rest', message: 'Only 7.9 h rest before (8 h minimum)' },
    ]);
    expect(blockers(null, 2 * 60)).toEqual([
      { rule: 'rest', message: 'Only 2 h rest after (8 h minimum)' },
    ]);
    expect(blockers(90, 0, 10.5)).toEqual([
      { rule: 'rest', message: 'Only 1.5 h rest before (10.5 h minimum)' },
      { rule: 'rest', message: 'Only 0 h rest after (10.5 h minimum)' },
    ]);
  });

  it('never blocks on rest when the minimum is 0', () => {
    expect(blockers(0, 0, 0)).toEqual([]);
  });

  it('says where a clashing shift is, with its date when it is not the same', () => {
    const found = restBlockers(
      {
        restBefore: null,
        restAfter: null,
        clashes: [
          booked('2026-11-25', '05:00', '13:00'),
          booked('2026-11-24', '22:00', '06:00'),
          booked('2026-11-26', null, null),
          booked('2026-11-25', null, null),
        ],
      },
      8,
      '2026-11-25',
    );
    expect(found.map((blocker) => blocker.message)).toEqual([
      'Booked at North Gate, 05:00\u201313:00',
      'Booked at North Gate, Nov 24 22:00\u201306:00',
      'Booked at North Gate, Nov 26, no times set',
      'Booked at North Gate, no times set',
    ]);
    expect(found.every((blocker) => blocker.rule === 'clash')).toBe(true);
  });
});
