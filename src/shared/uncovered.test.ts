import { describe, expect, it } from 'vitest';
import {
  coverageStatus,
  endingDays,
  openCountChangesAt,
  openCountText,
  splitByEnd,
} from './uncovered.js';

const ZONE = 'America/New_York';
/** 2026-11-28 in New York is UTC−5. */
const at = (iso: string) => new Date(iso);

describe('coverageStatus (issue #39)', () => {
  const evening = { date: '2026-11-28', startTime: '18:00', endTime: '23:00' };
  const open = { ...evening, assignedGuardName: null };
  it('reads open until the end, uncovered from it, and covered with a guard', () => {
    expect(coverageStatus(open, at('2026-11-28T22:00:00Z'), ZONE)).toBe('open');
    // Started without a guard: still open, it can be filled until its end.
    expect(coverageStatus(open, at('2026-11-29T03:59:59Z'), ZONE)).toBe('open');
    expect(coverageStatus(open, at('2026-11-29T04:00:00Z'), ZONE)).toBe('uncovered');
    const covered = { ...evening, assignedGuardName: 'Soto, Kim' };
    expect(coverageStatus(covered, at('2026-11-30T00:00:00Z'), ZONE)).toBe('covered');
  });
  it('turns an overnight shift the next morning, a whole-day one at the next midnight', () => {
    const night = {
      date: '2026-11-28',
      startTime: '22:00',
      endTime: '06:00',
      assignedGuardName: null,
    };
    expect(coverageStatus(night, at('2026-11-29T10:59:00Z'), ZONE)).toBe('open');
    expect(coverageStatus(night, at('2026-11-29T11:00:00Z'), ZONE)).toBe('uncovered');
    const day = { date: '2026-11-28', startTime: null, endTime: null, assignedGuardName: null };
    expect(coverageStatus(day, at('2026-11-29T04:59:00Z'), ZONE)).toBe('open');
    expect(coverageStatus(day, at('2026-11-29T05:00:00Z'), ZONE)).toBe('uncovered');
  });
});

describe('openCountText', () => {
  it('says the open and the uncovered, leaving out a zero', () => {
    expect(openCountText(3, 2)).toBe('3 open \u00b7 2 uncovered');
    expect(openCountText(3, 0)).toBe('3 open');
    expect(openCountText(0, 2)).toBe('2 uncovered');
    expect(openCountText(0, 0)).toBe('');
  });
});

describe('endingDays and splitByEnd', () => {
  it("names yesterday and today on the zone's clock", () => {
    // 02:00 UTC on the 29th is still the 28th in New York.
    expect(endingDays(at('2026-11-29T02:00:00Z'), ZONE)).toEqual({
      yesterday: '2026-11-27',
      today: '2026-11-28',
    });
  });
  it('parts the shifts by their end, and says when the next of the others ends', () => {
    const ended = { id: 'a', date: '2026-11-27', startTime: '22:00', endTime: '06:00' };
    const overnight = { id: 'b', date: '2026-11-28', startTime: '22:00', endTime: '06:00' };
    const evening = { id: 'c', date: '2026-11-28', startTime: '18:00', endTime: '23:00' };
    const split = splitByEnd([ended, overnight, evening], at('2026-11-28T20:00:00Z'), ZONE);
    expect(split.ended.map((shift) => shift.id)).toEqual(['a']);
    expect(split.notEnded.map((shift) => shift.id)).toEqual(['b', 'c']);
    // The evening shift ends first: 23:00 in New York.
    expect(split.nextEndAt).toBe(Date.parse('2026-11-29T04:00:00Z'));
    expect(splitByEnd([], new Date(), ZONE).nextEndAt).toBe(Infinity);
  });
});

describe('openCountChangesAt', () => {
  const days = { yesterday: '2026-11-27', today: '2026-11-28' };
  const next = Date.parse('2026-11-29T04:00:00Z');
  it('never changes a range wholly in the past, save by the ending days', () => {
    expect(openCountChangesAt({ from: '2026-10-01', to: '2026-10-31' }, days, Infinity, ZONE)).toBe(
      Infinity,
    );
    expect(openCountChangesAt({ from: '2026-11-01', to: '2026-11-28' }, days, next, ZONE)).toBe(
      next,
    );
  });
  it('changes at the next end, or when tomorrow begins if that is sooner', () => {
    const month = { from: '2026-11-01', to: '2026-11-30' };
    expect(openCountChangesAt(month, days, next, ZONE)).toBe(next);
    const tomorrow = Date.parse('2026-11-29T05:00:00Z');
    expect(openCountChangesAt(month, days, Infinity, ZONE)).toBe(tomorrow);
  });
  it('waits for a future range to begin', () => {
    const december = { from: '2026-12-01', to: '2026-12-31' };
    expect(openCountChangesAt(december, days, Infinity, ZONE)).toBe(
      Date.parse('2026-12-01T05:00:00Z'),
    );
  });
});
