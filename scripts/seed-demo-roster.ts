import { dayNumber, minutesOf } from '../src/shared/calendar.js';
import { cardBlockers } from '../src/shared/guard-card-rules.js';
import type { GuardValues } from '../src/shared/guards.js';

/** Minutes a guard rests between two shifts. */
const REST_MINUTES = 8 * 60;
const MINUTES_PER_DAY = 24 * 60;

/** A shift as the roster books it: a date and its times (an end at or before the start is the next day). */
export interface RosterShift {
  date: string;
  startTime: string;
  endTime: string;
}

/**
 * Books the demo's guards on shifts, with a rest between two shifts, from the plan's first day
 * (`from`) on: no guard works two overlapping shifts, nor one without a card on file valid on
 * each of its dates. Stricter
 * than the server's rule for offers (same date, overlapping times), so what it allows the server
 * allows too.
 */
export function createRoster(guards: readonly GuardValues[], from: string) {
  const bookings = new Map<number, [number, number][]>();
  const minutes = ({ date, startTime, endTime }: RosterShift): [number, number] => {
    const day = (dayNumber(date) - dayNumber(from)) * MINUTES_PER_DAY;
    const start = day + minutesOf(startTime);
    const end = day + minutesOf(endTime) + (endTime <= startTime ? MINUTES_PER_DAY : 0);
    return [start, end];
  };

  const isFree = (guard: number, shift: RosterShift): boolean => {
    // The server's own rule (issue #39): a card on file, valid on every date of the shift.
    const record = guards[guard];
    if (!record || cardBlockers(record, shift).length > 0) return false;
    const [start, end] = minutes(shift);
    return (bookings.get(guard) ?? []).every(
      ([from, to]) => end + REST_MINUTES <= from || to + REST_MINUTES <= start,
    );
  };

  return {
    /** True when the guard's card is valid for the shift and they are free and rested then. */
    isFree,

    /** The first candidate free for the shift, now booked on it; or null. */
    book(candidates: readonly number[], shift: RosterShift): number | null {
      const guard = candidates.find((candidate) => isFree(candidate, shift));
      if (guard === undefined) return null;
      bookings.set(guard, [...(bookings.get(guard) ?? []), minutes(shift)]);
      return guard;
    },

    /** The guard no longer works the shift (they called out of it). */
    release(guard: number, shift: RosterShift): void {
      const [start] = minutes(shift);
      bookings.set(
        guard,
        (bookings.get(guard) ?? []).filter(([from]) => from !== start),
      );
    },
  };
}

export type Roster = ReturnType<typeof createRoster>;
