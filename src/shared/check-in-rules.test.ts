import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.js';
import {
  canCheckIn,
  canCheckOut,
  checkInWindow,
  shiftBounds,
  wallClockOf,
} from './check-in-rules.js';
import { timeOfDay } from './test/arbitraries.js';

const CHICAGO = 'America/Chicago';
const timed = (date: string, startTime: string, endTime: string) => ({ date, startTime, endTime });
const at = (iso: string) => new Date(iso);
const ms = (date: Date, delta: number) => new Date(date.getTime() + delta);
const iso = (window: ReturnType<typeof checkInWindow>) => ({
  start: window.start.toISOString(),
  end: window.end.toISOString(),
  allDay: window.allDay,
  opensAt: window.opensAt.toISOString(),
  closesAt: window.closesAt.toISOString(),
  checkOutClosesAt: window.checkOutClosesAt.toISOString(),
});

describe('checkInWindow', () => {
  it('opens 30 minutes before the start and closes at the end; check-out 4 hours after', () => {
    expect(iso(checkInWindow(timed('2026-07-14', '06:00', '14:00'), CHICAGO))).toEqual({
      start: '2026-07-14T11:00:00.000Z',
      end: '2026-07-14T19:00:00.000Z',
      allDay: false,
      opensAt: '2026-07-14T10:30:00.000Z',
      closesAt: '2026-07-14T19:00:00.000Z',
      checkOutClosesAt: '2026-07-14T23:00:00.000Z',
    });
  });

  it('ends an overnight shift the next morning', () => {
    expect(iso(checkInWindow(timed('2026-07-14', '22:00', '06:00'), CHICAGO))).toMatchObject({
      opensAt: '2026-07-15T02:30:00.000Z',
      closesAt: '2026-07-15T11:00:00.000Z',
      checkOutClosesAt: '2026-07-15T15:00:00.000Z',
    });
  });

  it('keeps the wall-clock times on the night the clocks go back (2026-11-01, nine hours)', () => {
    const window = checkInWindow(timed('2026-10-31', '22:00', '06:00'), CHICAGO);
    expect(iso(window)).toMatchObject({
      start: '2026-11-01T03:00:00.000Z',
      opensAt: '2026-11-01T02:30:00.000Z',
      closesAt: '2026-11-01T12:00:00.000Z',
      checkOutClosesAt: '2026-11-01T16:00:00.000Z',
    });
    expect(wallClockOf(window.checkOutClosesAt, CHICAGO)).toEqual({
      date: '2026-11-01',
      time: '10:00',
    });
  });

  it('keeps the wall-clock times on the night the clocks go forward (2026-03-08, seven hours)', () => {
    const window = checkInWindow(timed('2026-03-07', '22:00', '06:00'), CHICAGO);
    expect(iso(window)).toMatchObject({
      start: '2026-03-08T04:00:00.000Z',
      opensAt: '2026-03-08T03:30:00.000Z',
      closesAt: '2026-03-08T11:00:00.000Z',
      checkOutClosesAt: '2026-03-08T15:00:00.000Z',
    });
  });

  it('opens 30 real minutes before a start just after the skipped hour', () => {
    // 03:00 CDT on 2026-03-08 is 02:00 CST plus an hour: 30 minutes before is 01:30 CST.
    const window = checkInWindow(timed('2026-03-08', '03:00', '11:00'), CHICAGO);
    expect(window.opensAt.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(
      canCheckIn(timed('2026-03-08', '03:00', '11:00'), at('2026-03-08T07:00:00Z'), CHICAGO),
    ).toMatchObject({ reason: 'Check-in opens at 01:30' });
  });

  it('spans a whole-day shift over its date in the zone, 25 hours when the clocks go back', () => {
    const window = checkInWindow({ date: '2026-11-01', startTime: null, endTime: null }, CHICAGO);
    expect(iso(window)).toEqual({
      start: '2026-11-01T05:00:00.000Z',
      end: '2026-11-02T06:00:00.000Z',
      allDay: true,
      opensAt: '2026-11-01T05:00:00.000Z',
      closesAt: '2026-11-02T06:00:00.000Z',
      checkOutClosesAt: '2026-11-02T10:00:00.000Z',
    });
    const spring = shiftBounds({ date: '2026-03-08', startTime: null, endTime: null }, CHICAGO);
    expect((spring.end - spring.start) / 3_600_000).toBe(23);
  });
});

describe('canCheckIn', () => {
  const shift = timed('2026-07-14', '06:00', '14:00');
  const window = checkInWindow(shift, CHICAGO);

  it('opens exactly 30 minutes before the start', () => {
    expect(canCheckIn(shift, ms(window.opensAt, -1), CHICAGO)).toEqual({
      allowed: false,
      code: 'not-open',
      reason: 'Check-in opens at 05:30',
    });
    expect(canCheckIn(shift, window.opensAt, CHICAGO)).toEqual({ allowed: true });
  });

  it('closes exactly at the end', () => {
    expect(canCheckIn(shift, ms(window.end, -1), CHICAGO)).toEqual({ allowed: true });
    expect(canCheckIn(shift, window.end, CHICAGO)).toEqual({
      allowed: false,
      code: 'ended',
      reason: 'This shift has ended',
    });
  });

  it('names the date when check-in opens on another day in the zone', () => {
    // 23:00 on Jul 13 in Chicago is already Jul 14 in UTC; the date is the zone's.
    expect(canCheckIn(shift, at('2026-07-14T04:00:00Z'), CHICAGO)).toMatchObject({
      reason: 'Check-in opens Jul 14 at 05:30',
    });
    expect(canCheckIn(shift, at('2026-07-14T05:00:00Z'), CHICAGO)).toMatchObject({
      reason: 'Check-in opens at 05:30',
    });
    expect(
      canCheckIn(timed('2027-01-01', '06:00', '14:00'), at('2026-12-31T18:00:00Z'), CHICAGO),
    ).toMatchObject({ reason: 'Check-in opens Jan 1, 2027 at 05:30' });
  });

  it('takes an overnight check-in after midnight and refuses it at 06:00', () => {
    const night = timed('2026-10-31', '22:00', '06:00');
    expect(canCheckIn(night, at('2026-11-01T02:29:59.999Z'), CHICAGO)).toMatchObject({
      reason: 'Check-in opens at 21:30',
    });
    // 01:30 CST, the second 01:30 of the night: still in the shift.
    expect(canCheckIn(night, at('2026-11-01T07:30:00Z'), CHICAGO)).toEqual({ allowed: true });
    expect(canCheckIn(night, at('2026-11-01T11:59:59.999Z'), CHICAGO)).toEqual({ allowed: true });
    expect(canCheckIn(night, at('2026-11-01T12:00:00Z'), CHICAGO).allowed).toBe(false);
  });

  it('opens a whole-day shift at midnight, with no early opening', () => {
    const day = { date: '2026-07-14', startTime: null, endTime: null };
    expect(canCheckIn(day, at('2026-07-14T04:59:59.999Z'), CHICAGO)).toMatchObject({
      reason: 'Check-in opens Jul 14 at 00:00',
    });
    expect(canCheckIn(day, at('2026-07-14T05:00:00Z'), CHICAGO)).toEqual({ allowed: true });
    expect(canCheckIn(day, at('2026-07-15T05:00:00Z'), CHICAGO).allowed).toBe(false);
  });

  it('is open exactly from opensAt until the end, for any shift near the changes of clocks', () => {
    const date = fc
      .tuple(fc.constantFrom('2026-03-08', '2026-11-01'), fc.integer({ min: -2, max: 1 }))
      .map(([day, offset]) => addDays(day, offset));
    const shiftArb = fc
      .tuple(date, timeOfDay, timeOfDay)
      .map(([day, start, end]) => timed(day, start, end));
    fc.assert(
      fc.property(shiftArb, fc.integer({ min: -3 * 3_600_000, max: 30 * 3_600_000 }), (s, d) => {
        const w = checkInWindow(s, CHICAGO);
        const now = ms(w.start, d);
        const open = now >= w.opensAt && now < w.end;
        expect(canCheckIn(s, now, CHICAGO).allowed).toBe(open);
        expect(w.start.getTime() - w.opensAt.getTime()).toBe(30 * 60_000);
        expect(w.end.getTime()).toBeGreaterThanOrEqual(w.start.getTime());
      }),
    );
  });
});

describe('canCheckOut', () => {
  const shift = timed('2026-10-31', '22:00', '06:00');
  const { checkOutClosesAt } = checkInWindow(shift, CHICAGO);
  const checkedIn = at('2026-11-01T02:55:00Z');

  it('needs a check-in first, and a check-out after it', () => {
    expect(canCheckOut(shift, null, at('2026-11-01T05:00:00Z'), CHICAGO)).toEqual({
      allowed: false,
      code: 'not-checked-in',
      reason: 'Check in first',
    });
    expect(canCheckOut(shift, checkedIn, ms(checkedIn, -1), CHICAGO).allowed).toBe(false);
    expect(canCheckOut(shift, checkedIn, checkedIn, CHICAGO)).toEqual({ allowed: true });
  });

  it('stays open until 4 hours after the end, on the night the clocks go back', () => {
    expect(canCheckOut(shift, checkedIn, ms(checkOutClosesAt, -1), CHICAGO)).toEqual({
      allowed: true,
    });
    expect(canCheckOut(shift, checkedIn, checkOutClosesAt, CHICAGO)).toEqual({
      allowed: false,
      code: 'closed',
      reason: 'Check-out closed at 10:00: ask the office to record your hours',
    });
    expect(canCheckOut(shift, checkedIn, at('2026-11-02T16:00:00Z'), CHICAGO)).toMatchObject({
      reason: 'Check-out closed Nov 1 at 10:00: ask the office to record your hours',
    });
  });
});
