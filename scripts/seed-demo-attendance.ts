import { addDays } from '../src/shared/calendar.js';
import { workWeekStart } from '../src/shared/work-week.js';
import {
  canWork,
  freeAppGuard,
  isoAt,
  MINUTE_MS,
  requestOf,
  spanOf,
  wallClock,
  addRequest,
  type LiveContext,
} from './seed-demo-live-context.js';
import {
  emptyAttendance,
  offSiteReading,
  onSiteReading,
  radiusOf,
  type PlannedAttendance,
} from './seed-demo-readings.js';
import { instant, type PlannedCall } from './seed-demo-shifts.js';

/**
 * The last weeks' attendance (issues #33, #39): from the Monday two weeks before this week's to
 * now, every ended shift of a guard with the app has its check-in and check-out, mostly on time
 * and on site, some late, off site or without a location, a few without a check-out; guards
 * without the app cannot check in, so theirs have none (docs/timesheets.md: the office settles
 * them). Three guards without the app did not come: the timers made each a no-show call-out, and
 * a relief with the app took two of them by phone; two guards left early, and the rest of each
 * shift became a request of its own, one filled by a relief. Today's shifts on now are
 * seed-demo-night.ts's.
 */

export const NO_SHOW_NOTE = 'No check-in 30 minutes after the start';
const minutes = (count: number) => count * MINUTE_MS;

/** A guard's full shift: in a little early, out at about the end; some late, off site, no location. */
function workedShift(context: LiveContext, index: number, guard: number): PlannedAttendance {
  const { random } = context;
  const request = requestOf(context, index);
  const { start, end } = spanOf(request);
  const radius = radiusOf(request.location);
  const row = emptyAttendance(index, guard);
  const roll = random.next();
  let checkedIn = start - minutes(random.int(2, 14));
  row.checkIn = onSiteReading(random, radius);
  if (roll < 0.1) {
    checkedIn = start + minutes(random.int(11, 27));
    row.lateAt = isoAt(start + minutes(10));
  } else if (roll < 0.16) {
    row.checkIn = offSiteReading(random, radius);
  } else if (roll < 0.2) {
    row.checkIn = 'no-location';
  }
  row.checkedInAt = isoAt(checkedIn);
  if (!random.chance(0.04)) {
    // A shift that ended a moment ago was checked out of by now.
    row.checkedOutAt = isoAt(Math.min(end + minutes(random.int(-8, 12)), context.now - minutes(1)));
    row.checkOut = row.checkIn === 'no-location' ? 'no-location' : onSiteReading(random, radius);
  }
  return row;
}

/**
 * A relief who took the shift at `taken`, expected at `expected`: in a little before it (never
 * before they could have driven there), out at about the end.
 */
function reliefShift(
  context: LiveContext,
  index: number,
  guard: number,
  { taken, expected }: { taken: number; expected: number },
): PlannedAttendance {
  const { random } = context;
  const request = requestOf(context, index);
  const { end } = spanOf(request);
  const radius = radiusOf(request.location);
  const checkedIn = Math.max(taken + minutes(10), expected - minutes(random.int(0, 12)));
  return {
    ...emptyAttendance(index, guard),
    expectedAt: isoAt(expected),
    checkedInAt: isoAt(checkedIn),
    checkIn: onSiteReading(random, radius),
    checkedOutAt: isoAt(end + minutes(random.int(0, 8))),
    checkOut: onSiteReading(random, radius),
  };
}

/**
 * A guard without the app who did not come: the no-show call-out the timers made, a call that
 * went unanswered, and, when `fill`, a relief with the app who took it on the phone.
 */
function noShow(context: LiveContext, index: number, fill: boolean): void {
  const { random } = context;
  const request = requestOf(context, index);
  const guard = request.guard;
  if (guard === null) return;
  const { start } = spanOf(request);
  const at = start + minutes(30);
  context.attendance.push({
    ...emptyAttendance(index, guard),
    lateAt: isoAt(start + minutes(10)),
    noShowAt: isoAt(at),
  });
  context.roster.release(guard, request);
  request.guard = null;
  const others = context.guards.flatMap((_, other) =>
    other !== guard && !context.withApp.has(other) && canWork(context, other, request)
      ? [other]
      : [],
  );
  const calls: PlannedCall[] = [];
  let called = at + minutes(random.int(3, 8));
  const unanswered = random.pick(others.length > 0 ? others : [guard]);
  if (unanswered !== guard)
    calls.push({ guard: unanswered, outcome: 'no-answer', at: isoAt(called) });
  const relief = fill ? freeAppGuard(context, request) : undefined;
  called += minutes(random.int(6, 30));
  if (relief !== undefined) {
    calls.push({ guard: relief, outcome: 'accepted', at: isoAt(called) });
    context.roster.book([relief], request);
    request.guard = relief;
    const expected = called + minutes(45);
    context.attendance.push(reliefShift(context, index, relief, { taken: called, expected }));
  } else if (others[1] !== undefined && others[1] !== unanswered) {
    calls.push({ guard: others[1], outcome: 'declined', at: isoAt(called) });
  }
  context.told.add(index);
  context.stories.push({
    request: index,
    createdAt: request.fill?.openedAt ?? instant(addDays(request.date, -10), 10 * 60),
    openedAt: isoAt(at),
    calledOut: {
      guard,
      reason: 'no-show',
      note: NO_SHOW_NOTE,
      at: isoAt(at),
      byOffice: false,
      byTimers: true,
    },
    offeredAt: null,
    offers: [],
    calls,
    filledAt: relief === undefined ? null : isoAt(called),
  });
}

