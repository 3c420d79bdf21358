import { describe, expect, it } from 'vitest';
import {
  nowGuardText,
  nowStateText,
  nowStrip,
  showsNotConfirmed,
  type NowFacts,
} from './now-strip.js';

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
    facts('Called out', '05:40', '13:40', { calledOut: true, callOutReason: 'no-show' }),
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

describe('the empty posts the strip names first (issue #39)', () => {
  const now = at('19:00');

  it('puts a started shift without a guard, an off-site check-in and a no-show before a late guard', () => {
    const strip = nowStrip(
      [
        facts('Late', '18:40', '23:00'),
        facts('Empty', '18:22', '23:00', { calledOut: true, callOutReason: 'sick' }),
        facts('Away', '18:00', '23:00', {
          checkedInAt: at('18:38').toISOString(),
          checkInMark: 'off-site',
        }),
        facts('On site', '18:00', '23:00', {
          checkedInAt: at('17:58').toISOString(),
          checkInMark: 'on-site',
        }),
        // Not started and nobody on it: the board lists it, the strip does not.
        facts('Later', '20:00', '23:00', { calledOut: true }),
      ],
      now,
      THRESHOLDS,
    );
    expect(strip.map((shift) => [shift.locationName, shift.state])).toEqual([
      ['Away', 'off-site'],
      ['Empty', 'no-guard'],
      ['Late', 'late'],
    ]);
  });

  it('counts a relief from their arrival, never from the shift start', () => {
    const relief = facts('Relief', '18:00', '23:00', { expectedAt: at('19:40').toISOString() });
    expect(nowStrip([relief], now, THRESHOLDS).map((shift) => shift.state)).toEqual(['upcoming']);
    expect(nowStrip([relief], at('19:50'), THRESHOLDS).map((shift) => shift.state)).toEqual([
      'late',
    ]);
    expect(nowStrip([relief], at('20:10'), THRESHOLDS).map((shift) => shift.state)).toEqual([
      'no-show',
    ]);
    const arrived = {
      ...relief,
      checkedInAt: at('19:35').toISOString(),
      checkInMark: 'on-site' as const,
    };
    expect(nowStrip([arrived], at('19:36'), THRESHOLDS)).toEqual([]);
  });

  it('says who it is about and where they are', () => {
    const base = {
      guardName: 'Brooks, Sam',
      absentGuardName: 'Vargas, Ana',
      callOutReason: 'no-show',
      calledOut: false,
      expectedTime: '19:40',
    };
    expect(nowGuardText(base)).toBe('Vargas did not come \u00b7 Relief: Brooks, arriving by 19:40');
    expect(
      nowGuardText({ ...base, calledOut: true, guardName: 'Vargas, Ana', expectedTime: null }),
    ).toBe('Vargas did not come');
    expect(
      nowGuardText({ ...base, calledOut: true, callOutReason: 'left-post', expectedTime: null }),
    ).toBe('Vargas left early');
    expect(
      nowGuardText({
        ...base,
        absentGuardName: null,
        callOutReason: null,
        calledOut: true,
        expectedTime: null,
      }),
    ).toBe('Never filled');
    expect(nowGuardText({ ...base, absentGuardName: null, expectedTime: null })).toBe(
      'Brooks, Sam',
    );
    const text = (state: 'no-guard' | 'off-site' | 'upcoming', extra = {}) =>
      nowStateText({ state, start: at('18:22').toISOString(), checkedInTime: null, ...extra }, now);
    expect(text('no-guard')).toBe('Started without a guard \u00b7 38 min');
    expect(text('off-site', { checkInDistanceMeters: 2002 })).toBe('Off site \u00b7 2.0 km');
    expect(text('off-site', { checkInDistanceMeters: 420 })).toBe('Off site \u00b7 420 m');
    expect(text('upcoming', { expectedTime: '19:40' })).toBe('Arriving by 19:40');
  });
});

describe('showsNotConfirmed (issue #39)', () => {
  const shift = { calledOut: false, confirmed: false, checkedInAt: null, expectedAt: null };

  it('says Not confirmed while the guard has neither confirmed nor checked in', () => {
    expect(showsNotConfirmed(shift)).toBe(true);
    expect(showsNotConfirmed({ ...shift, confirmed: true })).toBe(false);
    expect(showsNotConfirmed({ ...shift, checkedInAt: at('05:57').toISOString() })).toBe(false);
  });

  it('leaves out a shift nobody has, and a relief, watched by their arrival', () => {
    expect(showsNotConfirmed({ ...shift, calledOut: true })).toBe(false);
    expect(showsNotConfirmed({ ...shift, expectedAt: at('19:40').toISOString() })).toBe(false);
  });
});
