import { z } from 'zod';
import {
  ATTENDANCE_STATES,
  attendanceState,
  isCheckedIn,
  needsAttention,
  type AttendanceState,
  type AttendanceThresholds,
} from './attendance-rules.js';
import { durationText } from './shift-texts.js';
import { IdSchema } from './text.js';

/**
 * The open-shifts board's 'Now' strip (issue #33): the timed shifts starting in the next two
 * hours, and those started and not checked in until their end, most urgent first. The server
 * answers with the states at its instant; the board re-ranks the same facts every minute with
 * these functions, since a shift turns late at its minute with no write.
 */

/** How far ahead the strip looks. */
export const NOW_STRIP_AHEAD_MS = 2 * 60 * 60 * 1000;

/**
 * At most this many shifts in the answer, the most urgent: at 06:00 two thousand guards may start
 * at once, and the strip is read again on every check-in; `total` says how many there are.
 */
export const NOW_STRIP_MAX = 50;

/** Query of GET /api/shifts/now: the board's post, when it shows one. */
export const NowShiftsQuerySchema = z.object({ location: IdSchema.optional() });
export type NowShiftsQuery = z.infer<typeof NowShiftsQuerySchema>;

/** One shift in the strip. */
export const NowShiftSchema = z.object({
  id: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  locationId: z.string(),
  locationName: z.string(),
  deptCode: z.string(),
  /** The guard booked, or for a no-show call-out the guard who did not come ('Last, First'). */
  guardName: z.string(),
  /** The shift's start and end instants (ISO), in the company's time zone's reading. */
  start: z.string(),
  end: z.string(),
  /** When the guard checked in (ISO), and its HH:MM in the company's time zone. */
  checkedInAt: z.string().nullable(),
  checkedInTime: z.string().nullable(),
  /** The late and no-show timers made it an open call-out (reason 'no-show'). */
  calledOut: z.boolean(),
  /** Its guard confirmed they will come (issue #39: the reminder's OK, or one tap in the app). */
  confirmed: z.boolean(),
  state: z.enum(ATTENDANCE_STATES),
});
export type NowShift = z.infer<typeof NowShiftSchema>;

/**
 * Whether the strip says 'Not confirmed' beside a shift's state (issue #39): its guard has neither
 * confirmed nor checked in (a no-show's call-out says more already).
 */
export function showsNotConfirmed(
  shift: Pick<NowShift, 'calledOut' | 'confirmed' | 'checkedInAt'>,
): boolean {
  return !shift.calledOut && !shift.confirmed && shift.checkedInAt === null;
}

/** GET /api/shifts/now: the strip at `at`, and the thresholds its states were read by. */
export const NowShiftsSchema = z.object({
  at: z.string(),
  lateAfterMinutes: z.number().int(),
  noShowAfterMinutes: z.number().int(),
  /** The most urgent NOW_STRIP_MAX, in order. */
  shifts: z.array(NowShiftSchema),
  /** How many shifts the strip holds in all. */
  total: z.number().int().min(0),
});
export type NowShifts = z.infer<typeof NowShiftsSchema>;

/** What the strip reads of a shift: its instants, its check-in, whether the timers called it out. */
export interface NowFacts {
  start: string;
  end: string;
  checkedInAt: string | null;
  calledOut: boolean;
  locationName: string;
}

/** A shift's state at `now`; a no-show call-out stays a no-show until its guard checks in. */
export function nowState(
  facts: NowFacts,
  now: Date,
  thresholds: AttendanceThresholds,
): AttendanceState {
  const checkedInAt = facts.checkedInAt === null ? null : new Date(facts.checkedInAt);
  if (facts.calledOut) {
    return checkedInAt && checkedInAt.getTime() <= now.getTime()
      ? 'checked-in-after-no-show'
      : 'no-show';
  }
  return attendanceState({ start: new Date(facts.start), checkedInAt, thresholds }, now);
}

/**
 * Whether a shift is in the strip at `now`: until its end, from two hours before its start; once
 * started, only while nobody checked in (or a check-in came after the no-show: the office decides).
 */
export function inNowStrip(facts: NowFacts, state: AttendanceState, now: Date): boolean {
  const at = now.getTime();
  const start = Date.parse(facts.start);
  if (at >= Date.parse(facts.end) || start > at + NOW_STRIP_AHEAD_MS) return false;
  if (start > at) return true;
  return !isCheckedIn(state) || needsAttention(state);
}

/** No-shows and late ones first, then those due, then the coming ones (checked in early or not). */
const URGENCY: Record<AttendanceState, number> = {
  'no-show': 0,
  'checked-in-after-no-show': 0,
  late: 1,
  due: 2,
  upcoming: 3,
  'checked-in': 3,
  'checked-in-late': 3,
};

/** The strip at `now`: the shifts in it with their states, most urgent first, then by start. */
export function nowStrip<Shift extends NowFacts>(
  shifts: readonly Shift[],
  now: Date,
  thresholds: AttendanceThresholds,
): (Shift & { state: AttendanceState })[] {
  return shifts
    .map((shift) => ({ ...shift, state: nowState(shift, now, thresholds) }))
    .filter((shift) => inNowStrip(shift, shift.state, now))
    .sort(
      (a, b) =>
        URGENCY[a.state] - URGENCY[b.state] ||
        Date.parse(a.start) - Date.parse(b.start) ||
        a.locationName.localeCompare(b.locationName),
    );
}

/** 'No-show', 'Late', 'Due', 'Starts in 25 min', 'Checked in 05:57'. */
export function nowStateText(
  shift: Pick<NowShift, 'start' | 'checkedInTime'> & { state: AttendanceState },
  now: Date,
): string {
  const checkedIn = `Checked in ${shift.checkedInTime ?? ''}`.trim();
  switch (shift.state) {
    case 'no-show':
      return 'No-show';
    case 'late':
      return 'Late';
    case 'due':
      return 'Due';
    case 'upcoming': {
      const minutes = Math.max(1, Math.ceil((Date.parse(shift.start) - now.getTime()) / 60_000));
      return `Starts in ${durationText(minutes)}`;
    }
    case 'checked-in-after-no-show':
      return `${checkedIn} after the no-show`;
    default:
      return checkedIn;
  }
}
