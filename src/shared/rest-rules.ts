import type { Blocker } from './assignment-findings.js';
import { dateText, hoursText, timeRangeText } from './rule-text.js';
import {
  type GuardShift,
  type PlacedShift,
  shiftDates,
  shiftSpan,
  type ShiftTimes,
  spansOverlap,
} from './shift-span.js';
import { REST_REACH_HOURS } from './work-week.js';

/**
 * Rest and clashes (issue #32): the time between the end of a guard's previous shift and the start
 * of this one, and between the end of this one and the start of their next, across days and
 * weeks. Below the company's minimum is a blocker; exactly the minimum is allowed. Another shift
 * of theirs that shares any time with this one is a clash. A whole-day shift (no times) has no
 * place in time: it leaves rest alone and clashes with every shift worked on its date.
 */

export interface RestAround {
  /** Minutes from the end of their last shift before this one, or null with none within reach. */
  restBefore: number | null;
  /** Minutes to the start of their next shift after this one, or null with none within reach. */
  restAfter: number | null;
  /** Their shifts that share time (or, without times, a date) with this one. */
  clashes: GuardShift[];
}

const REACH_MINUTES = REST_REACH_HOURS * 60;
const MS_PER_MINUTE = 60_000;

/** True when two shifts share a date they are worked on. */
function shareADate(datesA: readonly string[], b: ShiftTimes): boolean {
  const datesB = shiftDates(b);
  return datesA.some((date) => datesB.includes(date));
}

/** True when two shifts clash: they share time, or one without times shares a date with the other. */
export function shiftsClash(a: ShiftTimes, b: ShiftTimes, timeZone: string): boolean {
  const spanA = shiftSpan(a, timeZone);
  const spanB = shiftSpan(b, timeZone);
  return spanA && spanB ? spansOverlap(spanA, spanB) : shareADate(shiftDates(a), b);
}

/**
 * The rest before and after a shift (placeShift), and its clashes, among the guard's other shifts
 * (pass those of assessmentDates; rest further than REST_REACH_HOURS away is not looked for).
 */
export function restAround(shift: PlacedShift, others: readonly GuardShift[]): RestAround {
  const { span, timeZone } = shift;
  let restBefore: number | null = null;
  let restAfter: number | null = null;
  const clashes: GuardShift[] = [];
  for (const other of others) {
    // As shiftsClash, with each span read once: Find cover runs this for every guard.
    const otherSpan = shiftSpan(other, timeZone);
    if (!span || !otherSpan) {
      if (shareADate(shift.dates, other)) clashes.push(other);
    } else if (spansOverlap(span, otherSpan)) {
      clashes.push(other);
    } else if (otherSpan.end <= span.start) {
      const gap = Math.round((span.start - otherSpan.end) / MS_PER_MINUTE);
      if (gap <= REACH_MINUTES && (restBefore === null || gap < restBefore)) restBefore = gap;
    } else {
      const gap = Math.round((otherSpan.start - span.end) / MS_PER_MINUTE);
      if (gap <= REACH_MINUTES && (restAfter === null || gap < restAfter)) restAfter = gap;
    }
  }
  return { restBefore, restAfter, clashes };
}

/** 'Booked at North Gate, 05:00–13:00', naming the date when it is not the shift's. */
function clashText(other: GuardShift, shiftDate: string): string {
  const times =
    other.startTime && other.endTime
      ? timeRangeText(other.startTime, other.endTime)
      : 'no times set';
  const when =
    other.date === shiftDate
      ? times
      : `${dateText(other.date, shiftDate)}${other.startTime && other.endTime ? ' ' : ', '}${times}`;
  return `Booked at ${other.locationName}, ${when}`;
}

/** The blockers of a shift's rest and clashes: 'Only 2 h rest before (8 h minimum)'. */
export function restBlockers(
  around: RestAround,
  minRestHours: number,
  shiftDate: string,
): Blocker[] {
  const blockers: Blocker[] = around.clashes.map((other) => ({
    rule: 'clash',
    message: clashText(other, shiftDate),
  }));
  const minimum = minRestHours * 60;
  const short = (rest: number | null, side: 'before' | 'after') => {
    if (rest === null || rest >= minimum) return;
    blockers.push({
      rule: 'rest',
      message: `Only ${hoursText(rest, 'down')} h rest ${side} (${hoursText(minimum)} h minimum)`,
    });
  };
  short(around.restBefore, 'before');
  short(around.restAfter, 'after');
  return blockers;
}
