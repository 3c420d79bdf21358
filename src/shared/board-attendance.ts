import { attendanceState, type AttendanceThresholds } from './attendance-rules.js';
import { wallClockOf } from './check-in-rules.js';
import type { ScheduleShift } from './schedule.js';
import { shiftSpan } from './shift-span.js';

/**
 * What a chip on the week board says of attendance (issue #33), at an instant: the office's
 * 'In 05:57', 'Late', 'No-show', 'Off site'; a customer's 'On site since 05:57'. Late and a
 * no-show not yet called out follow from the clock while the shift is on, so the board reads
 * this again every minute; after its end a shift without a check-in says nothing (the timers
 * made the no-shows call-outs, which say so).
 */

export interface ChipAttendance {
  /** The chip's words: 'In 05:57', 'Late', 'No-show', 'Off site', 'On site since 05:57'. */
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
  if (attendance?.noShowGuardName != null) {
    const late = attendance.checkedInAt ? `, checked in at ${timeOf(attendance.checkedInAt)}` : '';
    const text = `No-show: ${attendance.noShowGuardName}${late}`;
    return { tag: 'No-show', text, tone: 'danger', wide: false };
  }
  if (shift.guard === null) return null;
  const span = shiftSpan(
    { date, startTime: shift.startTime, endTime: shift.endTime },
    clock.timeZone,
  );
  if (attendance?.checkedInAt) {
    const at = timeOf(attendance.checkedInAt);
    if (attendance.offSite) {
      return {
        tag: 'Off site',
        text: `Checked in off site at ${at}`,
        tone: 'warning',
        wide: false,
      };
    }
    const checkedInAt = new Date(attendance.checkedInAt);
    const state = span
      ? attendanceState(
          { start: new Date(span.start), checkedInAt, thresholds },
          new Date(Math.max(now.getTime(), checkedInAt.getTime())),
        )
      : 'checked-in';
    return state === 'checked-in'
      ? { tag: `In ${at}`, text: `Checked in at ${at}`, tone: 'success', wide: false }
      : { tag: `In ${at}`, text: `Checked in late at ${at}`, tone: 'warning', wide: false };
  }
  if (!span || now.getTime() < span.start || now.getTime() >= span.end) return null;
  const state = attendanceState(
    { start: new Date(span.start), checkedInAt: null, thresholds },
    now,
  );
  if (state === 'late')
    return { tag: 'Late', text: 'Late: not checked in', tone: 'warning', wide: false };
  if (state === 'no-show') {
    return { tag: 'No-show', text: 'No-show: not checked in', tone: 'danger', wide: false };
  }
  return null;
}
