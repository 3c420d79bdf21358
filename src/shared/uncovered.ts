import { addDays } from './calendar.js';
import { shiftBounds, wallClockOf } from './check-in-rules.js';
import { shiftPhase } from './shift-phase.js';
import type { ShiftTimes } from './shift-span.js';

/**
 * Past shifts tell the truth (issue #39): a request without a guard is **open** while its shift
 * can still be filled (shift-phase.ts: until its end) and **uncovered** once it has ended, for
 * nobody was at the post and nobody can be sent any more. 'N open' counts only the first.
 */
export type CoverageStatus = 'covered' | 'open' | 'uncovered';

/** What a shift that ended without a guard reads on every screen. */
export const UNCOVERED = 'Uncovered';

/** A request's status at `now`, its times read in `timeZone` (the company's, or the browser's). */
export function coverageStatus(
  request: ShiftTimes & { assignedGuardName: string | null },
  now: Date,
  timeZone: string,
): CoverageStatus {
  if (request.assignedGuardName !== null) return 'covered';
  return shiftPhase(request, now, timeZone) === 'ended' ? 'uncovered' : 'open';
}

/** '3 open', '3 open · 2 uncovered', '2 uncovered'; '' when there are neither. */
export function openCountText(open: number, uncovered: number): string {
  const parts = [
    open > 0 ? `${String(open)} open` : '',
    uncovered > 0 ? `${String(uncovered)} uncovered` : '',
  ];
  return parts.filter(Boolean).join(' \u00b7 ');
}

/**
 * The dates whose shifts may be on either side of their end at an instant. A shift ends by the
 * midnight after the day after its date (an overnight one the next day, a whole-day one at the
 * next 00:00), so every shift dated before yesterday has ended; none dated after today has (it
 * starts at tomorrow's 00:00 at the earliest). Only yesterday's and today's need their times read,
 * which lets a count of a month's or a range's open shifts stay one grouped query plus two days.
 */
export interface EndingDays {
  yesterday: string;
  today: string;
}

/** The ending days at `now` in `timeZone`. */
export function endingDays(now: Date, timeZone: string): EndingDays {
  const today = wallClockOf(now, timeZone).date;
  return { yesterday: addDays(today, -1), today };
}

/** Shifts of the ending days parted by whether they have ended at `now`. */
export interface EndedSplit<T> {
  ended: T[];
  notEnded: T[];
  /** The end of the first not ended (epoch ms), or Infinity with none. */
  nextEndAt: number;
}

/** Parts `shifts` into those ended at `now` and the others, with when the next of those ends. */
export function splitByEnd<T extends ShiftTimes>(
  shifts: readonly T[],
  now: Date,
  timeZone: string,
): EndedSplit<T> {
  const split: EndedSplit<T> = { ended: [], notEnded: [], nextEndAt: Infinity };
  for (const shift of shifts) {
    if (shiftPhase(shift, now, timeZone) === 'ended') {
      split.ended.push(shift);
    } else {
      split.notEnded.push(shift);
      split.nextEndAt = Math.min(split.nextEndAt, shiftBounds(shift, timeZone).end);
    }
  }
  return split;
}

/**
 * When a count of the open shifts dated `from` through `to` next changes with the clock alone,
 * given the not-ended shifts of the ending days (their next end): at that end, or when the first
 * date after today in the range begins (a shift dated then may end on that day); never for a range
 * wholly in the past.
 */
export function openCountChangesAt(
  range: { from: string; to: string },
  days: EndingDays,
  nextEndAt: number,
  timeZone: string,
): number {
  if (range.to <= days.today) return nextEndAt;
  const later = range.from > days.today ? range.from : addDays(days.today, 1);
  const laterBegins = shiftBounds({ date: later, startTime: null, endTime: null }, timeZone).start;
  return Math.min(nextEndAt, laterBegins);
}
