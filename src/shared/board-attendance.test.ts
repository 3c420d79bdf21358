import { describe, expect, it } from 'vitest';
import { chipAttendance, type AttendanceClock } from './board-attendance.js';
import type { ScheduleShift } from './schedule.js';

const DATE = '2026-12-02';
const OFFICE: AttendanceClock = {
  timeZone: 'America/New_York',
  attendanceRules: { lateAfterMinutes: 10, noShowAfterMinutes: 30 },
};
const CUSTOMER: AttendanceClock = { timeZone: 'America/New_York', attendanceRules: null };
/** 06:00 in New York on DATE is 11:00 UTC. */
const at = (time: string) => new Date(`${DATE}T${time}:00.000Z`);

function shift(values: Partial<ScheduleShift> = {}): ScheduleShift {
  return {
    id: 's',
    post: 0,
    day: 2,
    startTime: '06:00',
    endTime: '14:00',
    guard: 0,
    notes: null,
    guardNote: null,
    seriesId: null,
    version: 1,
    ...values,
  };
}
const tagOf = (s: ScheduleShift, now: Date, clock = OFFICE) =>
  chipAttendance(s, DATE, clock, now)?.tag ?? null;

describe('chipAttendance', () => {
  it('reads late and a no-show from the clock while the shift is on, nothing before or after', () => {
    expect(tagOf(shift(), at('10:59'))).toBeNull();
    // Covered only once checked in on site (issue #39): until late, 'Not in'.
    expect(tagOf(shift(), at('11:00'))).toBe('Not in');
    expect(tagOf(shift(), at('11:09'))).toBe('Not in');
    expect(tagOf(shift(), at('11:10'))).toBe('Late');
    expect(tagOf(shift(), at('11:30'))).toBe('No-show');
    expect(tagOf(shift(), at('19:00'))).toBeNull();
    expect(tagOf(shift({ startTime: null, endTime: null }), at('11:15'))).toBeNull();
  });

  it('says a started shift has no guard (issue #39), and nothing of one not started or ended', () => {
    expect(chipAttendance(shift({ guard: null }), DATE, OFFICE, at('11:38'))).toMatchObject({
      tag: 'No guard',
      text: 'Started without a guard \u00b7 38 min',
      tone: 'danger',
    });
    expect(tagOf(shift({ guard: null }), at('10:59'))).toBeNull();
    expect(tagOf(shift({ guard: null }), at('19:00'))).toBeNull();
  });

  it('shows the relief beside the guard who did not come, late from their arrival', () => {
    const relief = shift({
      attendance: {
        checkedInAt: null,
        offSite: false,
        distanceMeters: null,
        noShowGuardName: 'Vargas, Ana',
        expectedAt: at('12:40').toISOString(),
      },
    });
    expect(chipAttendance(relief, DATE, OFFICE, at('11:45'))).toMatchObject({
      tag: 'Relief by 07:40',
      text: 'Vargas did not come \u00b7 Relief arriving by 07:40',
    });
    expect(tagOf(relief, at('12:45'))).toBe('Not in');
    expect(tagOf(relief, at('12:50'))).toBe('Late');
    expect(tagOf(relief, at('13:10'))).toBe('No-show');
  });

  it("says when the guard checked in, in the company's zone, and off site", () => {
    const checkedIn = (iso: string, offSite = false) =>
      shift({
        attendance: {
          checkedInAt: iso,
          offSite,
          distanceMeters: offSite ? 2002 : null,
          noShowGuardName: null,
          expectedAt: null,
        },
      });
    expect(chipAttendance(checkedIn(at('10:57').toISOString()), DATE, OFFICE, at('12:00'))).toEqual(
      { tag: 'In 05:57', text: 'Checked in at 05:57', tone: 'success', wide: false },
    );
    expect(chipAttendance(checkedIn(at('11:12').toISOString()), DATE, OFFICE, at('12:00'))).toEqual(
      { tag: 'In 06:12', text: 'Checked in late at 06:12', tone: 'warning', wide: false },
    );
    expect(
      chipAttendance(checkedIn(at('10:57').toISOString(), true), DATE, OFFICE, at('12:00')),
    ).toEqual({
      tag: 'Off site \u00b7 2.0 km',
      text: 'Checked in off site at 05:57, 2.0 km from the post',
      tone: 'danger',
      wide: false,
    });
  });

  it('marks a no-show call-out with the guard who did not come', () => {
    const noShow = shift({
      guard: null,
      attendance: {
        checkedInAt: null,
        offSite: false,
        distanceMeters: null,
        noShowGuardName: 'Ng, Al',
        expectedAt: null,
      },
    });
    expect(chipAttendance(noShow, DATE, OFFICE, at('20:00'))).toMatchObject({
      tag: 'No-show',
      text: 'No-show: Ng, Al',
    });
  });

  it("tells a customer only 'On site since', and nothing from the clock", () => {
    expect(tagOf(shift({ onSiteSince: at('10:57').toISOString() }), at('12:00'), CUSTOMER)).toBe(
      'On site since 05:57',
    );
    expect(tagOf(shift(), at('11:30'), CUSTOMER)).toBeNull();
  });
});
