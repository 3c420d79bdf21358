import type { GuardValues } from '../src/shared/guards.js';
import type { Random } from './seed-demo-random.js';
import type { Roster, RosterShift } from './seed-demo-roster.js';

/**
 * What the demo's guard plans work on (seed-demo-shifts.ts, seed-demo-regulars.ts): the plan's
 * requests so far and how to add one.
 */

/** A request as this plan needs it; `guard` changes with a call-out or an accept. */
export interface StoryRequest extends RosterShift {
  location: number;
  guard: number | null;
}

export interface GuardShiftsContext {
  random: Random;
  /** The plan's day, yyyy-MM-dd. */
  today: string;
  /** The plan's first day. */
  from: string;
  guards: readonly GuardValues[];
  /** The plan's requests so far. */
  requests: readonly StoryRequest[];
  roster: Roster;
  /** Adds a request to the plan (notes and author picked as for the others); answers its index. */
  add(request: StoryRequest): number;
}
