import { describe, expect, it } from 'vitest';
import { canStillBeFilled, shiftPhase } from './shift-phase.js';

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
