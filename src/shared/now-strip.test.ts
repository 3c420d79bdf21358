import { describe, expect, it } from 'vitest';
import { nowStateText, nowStrip, showsNotConfirmed, type NowFacts } from './now-strip.js';

const THRESHOLDS = { lateAfterMinutes: 10, noShowAfterMinutes: 30 };
const at = (time: string) => new Date(`2026-12-02T${time}:00.000Z`);
const facts = (name: string, start: string, end: string, extra: Partial<NowFacts> = {}) => ({
  locationName: name,
  start: at(start).toISOString(),
  end: at(end).toISOString(),
  checkedInAt: null,
  calledOut: false,
  ...extra,
});

describe('nowStrip', () => {
  const shifts = [
    facts('Coming', '07:00', '15:00'),
    facts('Beyond', '08:16', '16:00'),
    facts('Due', '06:10', '14:00'),
    facts('Late', '06:00', '14:00'),
    facts('In', '06:00', '14:00', { checkedInAt: at('05:57').toISOString() }),
    facts('Called out', '05:40', '13:40', { calledOut: true }),
    facts('Ended', '00:00', '06:00'),
  ];

  it('keeps the next two hours and the started ones without a check-in, most urgent first', () => {
    const strip = nowStrip(shifts, at('06:15'), THRESHOLDS);
    expect(strip.map((shift) => [shift.locationName, shift.state])).toEqual([
      ['Called out', 'no-show'],
      ['Late', 'late'],
      ['Due', 'due'],
      ['Coming', 'upcoming'],
    ]);
  });

  it('says each state in words', () => {
    const now = at('06:15');
    const text = (state: Parameters<typeof nowStateText>[0]['state'], start = '07:00') =>
      nowStateText({ state, start: at(start).toISOString(), checkedInTime: '05:57' }, now);
    expect(text('upcoming')).toBe('Starts in 45 min');
    expect(text('upcoming', '07:40')).toBe('Starts in 1 h 25 min');
    expect(text('due')).toBe('Due');
    expect(text('late')).toBe('Late');
    expect(text('no-show')).toBe('No-show');
    expect(text('checked-in')).toBe('Checked in 05:57');
    expect(text('checked-in-after-no-show')).toBe('Checked in 05:57 after the no-show');
  });
});

describe('showsNotConfirmed (issue #39)', () => {
  const shift = { calledOut: false, confirmed: false, checkedInAt: null };

  it('says Not confirmed while the guard has neither confirmed nor checked in', () => {
    expect(showsNotConfirmed(shift)).toBe(true);
    expect(showsNotConfirmed({ ...shift, confirmed: true })).toBe(false);
    expect(showsNotConfirmed({ ...shift, checkedInAt: at('05:57').toISOString() })).toBe(false);
  });

  it("leaves a no-show's call-out to say what it says", () => {
    expect(showsNotConfirmed({ ...shift, calledOut: true })).toBe(false);
  });
});
