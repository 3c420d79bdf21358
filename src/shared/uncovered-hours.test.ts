import { describe, expect, it } from 'vitest';
import { uncoveredMinutes, type EndedShift } from './uncovered-hours.js';

const ZONE = 'America/New_York';
const shift = (values: Partial<EndedShift>): EndedShift => ({
  date: '2026-11-20',
  startTime: '18:00',
  endTime: '23:00',
  open: true,
  relief: null,
  leftAt: null,
  ...values,
});

describe('uncoveredMinutes (issue #39)', () => {
  it('counts a shift that ended open whole, an overnight one into the next day', () => {
    expect(uncoveredMinutes(shift({}), ZONE)).toBe(300);
    expect(uncoveredMinutes(shift({ startTime: '22:00', endTime: '06:00' }), ZONE)).toBe(480);
  });
  it('counts the real length of a night the clocks change', () => {
    // 1 November 2026: New York's clocks go back at 02:00, the night lasts nine hours.
    const night = shift({ date: '2026-10-31', startTime: '22:00', endTime: '06:00' });
    expect(uncoveredMinutes(night, ZONE)).toBe(540);
  });
  it('knows no hours of a shift without times', () => {
    expect(uncoveredMinutes(shift({ startTime: null, endTime: null }), ZONE)).toBeNull();
  });
  it('counts nothing of a shift whose guard was booked before it started', () => {
    expect(uncoveredMinutes(shift({ open: false }), ZONE)).toBe(0);
  });
  it("counts a relief's wait until his check-in, or to the end without one", () => {
    // 18:00 in New York is 23:00 UTC; he checked in at 19:40.
    const relief = shift({ open: false, relief: { checkedInAt: '2026-11-21T00:40:00.000Z' } });
    expect(uncoveredMinutes(relief, ZONE)).toBe(100);
    expect(uncoveredMinutes(shift({ open: false, relief: { checkedInAt: null } }), ZONE)).toBe(300);
    // Checked in before the start (he was already there): nothing.
    const early = shift({ open: false, relief: { checkedInAt: '2026-11-20T22:50:00.000Z' } });
    expect(uncoveredMinutes(early, ZONE)).toBe(0);
  });
  it('counts from when the guard who came left the post', () => {
    // He left at 21:30; nobody came after.
    const left = shift({ leftAt: '2026-11-21T02:30:00.000Z' });
    expect(uncoveredMinutes(left, ZONE)).toBe(90);
    // And a relief came at 22:00.
    const relieved = shift({
      open: false,
      leftAt: '2026-11-21T02:30:00.000Z',
      relief: { checkedInAt: '2026-11-21T03:00:00.000Z' },
    });
    expect(uncoveredMinutes(relieved, ZONE)).toBe(30);
  });
});
