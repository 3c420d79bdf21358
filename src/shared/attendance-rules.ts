import { type AttendanceSettings, DEFAULT_ATTENDANCE_SETTINGS } from './attendance-settings.js';

/**
 * A timed shift's attendance at an instant (issue #33): what the boards show, and when the late
 * and no-show timers fire. Every threshold is a closed lower bound: at exactly start + late the
 * shift is late, one millisecond before it is still due; the same at the start and at the no-show
 * time. A check-in counts from the instant it was taken (a check-in recorded at or before the
 * instant asked about).
 *
 * A whole-day shift has no start to be late for: the server schedules no timers for it, and its
 * attendance is only whether it has a check-in.
 */

/**
 * - 'upcoming': before the start, no check-in yet;
 * - 'due': from the start until start + late, no check-in;
 * - 'late': from start + late until start + no-show, no check-in (the office is warned);
 * - 'no-show': from start + no-show, no check-in (the shift becomes a call-out);
 * - 'checked-in': checked in before start + late (early check-ins too);
 * - 'checked-in-late': checked in from start + late, before the no-show;
 * - 'checked-in-after-no-show': checked in once it was already a no-show (the office decides).
 */
export type AttendanceState =
  | 'upcoming'
  | 'due'
  | 'late'
  | 'no-show'
  | 'checked-in'
  | 'checked-in-late'
  | 'checked-in-after-no-show';

/** Every attendance state, in the order a shift may pass through them. */
export const ATTENDANCE_STATES: readonly AttendanceState[] = [
  'upcoming',
  'due',
  'late',
  'no-show',
  'checked-in',
  'checked-in-late',
  'checked-in-after-no-show',
];

/** The thresholds the rules read, in minutes after the start (attendance-settings.ts). */
export type AttendanceThresholds = Pick<
  AttendanceSettings,
  'lateAfterMinutes' | 'noShowAfterMinutes'
>;

const MS_PER_MINUTE = 60_000;

/** The instants a shift without a check-in becomes late and a no-show: what the timers fire at. */
export function attendanceDeadlines(
  start: Date,
  thresholds: AttendanceThresholds = DEFAULT_ATTENDANCE_SETTINGS,
): { lateAt: Date; noShowAt: Date } {
  return {
    lateAt: new Date(start.getTime() + thresholds.lateAfterMinutes * MS_PER_MINUTE),
    noShowAt: new Date(start.getTime() + thresholds.noShowAfterMinutes * MS_PER_MINUTE),
  };
}

/** What the rules need of a shift: its start, and its check-in if there is one. */
export interface AttendanceInput {
  start: Date;
  /** When the guard checked in, or null when they have not. */
  checkedInAt: Date | null;
  thresholds?: AttendanceThresholds;
}

/** The state a check-in taken at `checkedInAt` gives the shift from then on. */
function checkedInState(checkedInAt: number, lateAt: number, noShowAt: number): AttendanceState {
  if (checkedInAt < lateAt) return 'checked-in';
  return checkedInAt < noShowAt ? 'checked-in-late' : 'checked-in-after-no-show';
}

/** A shift's attendance state at `now`. */
export function attendanceState(input: AttendanceInput, now: Date): AttendanceState {
  const { start, checkedInAt, thresholds } = input;
  const { lateAt, noShowAt } = attendanceDeadlines(start, thresholds);
  const at = now.getTime();
  if (checkedInAt && checkedInAt.getTime() <= at) {
    return checkedInState(checkedInAt.getTime(), lateAt.getTime(), noShowAt.getTime());
  }
  if (at < start.getTime()) return 'upcoming';
  if (at < lateAt.getTime()) return 'due';
  return at < noShowAt.getTime() ? 'late' : 'no-show';
}

/**
 * The next instant after `now` at which the state changes by the clock alone, and the state it
 * changes to; null when nothing more happens without a check-in (a no-show, or checked in). A
 * durable timer set for `at` finds the state it expects unless a check-in came first. A check-in
 * recorded for later than `now` is not known yet and is ignored.
 */
export function nextTransition(
  input: AttendanceInput,
  now: Date,
): { at: Date; state: AttendanceState } | null {
  const { start, thresholds } = input;
  const { lateAt, noShowAt } = attendanceDeadlines(start, thresholds);
  switch (attendanceState(input, now)) {
    case 'upcoming':
      return { at: new Date(start.getTime()), state: 'due' };
    case 'due':
      return { at: lateAt, state: 'late' };
    case 'late':
      return { at: noShowAt, state: 'no-show' };
    default:
      return null;
  }
}

/** True for the states that have a check-in. */
export function isCheckedIn(state: AttendanceState): boolean {
  return state.startsWith('checked-in');
}

/**
 * True for the states the office is shown as needing it: late or a no-show without a check-in, and
 * a check-in that came after the no-show (the office decides what to do with it).
 */
export function needsAttention(state: AttendanceState): boolean {
  return state === 'late' || state === 'no-show' || state === 'checked-in-after-no-show';
}
