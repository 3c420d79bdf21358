import { z } from 'zod';
import {
  ATTENDANCE_STATES,
  attendanceState,
  isCheckedIn,
  needsAttention,
  type AttendanceThresholds,
} from './attendance-rules.js';
import { distanceText, SITE_MARKS, type SiteMarkName } from './my-attendance.js';
import { durationText, startedWithoutGuardText } from './shift-texts.js';
import { IdSchema } from './text.js';

/**
 * The open-shifts board's 'Now' strip (issues #33, #39): the timed shifts starting in the next
 * two hours, and the started ones whose post may be empty until their end, most urgent first:
 * started without a guard (a no-show, a call-out, the rest of a shift its guard left, one never
 * filled), checked in off site, late. A relief (who took a started shift) is shown beside the
 * guard who did not come, expected by their arrival, from which late counts. The server answers
 * with the states at its instant; the board re-ranks the same facts every minute with these
 * functions, since a shift turns late at its minute with no write.
 */

/** How far ahead the strip looks. */
export const NOW_STRIP_AHEAD_MS = 2 * 60 * 60 * 1000;

/**
 * At most this many shifts in the answer, the most urgent: at 06:00 two thousand guards may start
 * at once, and the strip is read again on every check-in; `total` says how many there are.
 */
export const NOW_STRIP_MAX = 50;

/**
 * A strip shift's state: its attendance (attendance-rules.ts), or, since issue #39, 'off-site'
 * (checked in away from the post: the post is empty) and 'no-guard' (started without a guard,
 * other than a no-show).
 */
export const NOW_STATES = [...ATTENDANCE_STATES, 'off-site', 'no-guard'] as const;
export type NowState = (typeof NOW_STATES)[number];

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
  /** The guard booked ('Last, First'), or without one the guard who called out ('' if none). */
  guardName: z.string(),
  /**
   * The guard who called out of it, did not come or left, when another took it or nobody has:
   * 'Vargas did not come · Relief: Brooks, arriving by 19:40'. Null when nobody called out.
   */
  absentGuardName: z.string().nullable(),
  /** Why they called out (call-outs.ts), or null. */
  callOutReason: z.string().nullable(),
  /** The shift's start and end instants (ISO), in the company's time zone's reading. */
  start: z.string(),
  end: z.string(),
  /** A relief's arrival (ISO) and its HH:MM in the company's zone; null for the guard booked. */
  expectedAt: z.string().nullable(),
  expectedTime: z.string().nullable(),
  /** When the guard checked in (ISO), and its HH:MM in the company's time zone. */
  checkedInAt: z.string().nullable(),
  checkedInTime: z.string().nullable(),
  /** Where the check-in was, and how far from the post (whole metres), if known. */
  checkInMark: z.enum(SITE_MARKS).nullable(),
  checkInDistanceMeters: z.number().int().nullable(),
  /** Nobody has it now: a call-out, or never filled. */
  calledOut: z.boolean(),
  /** Its guard confirmed they will come (issue #39: the reminder's OK, or one tap in the app). */
  confirmed: z.boolean(),
  state: z.enum(NOW_STATES),
});
export type NowShift = z.infer<typeof NowShiftSchema>;

/**
 * Whether the strip says 'Not confirmed' beside a shift's state (issue #39): its guard has neither
 * confirmed nor checked in. Not for a shift nobody has (what it says is more), nor for a relief,
 * who said yes a moment ago and is watched by their arrival.
 */
