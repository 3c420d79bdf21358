import { addDays, dayNumber, minutesOf } from '../src/shared/calendar.js';
import { CALL_OUT_REASONS } from './seed-demo-people.js';
import { shiftTraits } from './seed-demo-demand.js';
import {
  instant,
  later,
  requestAt,
  type GuardShiftsContext,
  type PlannedCall,
  type ShiftStory,
  type StoryRequest,
} from './seed-demo-shifts.js';

/**
 * The office's side of the demo (issue #30): guards without the app phone in their call-outs,
 * which the dispatcher records, then calls other guards from Find cover and logs what came of it;
 * and the share of guards who installed the app.
 */

/**
 * Call-outs a week, all told: the office took on the phone as many as the guards' own (six in the
 * last two weeks, seed-demo-shifts.ts) leave of these, each filled by a call.
 */
export const CALL_OUTS_A_WEEK = 5;
/** Guards with an account of their own, of the 120: a few months into a roll-out. */
export const GUARD_ACCOUNT_SHARE = 0.25;
/** Days ahead whose open shifts Find cover must be able to offer (the board's week). */
const OFFER_DAYS = 7;

/** Guards free for the request (card valid, rested, not booked), other than `except`. */
function freeFor(context: GuardShiftsContext, request: StoryRequest, except: number): number[] {
  return context.guards.flatMap((_, guard) =>
    guard !== except && context.roster.isFree(guard, request) ? [guard] : [],
  );
}

/**
 * `count` of the shifts, drawn at random with nights and weekends the likelier to be called out of
 * (weighted sampling without replacement: the largest of random^(1/weight)).
 */
function likeliest<T extends { request: StoryRequest }>(
  random: GuardShiftsContext['random'],
  shifts: readonly T[],
  count: number,
): T[] {
  const weight = (request: StoryRequest) => {
    const { night, weekend } = shiftTraits(request);
    return 1 + (night ? 1.5 : 0) + (weekend ? 1 : 0);
  };
  return shifts
    .map((shift) => ({ shift, key: random.next() ** (1 / weight(shift.request)) }))
    .sort((a, b) => b.key - a.key)
    .slice(0, Math.max(0, count))
    .map(({ shift }) => shift);
}

/**
 * A guard without the app phones the office at `at`: the dispatcher records the call-out, then
 * calls guards free then until one says yes (in the past) or logs one unanswered call (ahead).
 */
function officeCallOutStory(
  context: GuardShiftsContext,
  { caller, index, at }: { caller: number; index: number; at: string },
): ShiftStory {
  const { random, roster } = context;
  const request = requestAt(context, index);
  roster.release(caller, request);
  request.guard = null;
  const free = random.shuffle(freeFor(context, request, caller));
  const calls: PlannedCall[] = [];
  let filledAt: string | null = null;
  let called = later(at, random.int(3, 10));
  const [first, second] = free;
  if (first !== undefined) {
    calls.push({
      guard: first,
      outcome: random.chance(0.5) ? 'no-answer' : 'declined',
      at: called,
    });
  }
  if (second !== undefined && request.date < context.today) {
    called = later(called, random.int(4, 25));
    calls.push({ guard: second, outcome: 'accepted', at: called });
    roster.book([second], request);
    request.guard = second;
    filledAt = called;
  }
  return {
    request: index,
    createdAt: instant(addDays(request.date, -random.int(7, 14)), random.int(9 * 60, 17 * 60)),
    openedAt: at,
    calledOut: { guard: caller, ...random.pick(CALL_OUT_REASONS), at, byOffice: true },
    offeredAt: null,
    offers: [],
    calls,
    filledAt,
  };
}

/**
 * Call-outs phoned in to the office: each week of the plan's past (seven days at a time back from
 * yesterday) enough to make CALL_OUTS_A_WEEK with the guards' own, nights and weekends the likelier
 * (the reports' weeks alike, issue #31), each filled by a call; and one of the next three days
 * taken last night, still open. Of shifts of guards without an account, which no other story tells.
 */
export function planOfficeStories(
  context: GuardShiftsContext,
  accounts: readonly number[],
  storied: ReadonlySet<number>,
): ShiftStory[] {
  const { random, today } = context;
  const withoutApp = (from: string, to: string) =>
    context.requests.flatMap((request, index) =>
      request.guard !== null &&
      !accounts.includes(request.guard) &&
      !storied.has(index) &&
      request.date >= from &&
      request.date <= to
        ? [{ caller: request.guard, index, request }]
        : [],
    );
  const stories: ShiftStory[] = [];
  for (let end = addDays(today, -1); end >= context.from; end = addDays(end, -7)) {
    const start = addDays(end, -6) < context.from ? context.from : addDays(end, -6);
    const days = dayNumber(end) - dayNumber(start) + 1;
    const own = [...storied].filter((index) => {
      const { date } = requestAt(context, index);
      return date >= start && date <= end;
    }).length;
    const wanted = Math.round((CALL_OUTS_A_WEEK * days) / 7) - own;
    for (const { caller, index, request } of likeliest(random, withoutApp(start, end), wanted)) {
      const at = instant(request.date, minutesOf(request.startTime) - random.int(60, 10 * 60));
      stories.push(officeCallOutStory(context, { caller, index, at }));
    }
  }
  const lastNight = instant(addDays(today, -1), random.int(19 * 60, 22 * 60));
  const soon = random.shuffle(withoutApp(addDays(today, 1), addDays(today, 3)))[0];
  if (soon) stories.push(officeCallOutStory(context, { ...soon, at: lastNight }));
  return stories;
}

/**
 * The guards besides the five story accounts who have the app: a quarter of them in all, those
 * with a card valid for the coming weeks; then, for each open shift of the coming week that none
 * of them could take, one guard free for it, so that Find cover can offer every one.
 */
export function planMoreAccounts(
  context: GuardShiftsContext,
  accounts: readonly number[],
  stories: readonly ShiftStory[],
): number[] {
  const { random, today, guards } = context;
  const wanted = Math.round(guards.length * GUARD_ACCOUNT_SHARE) - accounts.length;
  const more = random
    .shuffle(guards.map((_, index) => index))
    .filter(
      (guard) => !accounts.includes(guard) && (guards[guard]?.expDate ?? '') > addDays(today, 30),
    )
    .slice(0, wanted);
  const calledOutOf = new Map(
    stories.flatMap((story) => (story.calledOut ? [[story.request, story.calledOut.guard]] : [])),
  );
  const withApp = new Set([...accounts, ...more]);
  context.requests.forEach((request, index) => {
    if (request.guard !== null || request.date < today || request.date > addDays(today, OFFER_DAYS))
      return;
    const caller = calledOutOf.get(index) ?? -1;
    const free = freeFor(context, request, caller);
    if (free.some((guard) => withApp.has(guard))) return;
    const chosen = free[0];
    if (chosen === undefined) return;
    more.push(chosen);
    withApp.add(chosen);
  });
  return more;
}
