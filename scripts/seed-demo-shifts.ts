import type { CallOutWhy } from '../src/shared/call-outs.js';
import { addDays, minutesOf } from '../src/shared/calendar.js';
import type { CallOutcome } from '../src/shared/shift-contacts.js';
import { POST_KINDS, POSTS } from './seed-demo-data.js';
import { CALL_OUT_REASONS } from './seed-demo-people.js';
import { planOwnShifts, type RegularShift } from './seed-demo-regulars.js';
import type { GuardShiftsContext, StoryRequest } from './seed-demo-context.js';

/** Guards with their own account: guard1@demo.coverdesk.test, … */
export const GUARD_ACCOUNT_COUNT = 5;
/** Days back with the guard accounts' call-outs. */
const HISTORY_DAYS = 14;
/** Days ahead whose open requests are offered (the open-shifts board's week). */
const OFFER_DAYS = 7;
const PAST_CALL_OUTS = 6;
/** Open requests of the coming week offered to the guard accounts (more when one has none). */
const OFFERED_OPEN = 3;
const MS_PER_MINUTE = 60_000;

/** A guard account's email: guard1@demo.coverdesk.test for the first. */
export const guardAccountEmail = (index: number) => `guard${String(index + 1)}@demo.coverdesk.test`;

export type PlannedOfferStatus = 'pending' | 'accepted' | 'declined' | 'taken';

/** A call the office logged from Find cover (issue #30). */
export interface PlannedCall {
  /** Index into the plan's guards. */
  guard: number;
  outcome: CallOutcome;
  at: string;
}

/**
 * A call-out: who, why, when, and whether the guard told the office on the phone (issue #30), or
 * the no-show timers made it (issue #33: CoverDesk itself, in the trail).
 */
export interface PlannedCallOut extends CallOutWhy {
  guard: number;
  at: string;
  byOffice: boolean;
  byTimers?: boolean;
}

export interface PlannedOffer {
  /** Index into the plan's guards. */
  guard: number;
  status: PlannedOfferStatus;
  answeredAt: string | null;
}

/**
 * What happened to a request after it was made, with the instants the server would have recorded
 * (ISO, all before the plan's day began): a guard account called out of it, the office offered it
 * to the guard accounts free then, one declined, one took it.
 */
export interface ShiftStory {
  /** Index into the plan's requests. */
  request: number;
  createdAt: string;
  /** When it last became open: made without a guard, or called out of. */
  openedAt: string;
  calledOut: PlannedCallOut | null;
  offeredAt: string | null;
  offers: PlannedOffer[];
  /** Calls the office logged, in order (an accepted one gives the request its guard). */
  calls: PlannedCall[];
  /** When an accept (in the app or on a call) gave it a guard, who is then the request's. */
  filledAt: string | null;
}

export type { GuardShiftsContext, StoryRequest } from './seed-demo-context.js';

export interface GuardShiftsPlan {
  /** Indexes into the plan's guards of the guards with an account, guard1 first. */
  accounts: number[];
  regulars: RegularShift[];
  stories: ShiftStory[];
}

/** The instant `minutes` after midnight of a local date, as the server reads a shift's start. */
export function instant(date: string, minutes: number): string {
  return new Date(new Date(`${date}T00:00:00`).getTime() + minutes * MS_PER_MINUTE).toISOString();
}

export const later = (at: string, minutes: number) =>
  new Date(Date.parse(at) + minutes * MS_PER_MINUTE).toISOString();

export function requestAt(context: GuardShiftsContext, index: number): StoryRequest {
  const request = context.requests[index];
  if (!request) throw new RangeError(`No planned request ${String(index)}`);
  return request;
}

/**
 * A guard account calls out of one of their shifts at `at`; the office offers it to the other
 * guard accounts free then. In the past, one of them may decline and the next takes it; ahead, one
 * may have declined and the others have not answered yet.
 */
function callOutStory(
  context: GuardShiftsContext,
  accounts: readonly number[],
  { caller, index, at }: { caller: number; index: number; at: string },
): ShiftStory {
  const { random, roster } = context;
  const request = requestAt(context, index);
  const past = request.date < context.today;
  roster.release(caller, request);
  request.guard = null;
  const story: ShiftStory = {
    request: index,
    createdAt: instant(addDays(request.date, -random.int(7, 14)), random.int(9 * 60, 17 * 60)),
    openedAt: at,
    calledOut: { guard: caller, ...random.pick(CALL_OUT_REASONS), at, byOffice: false },
    offeredAt: null,
    offers: [],
    calls: [],
    filledAt: null,
  };
  const free = random.shuffle(accounts.filter((g) => g !== caller && roster.isFree(g, request)));
  if (free.length === 0) return story;
  const offeredAt = later(at, random.int(4, 20));
  const decliner = free.length > 1 && random.chance(past ? 0.4 : 0.6) ? free[0] : undefined;
  const declinedAt = later(offeredAt, random.int(2, 15));
  const winner = past ? free[decliner === undefined ? 0 : 1] : undefined;
  const filledAt = later(decliner === undefined ? offeredAt : declinedAt, random.int(3, 40));
  if (winner !== undefined) {
    roster.book([winner], request);
    request.guard = winner;
  }
  story.offeredAt = offeredAt;
  story.filledAt = winner === undefined ? null : filledAt;
  story.offers = free.map((guard): PlannedOffer => {
    if (guard === decliner) return { guard, status: 'declined', answeredAt: declinedAt };
    if (winner === undefined) return { guard, status: 'pending', answeredAt: null };
    return { guard, status: guard === winner ? 'accepted' : 'taken', answeredAt: filledAt };
  });
  return story;
}

