import { addDays, dayNumber, minutesOf, weekdayOf } from '../src/shared/calendar.js';
import { weekStart } from '../src/shared/report-math.js';
import { POST_KINDS, POSTS, type PostKind } from './seed-demo-data.js';
import { createRandom, type Random } from './seed-demo-random.js';
import { instant } from './seed-demo-shifts.js';

/**
 * The one model of how much cover the demo's posts need and how fast the office finds it, for
 * the plan (seed-demo-plan.ts) and the weeks of history before it (seed-demo-history.ts) alike,
 * so that the reports see one operation across the seam between them (issue #31).
 */

const HOUR_MS = 3_600_000;
/** Of the requests the office filled, the share it made open first (the rest came with a guard). */
export const MADE_OPEN = 0.85;
/** Hours the office typically takes to fill a day shift of a weekday, made days ahead. */
const TYPICAL_FILL_HOURS = 3;
/** Spread of fill times (the standard deviation of their logarithm). */
const FILL_SPREAD = 0.7;
/** The most hours a fill takes, and the least it ends before its shift starts. */
const LONGEST_FILL_HOURS = 48;
const FILLED_BEFORE_START_HOURS = 2;

/** Whether a shift starts at night (18:00–05:59) and whether its day is a Friday to a Sunday. */
export function shiftTraits(shift: { date: string; startTime: string }) {
  const start = minutesOf(shift.startTime);
  return {
    night: start >= 18 * 60 || start < 6 * 60,
    weekend: [0, 5, 6].includes(weekdayOf(shift.date)),
  };
}

/**
 * The shift a post needs cover for on a date, and how many guards (events take a crew), or null
 * on a day it needs none: its kind's rate on that weekday, and its kind's shifts by weight.
 */
export function shiftAt(random: Random, date: string, location: number) {
  const kind: PostKind = POST_KINDS[POSTS[location]?.kind ?? 'office'];
  if (!random.chance(kind.rate * (kind.weekdays[weekdayOf(date)] ?? 1))) return null;
  const [startTime, endTime] = random.weighted(kind.shifts);
  const crew = random.chance(kind.crew) ? random.int(2, 3) : 1;
  return { startTime, endTime, crew };
}

/**
 * How busy the office is in a date's ISO week, as a factor on its fill times (0.8 to 1.3): the
 * same for every request of the week whichever part of the demo draws it, drawn from the week.
 */
function weekLoad(date: string): number {
  return 0.8 + 0.5 * createRandom(dayNumber(weekStart(date))).next();
}

/** A normally distributed number (mean 0, deviation 1), by the Box–Muller transform. */
function gaussian(random: Random): number {
  const u = 1 - random.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
}

/**
 * When a request of a shift was made open and when a guard was found for it: made 2 to 10 days
 * ahead in office hours, filled a few hours later (longer for nights and weekends and in a busy
 * week, spread as such waits are), always before the shift. The fill is null when it would not
 * have happened before `now` (ISO).
 */
export function fillOf(
  random: Random,
  shift: { date: string; startTime: string },
  now: string,
): { openedAt: string; filledAt: string | null } {
  const openedAt = instant(addDays(shift.date, -random.int(2, 10)), random.int(8 * 60, 17 * 60));
  const { night, weekend } = shiftTraits(shift);
  const typical =
    TYPICAL_FILL_HOURS * (night ? 1.6 : 1) * (weekend ? 1.35 : 1) * weekLoad(shift.date);
  const hours = Math.min(LONGEST_FILL_HOURS, typical * Math.exp(FILL_SPREAD * gaussian(random)));
  const latest =
    Date.parse(instant(shift.date, minutesOf(shift.startTime))) -
    FILLED_BEFORE_START_HOURS * HOUR_MS;
  const filled = Math.min(Date.parse(openedAt) + Math.round(hours * HOUR_MS), latest);
  const filledAt = new Date(filled).toISOString();
  return { openedAt, filledAt: filledAt < now && filledAt > openedAt ? filledAt : null };
}
