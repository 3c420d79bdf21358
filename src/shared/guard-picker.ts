import { minutesOf } from './calendar.js';
import type { GuardAvailability, GuardBooking, GuardFinding } from './coverage-requests.js';

/** What the picker ranks by; the rules' findings (issue #32) where the server sent them. */
export type PickerAvailability = Pick<GuardAvailability, 'bookings' | 'history'> & {
  findings?: readonly GuardFinding[];
};
import type { Blocker } from './assignment-findings.js';
import { guardDisplayName } from './guards.js';
import { cardBlockers } from './guard-card-rules.js';

/** How far back the picker looks for who covered a location before. */
export const COVERED_HERE_DAYS = 365;

/** Guessing guard names starts after more than this many typed characters (spec section 5). */
export const GUARD_GUESS_MIN = 3;

export interface PickerGuard {
  id: string;
  firstName: string;
  lastName: string;
  guardCard: string | null;
  expDate: string | null;
}

/** The shift being filled; times may still be missing while the form is filled in. */
export interface Shift {
  date: string;
  startTime: string | null;
  endTime: string | null;
}

export interface GuardOption<G extends PickerGuard = PickerGuard> {
  guard: G;
  /** Another request that day whose times overlap this shift, or null. */
  clash: GuardBooking | null;
  /**
   * Why their guard card stops them working the shift (issue #39: none on file, or expired by
   * then), by the server's own rule (guard-card-rules.ts), known before its findings arrive.
   */
  card: Blocker | null;
  /** The last date the guard covered this location, or null. */
  lastCoveredHere: string | null;
  /** What the assignment rules say of them (issue #32), or null when nothing. */
  finding: GuardFinding | null;
}

const MINUTES_PER_DAY = 24 * 60;

/** localeCompare's order, with one collator made once (localeCompare makes one per call). */
const compareText = new Intl.Collator().compare;

/** A shift as minutes from midnight; an end at or before the start runs past midnight. */
function span(start: string, end: string): [number, number] {
  const from = minutesOf(start);
  let to = minutesOf(end);
  if (to <= from) to += MINUTES_PER_DAY;
  return [from, to];
}

/**
 * True when two shifts on the same date overlap. A shift without times (an imported request)
 * may be at whatever hour, so it overlaps everything that day.
 */
export function shiftsOverlap(
  a: { startTime: string | null; endTime: string | null },
  b: { startTime: string | null; endTime: string | null },
): boolean {
  if (!a.startTime || !a.endTime || !b.startTime || !b.endTime) return true;
  const [aFrom, aTo] = span(a.startTime, a.endTime);
  const [bFrom, bTo] = span(b.startTime, b.endTime);
  return aFrom < bTo && bFrom < aTo;
}

/** Text as names are compared: lower case, runs of whitespace as one space, none around it. */
export const searchable = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * True when the typed text names the guard: first, last or full name, case-insensitively, and
 * spaced however (a name stored with two spaces is still found by typing one).
 */
export function guardMatches(
  guard: Pick<PickerGuard, 'firstName' | 'lastName'>,
  typed: string,
): boolean {
  const query = searchable(typed);
  if (query.length < GUARD_GUESS_MIN) return false;
  const first = searchable(guard.firstName);
  const last = searchable(guard.lastName);
  const displayed = guardDisplayName({ firstName: first, lastName: last });
  return [first, last, `${first} ${last}`, `${last} ${first}`, displayed].some((name) =>
    name.includes(query),
  );
}

/**
 * Every guard as an option for the shift, best first: free guards before those booked at an
 * overlapping time, then those nothing blocks (their guard card, the rules' findings) before the
 * others, those without a warning first, then those who covered this location most recently, then
 * by name. Without a complete shift the order is by name alone.
 */
export function rankForShift<G extends PickerGuard>(
  guards: readonly G[],
  shift: Shift | null,
  availability: PickerAvailability | null,
): GuardOption<G>[] {
  const lastHere = new Map(availability?.history.map((h) => [h.guardId, h.lastDate]));
  const findingOf = new Map(availability?.findings?.map((f) => [f.guardId, f]));
  // Each guard's bookings that day, looked up once: a busy day has hundreds, a company thousands
  // of guards.
  const bookingsOf = new Map<string, GuardBooking[]>();
  for (const booking of availability?.bookings ?? []) {
    const own = bookingsOf.get(booking.guardId);
    if (own) own.push(booking);
    else bookingsOf.set(booking.guardId, [booking]);
  }
  const options = guards.map((guard): GuardOption<G> => ({
    guard,
    clash:
      shift && availability
        ? (bookingsOf.get(guard.id)?.find((booking) => shiftsOverlap(booking, shift)) ?? null)
        : null,
    card: shift ? (cardBlockers(guard, shift)[0] ?? null) : null,
    lastCoveredHere: lastHere.get(guard.id) ?? null,
    finding: findingOf.get(guard.id) ?? null,
  }));
  const blocked = (option: GuardOption<G>) =>
    option.card !== null || option.finding?.blocker != null;
  const warned = (option: GuardOption<G>) => (option.finding?.warnings.length ?? 0) > 0;
  return options.sort(
    (a, b) =>
      Number(a.clash !== null) - Number(b.clash !== null) ||
      Number(blocked(a)) - Number(blocked(b)) ||
      Number(warned(a)) - Number(warned(b)) ||
      compareText(b.lastCoveredHere ?? '', a.lastCoveredHere ?? '') ||
      compareText(a.guard.firstName, b.guard.firstName) ||
      compareText(a.guard.lastName, b.guard.lastName),
  );
}

/** The guards matching the typed text, ranked for the shift as rankForShift does. */
export function rankGuards<G extends PickerGuard>(
  guards: readonly G[],
  typed: string,
  shift: Shift | null,
  availability: PickerAvailability | null,
): GuardOption<G>[] {
  return rankForShift(
    guards.filter((guard) => guardMatches(guard, typed)),
    shift,
    availability,
  );
}

/**
 * The first and last name a new guard gets from the typed text: split at the first space.
 * Null with fewer than two words ('Add New Guard' is disabled then).
 */
export function splitNewGuardName(typed: string): { firstName: string; lastName: string } | null {
  const text = typed.trim().replace(/\s+/g, ' ');
  const space = text.indexOf(' ');
  if (space < 1) return null;
  return { firstName: text.slice(0, space), lastName: text.slice(space + 1) };
}