export function showsNotConfirmed(
  shift: Pick<NowShift, 'calledOut' | 'confirmed' | 'checkedInAt' | 'expectedAt'>,
): boolean {
  return (
    !shift.calledOut && !shift.confirmed && shift.checkedInAt === null && shift.expectedAt === null
  );
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

/** What the strip reads of a shift: its instants, its guard's check-in, who has it. */
export interface NowFacts {
  start: string;
  end: string;
  checkedInAt: string | null;
  /** Nobody has it now. */
  calledOut: boolean;
  locationName: string;
  callOutReason?: string | null;
  /** A relief's arrival: late and no-show count from it. */
  expectedAt?: string | null;
  checkInMark?: SiteMarkName | null;
}

/**
 * A shift's state at `now`. Without a guard: a no-show call-out stays a no-show until its guard
 * checks in (the office decides then); every other is 'no-guard'. With one: their attendance from
 * the start, or for a relief from their arrival; a check-in off site is 'off-site' (issue #39).
 */
export function nowState(facts: NowFacts, now: Date, thresholds: AttendanceThresholds): NowState {
  const checkedInAt = facts.checkedInAt === null ? null : new Date(facts.checkedInAt);
  // A check-in the server recorded is a fact, even if a screen's clock (read each minute) is a
  // little behind it.
  const at = new Date(Math.max(now.getTime(), checkedInAt?.getTime() ?? 0));
  if (facts.calledOut) {
    if (facts.callOutReason !== 'no-show') return 'no-guard';
    return checkedInAt ? 'checked-in-after-no-show' : 'no-show';
  }
  const start = new Date(facts.expectedAt ?? facts.start);
  const state = attendanceState({ start, checkedInAt, thresholds }, at);
  return isCheckedIn(state) && facts.checkInMark === 'off-site' ? 'off-site' : state;
}

/** True for the states whose post may be empty now: the office acts on them. */
export function isAlarm(state: NowState): boolean {
  return state === 'off-site' || state === 'no-guard' || needsAttention(state);
}

/**
 * Whether a shift is in the strip at `now`: until its end, from two hours before its start; once
 * started, while its post may be empty (no check-in, off site, no guard, a check-in after the
 * no-show). A shift without a guard shows once started (the board lists the coming ones).
 */
export function inNowStrip(facts: NowFacts, state: NowState, now: Date): boolean {
  const at = now.getTime();
  const start = Date.parse(facts.start);
  if (at >= Date.parse(facts.end) || start > at + NOW_STRIP_AHEAD_MS) return false;
  if (start > at) return !facts.calledOut;
  return isAlarm(state) || !state.startsWith('checked-in');
}

/** Empty posts first, then late ones, then those due, then the coming ones. */
const URGENCY: Record<NowState, number> = {
  'no-show': 0,
  'no-guard': 0,
  'off-site': 0,
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
): (Shift & { state: NowState })[] {
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

/**
 * 'No-show', 'Started without a guard · 38 min', 'Off site · 2.0 km', 'Late', 'Due', 'Starts in
 * 25 min', 'Arriving by 19:40', 'Checked in 05:57'.
 */
export function nowStateText(
  shift: Pick<NowShift, 'start' | 'checkedInTime'> &
    Partial<Pick<NowShift, 'expectedTime' | 'checkInDistanceMeters'>> & { state: NowState },
  now: Date,
): string {
  const checkedIn = `Checked in ${shift.checkedInTime ?? ''}`.trim();
  switch (shift.state) {
    case 'no-show':
      return 'No-show';
    case 'no-guard':
      return startedWithoutGuardText(Date.parse(shift.start), now);
    case 'off-site':
      return shift.checkInDistanceMeters == null
        ? 'Off site'
        : `Off site \u00b7 ${distanceText(shift.checkInDistanceMeters)}`;
    case 'late':
      return 'Late';
    case 'due':
      return 'Due';
    case 'upcoming': {
      if (shift.expectedTime) return `Arriving by ${shift.expectedTime}`;
      const minutes = Math.max(1, Math.ceil((Date.parse(shift.start) - now.getTime()) / 60_000));
      return `Starts in ${durationText(minutes)}`;
    }
    case 'checked-in-after-no-show':
      return `${checkedIn} after the no-show`;
    default:
      return checkedIn;
  }
}

/** A guard's surname, from 'Last, First'. */
const surname = (name: string) => name.split(',')[0]?.trim() ?? name;

/**
 * Who the shift is about: 'Brooks, Sam'; 'Vargas did not come'; 'Vargas left early'; 'Vargas
 * called out'; 'Vargas did not come · Relief: Brooks, arriving by 19:40'; 'Never filled'.
 */
export function nowGuardText(
  shift: Pick<
    NowShift,
    'guardName' | 'absentGuardName' | 'callOutReason' | 'calledOut' | 'expectedTime'
  >,
): string {
  const { absentGuardName: absent, callOutReason: reason } = shift;
  let away: string | null = null;
  if (absent) {
    if (reason === 'no-show') away = `${surname(absent)} did not come`;
    else if (reason === 'left-post') away = `${surname(absent)} left early`;
    else away = `${surname(absent)} called out`;
  }
  if (shift.calledOut) return away ?? 'Never filled';
  if (shift.expectedTime) {
    const relief = `Relief: ${surname(shift.guardName)}, arriving by ${shift.expectedTime}`;
    return away ? `${away} \u00b7 ${relief}` : relief;
  }
  return shift.guardName;
}
