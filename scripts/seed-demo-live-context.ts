import { addDays, localIsoDate, minutesOf, pad } from '../src/shared/calendar.js';
import { cardBlockers } from '../src/shared/guard-card-rules.js';
import type { GuardValues } from '../src/shared/guards.js';
import type { PlannedRequest } from './seed-demo-plan.js';
import type { Random } from './seed-demo-random.js';
import type { PlannedAttendance } from './seed-demo-readings.js';
import type { Roster, RosterShift } from './seed-demo-roster.js';
import { instant, type ShiftStory } from './seed-demo-shifts.js';

/**
 * What the parts of the live plan (seed-demo-live.ts) share: the plan being changed, the roster
 * that keeps every booking allowed, and the instants of shifts as the server reads them.
 */

export const MINUTE_MS = 60_000;

/** A shift's start and end in epoch ms, read in the local zone as the server reads it. */
export function spanOf(shift: RosterShift): { start: number; end: number } {
  const overnight = shift.endTime <= shift.startTime;
  return {
    start: Date.parse(instant(shift.date, minutesOf(shift.startTime))),
    end: Date.parse(
      instant(overnight ? addDays(shift.date, 1) : shift.date, minutesOf(shift.endTime)),
    ),
  };
}

/** The local date and HH:MM of an instant. */
export function wallClock(ms: number): { date: string; time: string } {
  const at = new Date(ms);
  return { date: localIsoDate(at), time: `${pad(at.getHours())}:${pad(at.getMinutes())}` };
}

export const isoAt = (ms: number) => new Date(ms).toISOString();

/** What the parts of the live plan share; `requests` and the roster change as they book. */
export interface LiveContext {
  random: Random;
  now: number;
  today: string;
  guards: readonly GuardValues[];
  requests: PlannedRequest[];
  roster: Roster;
  /** Guards with an account: only they can check in, from the app. */
  withApp: ReadonlySet<number>;
  /** The guard accounts of the stories (guard1…), listed first in the summary. */
  storyAccounts: readonly number[];
  /** Guards with offers waiting: a new booking could stop them taking one. */
  offered: ReadonlySet<number>;
  /** Requests a story tells: their guard stays as it tells. */
  told: Set<number>;
  attendance: PlannedAttendance[];
  stories: ShiftStory[];
}

/** True when the guard may be booked on the shift: a valid card, free and rested. */
export function canWork(context: LiveContext, guard: number, shift: RosterShift): boolean {
  const record = context.guards[guard];
  return (
    record !== undefined &&
    cardBlockers(record, shift).length === 0 &&
    context.roster.isFree(guard, shift)
  );
}

/** Adds a request to the plan and books its guard, answering its index. */
export function addRequest(context: LiveContext, request: PlannedRequest): number {
  context.requests.push(request);
  if (request.guard !== null) context.roster.book([request.guard], request);
  return context.requests.length - 1;
}

/** A guard with the app, free for the shift, with no offer waiting; or undefined. */
export function freeAppGuard(
  context: LiveContext,
  shift: RosterShift,
  except: ReadonlySet<number> = new Set(),
): number | undefined {
  const choices = [...context.withApp].filter(
    (guard) => !context.offered.has(guard) && !except.has(guard),
  );
  return context.random.shuffle(choices).find((guard) => canWork(context, guard, shift));
}

/** The request at `index`; a mistake in the plan otherwise. */
export function requestOf(context: { requests: readonly PlannedRequest[] }, index: number) {
  const request = context.requests[index];
  if (!request) throw new RangeError(`No planned request ${String(index)}`);
  return request;
}
