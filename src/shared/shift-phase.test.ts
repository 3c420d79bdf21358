import { describe, expect, it } from 'vitest';
import { canStillBeFilled, lastWallClock, nextWallClock, shiftPhase } from './shift-phase.js';

const ZONE = 'America/New_York';
/** 2026-11-28 in New York is UTC−5. */
const at = (iso: string) => new Date(iso);

describe('shiftPhase and canStillBeFilled (issue #39)', () => {
  const evening = { date: '2026-11-28', startTime: '18:00', endTime: '23:00' };
  it('is before until the start, started from it, ended from the end', () => {
    expect(shiftPhase(evening, at('2026-11-28T22:59:59.999Z'), ZONE)).toBe('before');
    expect(shiftPhase(evening, at('2026-11-28T23:00:00.000Z'), ZONE)).toBe('started');
    expect(shiftPhase(evening, at('2026-11-29T03:59:59.999Z'), ZONE)).toBe('started');
    expect(shiftPhase(evening, at('2026-11-29T04:00:00.000Z'), ZONE)).toBe('ended');
  });
  it('fills a started shift until its end, never an ended one', () => {
    expect(canStillBeFilled(evening, at('2026-11-29T01:00:00.000Z'), ZONE)).toBe(true);
    expect(canStillBeFilled(evening, at('2026-11-29T04:00:00.000Z'), ZONE)).toBe(false);
  });
  it('runs an overnight shift into the next day', () => {
    const night = { date: '2026-11-28', startTime: '22:00', endTime: '06:00' };
    expect(shiftPhase(night, at('2026-11-29T10:59:00.000Z'), ZONE)).toBe('started');
    expect(shiftPhase(night, at('2026-11-29T11:00:00.000Z'), ZONE)).toBe('ended');
  });
  it('gives a whole-day shift its date', () => {
    const day = { date: '2026-11-28', startTime: null, endTime: null };
    expect(shiftPhase(day, at('2026-11-28T04:59:00.000Z'), ZONE)).toBe('before');
    expect(shiftPhase(day, at('2026-11-28T05:00:00.000Z'), ZONE)).toBe('started');
    expect(shiftPhase(day, at('2026-11-29T05:00:00.000Z'), ZONE)).toBe('ended');
  });
});

describe('nextWallClock (issue #39: a relief arriving by a time said on the phone)', () => {
  it("is today's time, or tomorrow's once it has passed by more than a minute", () => {
    const now = at('2026-11-29T00:38:00.000Z'); // 19:38 in New York
    expect(nextWallClock('19:40', now, ZONE).toISOString()).toBe('2026-11-29T00:40:00.000Z');
    expect(nextWallClock('19:37', now, ZONE).toISOString()).toBe('2026-11-29T00:37:00.000Z');
    expect(nextWallClock('19:30', now, ZONE).toISOString()).toBe('2026-11-30T00:30:00.000Z');
    expect(nextWallClock('00:30', now, ZONE).toISOString()).toBe('2026-11-29T05:30:00.000Z');
  });
});

describe('lastWallClock (issue #39: when a guard left, said to the office)', () => {
  it("is today's time, or yesterday's when today's is still ahead", () => {
    const now = at('2026-11-29T05:10:00.000Z'); // 00:10 in New York
    expect(lastWallClock('00:05', now, ZONE).toISOString()).toBe('2026-11-29T05:05:00.000Z');
    expect(lastWallClock('23:50', now, ZONE).toISOString()).toBe('2026-11-29T04:50:00.000Z');
  });
});
