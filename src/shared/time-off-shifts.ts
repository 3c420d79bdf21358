import { z } from 'zod';
import { ConfirmWarningsSchema } from './assignment-findings.js';
import { formatDate } from './date-format.js';
import { dateRangeText } from './rule-text.js';
import { describeShift, shiftTimes } from './shift-offers.js';
import { shiftPhase } from './shift-phase.js';
import { shiftDates, type ShiftTimes } from './shift-span.js';
import { TimeOffBodySchema, TimeOffSchema } from './time-off.js';
import { timeOffMeetsDates } from './time-off-rules.js';

/**
 * Time off over booked shifts (issue #39). A request lists the shifts its guard is booked on
 * (assigned to them) that its dates meet (an overnight shift is worked on two dates) and that
 * have not ended. Approving it, or the office recording time off, asks first (409
 * CONFIRM_WARNINGS naming them); confirmed, each shift that has not started opens as a call-out
 * with the reason 'Time off' and the guard is told. A shift that has started is named and left
 * to the office, on the board: it is a call-out of a started shift, not a plan.
 */

export const BookedShiftSchema = z.object({
  requestId: z.string(),
  date: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  locationName: z.string(),
  /** True once it has started: confirming the time off does not open it. */
  started: z.boolean(),
});
export type BookedShift = z.infer<typeof BookedShiftSchema>;

/** A request as the office's list shows it: with the booked shifts its dates meet. */
export const OfficeTimeOffSchema = TimeOffSchema.extend({
  /** Soonest first; none for a declined request. */
  bookedShifts: z.array(BookedShiftSchema),
});
export type OfficeTimeOff = z.infer<typeof OfficeTimeOffSchema>;

export const OfficeTimeOffListSchema = z.object({ requests: z.array(OfficeTimeOffSchema) });
export type OfficeTimeOffList = z.infer<typeof OfficeTimeOffListSchema>;

/** What approving, declining or recording answers: the request and what became of its shifts. */
export const TimeOffDecisionSchema = TimeOffSchema.extend({
  /** The booked shifts it opened as call-outs ('Time off'). */
  shiftsOpened: z.array(BookedShiftSchema),
  /** The booked shifts that had started: not opened, the office handles them on the board. */
  shiftsStarted: z.array(BookedShiftSchema),
});
export type TimeOffDecision = z.infer<typeof TimeOffDecisionSchema>;

/** Body of POST /api/time-off/:id/approve: none, or the confirmation of the booked shifts. */
export const ApproveTimeOffSchema = ConfirmWarningsSchema.nullish();
export type ApproveTimeOff = z.input<typeof ApproveTimeOffSchema>;

/** Body of POST /api/guards/:id/time-off: the dates, a reason, and the confirmation. */
export const RecordTimeOffSchema = TimeOffBodySchema.extend(ConfirmWarningsSchema.shape);
export type RecordTimeOff = z.input<typeof RecordTimeOffSchema>;

/** What a CONFIRM_WARNINGS answer about time off carries beside its message. */
export const TimeOffConfirmSchema = z.object({ bookedShifts: z.array(BookedShiftSchema) });

/** A shift of the guard's, as the booked-shift rule reads it. */
export type GuardShift = Omit<BookedShift, 'started'> & ShiftTimes;

/**
 * The guard's shifts that time off's dates meet and that have not ended at `now`, each marked
 * when it has started, soonest first. The times are the company's (`timeZone`).
 */
export function bookedShiftsOf(
  timeOff: { from: string; to: string },
  shifts: readonly GuardShift[],
  now: Date,
  timeZone: string,
): BookedShift[] {
  return shifts
    .filter((shift) => timeOffMeetsDates(timeOff, shiftDates(shift)))
    .map((shift) => ({ ...shift, phase: shiftPhase(shift, now, timeZone) }))
    .filter(({ phase }) => phase !== 'ended')
    .map(({ requestId, date, startTime, endTime, locationName, phase }) => ({
      requestId,
      date,
      startTime,
      endTime,
      locationName,
      started: phase === 'started',
    }))
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) || (a.startTime ?? '').localeCompare(b.startTime ?? ''),
    );
}

const count = (n: number, one: string, many: string) => `${String(n)} ${n === 1 ? one : many}`;

/** 'Overlaps 2 booked shifts': the heading of the shifts a request lists. */
export const bookedShiftsHeading = (shifts: readonly BookedShift[]): string =>
  `Overlaps ${count(shifts.length, 'booked shift', 'booked shifts')}`;

/** 'Overlaps 2 booked shifts: Bayview Plaza · Sat, Nov 28 · 18:00–02:00, …' in one line. */
export function bookedShiftsText(shifts: readonly BookedShift[], today?: string): string {
  const named = shifts.map((shift) => describeShift(shift, today)).join(', ');
  return `${bookedShiftsHeading(shifts)}: ${named}`;
}

/**
 * The 409's question: each shift named, those that will open and those that have started apart.
 * 'Kim Soto is booked on 2 shifts in this time off: A; B. Confirm to open them as call-outs.'
 */
export function timeOffShiftsQuestion(
  guardName: string,
  shifts: readonly BookedShift[],
  today?: string,
): string {
  const named = (some: readonly BookedShift[]) =>
    some.map((shift) => describeShift(shift, today)).join('; ');
  const toOpen = shifts.filter((shift) => !shift.started);
  const started = shifts.filter((shift) => shift.started);
  const said = [
    `${guardName} is booked on ${count(shifts.length, 'shift', 'shifts')} in this time off.`,
  ];
  if (toOpen.length > 0) {
    const them = toOpen.length === 1 ? 'it' : 'them';
    said.push(`Confirm to open ${them} as call-outs (Time off): ${named(toOpen)}.`);
  }
  if (started.length > 0) {
    said.push(`Started, to handle from the board: ${named(started)}.`);
  }
  return said.join(' ');
}

/** 'A', 'A and B', 'A, B and C'. */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/**
 * What the guard is told when their time off opens their shifts: 'Your time off Nov 28–Nov 30
 * is approved: your shift at Bayview Plaza on Sat, Nov 28 18:00–02:00 is no longer yours.'
 */
export function timeOffShiftsNotice(
  timeOff: { from: string; to: string },
  opened: readonly BookedShift[],
  today: string,
): string {
  const shifts = listed(
    opened.map(
      (shift) => `${shift.locationName} on ${formatDate(shift.date, today)} ${shiftTimes(shift)}`,
    ),
  );
  const which = opened.length === 1 ? 'your shift at' : 'your shifts at';
  const are = opened.length === 1 ? 'is' : 'are';
  return (
    `Your time off ${dateRangeText(timeOff.from, timeOff.to, today)} is approved: ` +
    `${which} ${shifts} ${are} no longer yours.`
  );
}

/** The trail's words for the shifts: 'Bayview Plaza · Sat, Nov 28 · 18:00–02:00; …', or null. */
export function shiftsTrailText(shifts: readonly BookedShift[], today?: string): string | null {
  return shifts.length === 0 ? null : shifts.map((shift) => describeShift(shift, today)).join('; ');
}