/** An open request made yesterday and offered to the guard accounts free for it, unanswered. */
function openStory(context: GuardShiftsContext, index: number, free: number[]): ShiftStory {
  const { random } = context;
  const createdAt = instant(addDays(context.today, -1), random.int(8 * 60, 13 * 60));
  return {
    request: index,
    createdAt,
    openedAt: createdAt,
    calledOut: null,
    offeredAt: later(createdAt, random.int(10, 180)),
    offers: free.map((guard) => ({ guard, status: 'pending', answeredAt: null })),
    calls: [],
    filledAt: null,
  };
}

/**
 * The guard accounts' side of the demo (issue #21), around `today`: five guards with a valid card
 * get an account and a regular shift four days a week; six of their shifts of the last two weeks
 * were called out of and (mostly) taken by another of them through an offer; one shift of the
 * next days was called out of last night and is offered; a few open requests of the coming week
 * are offered to those free then, so that each guard account has an offer waiting.
 */
export function planGuardShifts(context: GuardShiftsContext): GuardShiftsPlan {
  const { random, today, guards, roster } = context;
  const everyGuard = guards.map((_, index) => index);
  // A card valid well past the shifts planned here, so none of them is refused for it.
  const accounts = random
    .shuffle(everyGuard)
    .filter((guard) => (guards[guard]?.expDate ?? '') > addDays(today, 60))
    .slice(0, GUARD_ACCOUNT_COUNT);
  const { regulars, own } = planOwnShifts(context, accounts);
  const stories: ShiftStory[] = [];
  const storied = new Set<number>();
  const tell = (story: ShiftStory) => {
    stories.push(story);
    storied.add(story.request);
  };

  const callOutsFrom = addDays(today, -HISTORY_DAYS);
  const pastShifts = own.flatMap((indices, k) =>
    indices.flatMap((index) => {
      const request = requestAt(context, index);
      return request.date < today && request.date >= callOutsFrom
        ? [{ caller: accounts[k] ?? 0, index, request }]
        : [];
    }),
  );
  // The latest one first, so that this week's time to fill has a figure on most days.
  const latest = pastShifts.reduce<(typeof pastShifts)[number] | undefined>(
    (last, shift) => (last && last.request.date >= shift.request.date ? last : shift),
    undefined,
  );
  const callOuts = [
    ...(latest ? [latest] : []),
    ...random.shuffle(pastShifts.filter((shift) => shift !== latest)),
  ];
  for (const { caller, index, request } of callOuts.slice(0, PAST_CALL_OUTS)) {
    const at = instant(request.date, minutesOf(request.startTime) - random.int(90, 14 * 60));
    tell(callOutStory(context, accounts, { caller, index, at }));
  }

  const soon = own.flatMap((indices, k) =>
    indices.flatMap((index) => {
      const { date } = requestAt(context, index);
      return date > today && date <= addDays(today, 3) ? [{ caller: accounts[k] ?? 0, index }] : [];
    }),
  );
  const lastNight = instant(addDays(today, -1), random.int(17 * 60, 19 * 60));
  const soonest = random.shuffle(soon)[0];
  if (soonest) tell(callOutStory(context, accounts, { ...soonest, at: lastNight }));

  const waiting = new Set(accounts);
  for (const story of stories) {
    for (const offer of story.offers) if (offer.status === 'pending') waiting.delete(offer.guard);
  }
  const offerOpen = (index: number) => {
    const free = accounts.filter((guard) => roster.isFree(guard, requestAt(context, index)));
    if (free.length === 0) return false;
    tell(openStory(context, index, free));
    for (const guard of free) waiting.delete(guard);
    return true;
  };
  const weekAhead = (date: string) => date > today && date <= addDays(today, OFFER_DAYS);
  const openAhead = context.requests.flatMap((request, index) =>
    request.guard === null && weekAhead(request.date) && !storied.has(index) ? [index] : [],
  );
  let offered = 0;
  for (const index of random.shuffle(openAhead)) {
    if (offered >= OFFERED_OPEN) break;
    if (offerOpen(index)) offered += 1;
  }
  // A guard account still without an offer: a new open request at a time they are free.
  for (const guard of waiting) {
    const slot = freeSlot(context, guard);
    if (slot) offerOpen(context.add({ ...slot, guard: null }));
  }
  return { accounts, regulars, stories };
}

/** A post's shift in the coming week that the guard is free and rested for, or null. */
function freeSlot(context: GuardShiftsContext, guard: number) {
  const { random, today, roster } = context;
  const days = random.shuffle(Array.from({ length: OFFER_DAYS }, (_, day) => day + 1));
  const locations = random.shuffle(POSTS.map((_, index) => index));
  for (const day of days) {
    for (const location of locations.slice(0, 3)) {
      const kind = POST_KINDS[POSTS[location]?.kind ?? 'office'];
      for (const [[startTime, endTime]] of kind.shifts) {
        const shift = { date: addDays(today, day), startTime, endTime };
        if (roster.isFree(guard, shift)) return { ...shift, location };
      }
    }
  }
  return null;
}
