import { attendanceState, type AttendanceThresholds } from './attendance-rules.js';
import { wallClockOf } from './check-in-rules.js';
import { distanceText } from './my-attendance.js';
import type { ScheduleShift } from './schedule.js';
import { shiftSpan } from './shift-span.js';
import { startedWithoutGuardText } from './shift-texts.js';

/**
 * What a chip on the week board says of attendance (issues #33, #39), at an instant: the office's
 * 'In 05:57', 'Late', 'No-show', 'Off site · 2.0 km', 'Not in', 'No guard', 'Relief by 19:40'; a
 * customer's 'On site since 05:57'. A shift counts as covered only while its guard is checked in
 * on site, or before its start with a guard: once it is on, a chip without an on-site check-in
 * says why not. Late and a no-show follow from the clock (from a relief's arrival for a relief),
 * so the board reads this again every minute; after its end a shift without a check-in says
 * nothing (the timers made the no-shows call-outs, which say so).
 */

export interface ChipAttendance {
  /** The chip's words: 'In 05:57', 'Late', 'No-show', 'Off site · 2.0 km', 'On site since 05:57'. */
  tag: string;
  /** The whole of it, for the tooltip and screen readers. */
  text: string;
  tone: 'success' | 'warning' | 'danger';
  /** Long enough to take the chip's second line (a customer's). */
  wide: boolean;
}

/** What the board's answer holds for it: the zone and, for the office, the thresholds. */
export interface AttendanceClock {
  timeZone: string;
  attendanceRules: AttendanceThresholds | null;
}

/** A surname from 'Last, First'. */
const surname = (name: string) => name.split(',')[0]?.trim() ?? name;

/** A shift's attendance on its chip at `now`; null when there is nothing to say. */
export function chipAttendance(
  shift: ScheduleShift,
  date: string,
  clock: AttendanceClock,
  now: Date,
): ChipAttendance | null {
  const timeOf = (iso: string) => wallClockOf(new Date(iso), clock.timeZone).time;
  if (shift.onSiteSince !== undefined) {
    const text = `On site since ${timeOf(shift.onSiteSince)}`;
    return { tag: text, text, tone: 'success', wide: true };
  }
  const thresholds = clock.attendanceRules;
  const attendance = shift.attendance;
  if (!thresholds) return null;
  const span = shiftSpan(
    { date, startTime: shift.startTime, endTime: shift.endTime },
    clock.timeZone,
  );
  const on = span !== null && now.getTime() >= span.start && now.getTime() < span.end;
  if (shift.guard === null) {
    if (attendance?.noShowGuardName != null) {
      const late = attendance.checkedInAt
        ? `, checked in at ${timeOf(attendance.checkedInAt)}`
        : '';
      const text = `No-show: ${attendance.noShowGuardName}${late}`;
      return { tag: 'No-show', text, tone: 'danger', wide: false };
    }
    if (!on) return null;
    return {
      tag: 'No guard',
      text: startedWithoutGuardText(span.start, now),
      tone: 'danger',
      wide: false,
    };
  }
  const absent = attendance?.noShowGuardName
    ? `${surname(attendance.noShowGuardName)} did not come \u00b7 `
    : '';
  if (attendance?.checkedInAt) {
    const at = timeOf(attendance.checkedInAt);
    if (attendance.offSite) {
      // Red until a check-in on site: the post is empty while its guard is away (issue #39).
      const far =
        attendance.distanceMeters === null ? null : distanceText(attendance.distanceMeters);
      return {
        tag: far ? `Off site \u00b7 ${far}` : 'Off site',
        text: `${absent}Checked in off site at ${at}${far ? `, ${far} from the post` : ''}`,
        tone: 'danger',
        wide: false,
      };
    }
    const checkedInAt = new Date(attendance.checkedInAt);
    const base = attendance.expectedAt ? Date.parse(attendance.expectedAt) : span?.start;
    const state =
      base === undefined
        ? 'checked-in'
        : attendanceState(
            { start: new Date(base), checkedInAt, thresholds },
            new Date(Math.max(now.getTime(), checkedInAt.getTime())),
          );
    return state === 'checked-in'
      ? { tag: `In ${at}`, text: `${absent}Checked in at ${at}`, tone: 'success', wide: false }
      : {
          tag: `In ${at}`,
          text: `${absent}Checked in late at ${at}`,
          tone: 'warning',
          wide: false,
        };
  }
  if (!span || !on) return null;
  const expected = attendance?.expectedAt ? Date.parse(attendance.expectedAt) : null;
  if (expected !== null && now.getTime() < expected) {
    const by = timeOf(new Date(expected).toISOString());
    return {
      tag: `Relief by ${by}`,
      text: `${absent}Relief arriving by ${by}`,
      tone: 'warning',
      wide: false,
    };
  }
  const state = attendanceState(
    { start: new Date(expected ?? span.start), checkedInAt: null, thresholds },
    now,
  );
  if (state === 'late') {
    return { tag: 'Late', text: `${absent}Late: not checked in`, tone: 'warning', wide: false };
  }
  if (state === 'no-show') {
    return {
      tag: 'No-show',
      text: `${absent}No-show: not checked in`,
      tone: 'danger',
      wide: false,
    };
  }
  return { tag: 'Not in', text: `${absent}Not checked in yet`, tone: 'warning', wide: false };
}
