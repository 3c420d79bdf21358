import {
  formatRequestTime,
  type GuardAvailability,
  type GuardBooking,
} from '../../../shared/coverage-requests';
import {
  GUARD_GUESS_MIN,
  rankGuards,
  type GuardOption,
  type Shift,
} from '../../../shared/guard-picker';
import { guardDisplayName, type Guard } from '../../../shared/guards';

/** One entry of the guard list: 'None' (id null) or a guard with what the picker knows of them. */
export interface GuardItem {
  id: string | null;
  /** 'Last, First' as the field shows it; empty for 'None'. */
  label: string;
  option: GuardOption<Guard> | null;
}

export const NONE_ITEM: GuardItem = { id: null, label: '', option: null };

/** The longest guard list shown; typing more of the name narrows it. */
export const GUARDS_SHOWN_MAX = 50;

const toItem = (option: GuardOption<Guard>): GuardItem => ({
  id: option.guard.id,
  label: guardDisplayName(option.guard),
  option,
});

/** 'None' first, then the guards the typed text names, best first for the shift. */
export function guardItems(
  guards: readonly Guard[],
  typed: string,
  shift: Shift | null,
  availability: GuardAvailability | null,
): GuardItem[] {
  const ranked = rankGuards(guards, typed, shift, availability);
  return [NONE_ITEM, ...ranked.slice(0, GUARDS_SHOWN_MAX).map(toItem)];
}

/** What the picker knows of one guard for the shift (their full name always names them). */
export function guardItem(
  guard: Guard,
  shift: Shift | null,
  availability: GuardAvailability | null,
): GuardItem {
  const [option] = rankGuards([guard], `${guard.firstName} ${guard.lastName}`, shift, availability);
  return option ? toItem(option) : { id: guard.id, label: guardDisplayName(guard), option: null };
}

/** True when the text is long enough to guess names from (more than 2 characters). */
export const canGuess = (typed: string) => typed.trim().length >= GUARD_GUESS_MIN;

/**
 * The entry Enter (or Tab) takes after typing: 'None' for an empty field, the best match once a
 * name can be guessed, otherwise nothing.
 */
export function firstChoice(typed: string, items: readonly GuardItem[]): number {
  if (!typed.trim()) return 0;
  return canGuess(typed) && items.length > 1 ? 1 : -1;
}

/** 'Booked 08:00–16:00 at North Gate', or without times for an imported request. */
export function bookingText(booking: GuardBooking): string {
  return booking.startTime && booking.endTime
    ? `Booked ${formatRequestTime(booking.startTime)}\u2013${formatRequestTime(booking.endTime)} at ${booking.locationName}`
    : `Booked at ${booking.locationName} (no times set)`;
}

/**
 * A guard whose choice needs a confirmation: booked at an overlapping time. (A guard card that
 * stops them, issue #39, is shown as a blocker instead: the save would be refused.)
 */
export function needsConfirmation(item: GuardItem): boolean {
  return item.option !== null && item.option.clash !== null;
}

/**
 * Why the rules stop the guard taking the shift: the server's finding once it arrived (it holds
 * the card too), else what the card alone says; null when nothing does.
 */
export function pickerBlocker(item: GuardItem): string | null {
  return item.option?.finding?.blocker ?? item.option?.card?.message ?? null;
}

/**
 * What the field says under a chosen guard: booked at an overlapping time, what stops them
 * ('Cannot be assigned: No guard card on file', refused on save), and the warnings the save
 * asks to confirm. None for a guard nothing concerns.
 */
export function guardProblems(item: GuardItem): string[] {
  const blocker = pickerBlocker(item);
  return [
    ...(item.option?.clash ? [bookingText(item.option.clash)] : []),
    ...(blocker ? [`Cannot be assigned: ${blocker}`] : []),
    ...(item.option?.finding?.warnings ?? []),
  ];
}