/** Why the two guards left early: from the app's early check-out, and phoned to the office. */
const LEFT_EARLY = ['Migraine, cannot finish the shift', 'Phoned from the post: family emergency'];

/**
 * A guard with the app left hours before the end: their shift cut where they left, and the rest
 * a request of its own (issue #39), open from then; filled by a relief when `fill`.
 */
function earlyLeave(context: LiveContext, index: number, byOffice: boolean, fill: boolean) {
  const { random } = context;
  const request = requestOf(context, index);
  const guard = request.guard;
  if (guard === null) return null;
  const { start, end } = spanOf(request);
  const left = start + minutes(random.int(150, 300));
  const cut = wallClock(left);
  const row = workedShift(context, index, guard);
  row.checkedOutAt = isoAt(left);
  row.checkOut = byOffice ? null : onSiteReading(random, radiusOf(request.location));
  context.attendance.push(row);
  const endTime = request.endTime;
  request.endTime = cut.time;
  const rest = addRequest(context, {
    ...request,
    date: cut.date,
    startTime: cut.time,
    endTime,
    guard: null,
    fill: null,
    continues: index,
  });
  const restShift = requestOf(context, rest);
  const relief = fill ? freeAppGuard(context, restShift, new Set([guard])) : undefined;
  const called = left + minutes(random.int(10, 30));
  if (relief !== undefined) {
    context.roster.book([relief], restShift);
    restShift.guard = relief;
    const expected = Math.min(called + minutes(50), end - minutes(30));
    context.attendance.push(reliefShift(context, rest, relief, { taken: called, expected }));
  }
  context.told.add(index).add(rest);
  const at = isoAt(left);
  context.stories.push({
    request: rest,
    createdAt: at,
    openedAt: at,
    calledOut: {
      guard,
      reason: 'left-post',
      note: LEFT_EARLY[byOffice ? 1 : 0] ?? null,
      at,
      byOffice,
    },
    offeredAt: null,
    offers: [],
    calls: relief === undefined ? [] : [{ guard: relief, outcome: 'accepted', at: isoAt(called) }],
    filledAt: relief === undefined ? null : isoAt(called),
  });
  return { request: index, endTime, byGuard: byOffice ? null : guard, at };
}

/**
 * Plans the last weeks' attendance (above) into `context`; answers the requests cut where a
 * guard left, with the end they had.
 */
export function planPastAttendance(context: LiveContext) {
  const { random, now, today } = context;
  const thisWeek = workWeekStart(today, 1);
  const lastWeek = addDays(thisWeek, -7);
  const from = Date.parse(instant(addDays(thisWeek, -14), 0));
  const ended = context.requests.flatMap((request, index) => {
    const { start, end } = spanOf(request);
    return request.guard !== null && start >= from && end <= now
      ? [{ index, request, hours: (end - start) / minutes(60), end }]
      : [];
  });
  // The stories are of shifts that ended before today's: the office has moved on from them.
  const storyable = ended.filter(
    ({ index, end }) => end <= Date.parse(instant(today, 0)) && !context.told.has(index),
  );
  const withoutApp = random.shuffle(
    storyable.filter(({ request }) => !context.withApp.has(request.guard ?? -1)),
  );
  // The one nobody filled is a customer's, so that Reports credits a customer by name.
  const unfilled = withoutApp.find(({ request }) => request.author === 'customer') ?? withoutApp[0];
  const inLastWeek = withoutApp.find(
    ({ request }) =>
      request.date >= lastWeek && request.date < thisWeek && request !== unfilled?.request,
  );
  const filled = [
    inLastWeek,
    ...withoutApp.filter((shift) => shift !== unfilled && shift !== inLastWeek),
  ].slice(0, 2);
  if (unfilled) noShow(context, unfilled.index, false);
  for (const shift of filled) if (shift) noShow(context, shift.index, true);

  const appShifts = (shifts: typeof ended) =>
    shifts.filter(({ request }) => context.withApp.has(request.guard ?? -1));
  const long = random
    .shuffle(appShifts(storyable))
    .filter(({ index, hours }) => hours >= 6 && !context.told.has(index));
  const leaves = [long.find(({ request }) => request.date >= lastWeek), ...long].filter(
    (shift) => shift !== undefined,
  );
  const cuts = [];
  const first = leaves[0];
  const second = leaves.find((shift) => shift !== first);
  if (first) cuts.push(earlyLeave(context, first.index, false, true));
  if (second) cuts.push(earlyLeave(context, second.index, true, false));

  // Every other shift a guard with the app worked (the stories' too), once per shift and guard.
  const made = new Set(
    context.attendance.map((row) => `${String(row.request)} ${String(row.guard)}`),
  );
  const rows = appShifts(ended)
    .filter(({ index, request }) => !made.has(`${String(index)} ${String(request.guard)}`))
    .map(({ index, request }) => workedShift(context, index, request.guard ?? -1));
  // A week to approve asks about a missing check-out (docs/timesheets.md): last week has one.
  const lastWeeks = rows.filter((row) => {
    const { date } = requestOf(context, row.request);
    return date >= lastWeek && date < thisWeek;
  });
  if (!lastWeeks.some((row) => row.checkedOutAt === null) && lastWeeks[0]) {
    lastWeeks[0].checkedOutAt = null;
    lastWeeks[0].checkOut = null;
  }
  context.attendance.push(...rows);
  return cuts.filter((cut) => cut !== null);
}
