import { addDays } from '../src/shared/calendar.js';
import { POST_KINDS, POSTS } from './seed-demo-data.js';
import { NO_SHOW_NOTE } from './seed-demo-attendance.js';
import { emptyAttendance, offSiteReading, onSiteReading, radiusOf } from './seed-demo-readings.js';
import {
  addRequest,
  canWork,
  freeAppGuard,
  isoAt,
  MINUTE_MS,
  requestOf,
  spanOf,
  wallClock,
  type LiveContext,
} from './seed-demo-live-context.js';
import type { RosterShift } from './seed-demo-roster.js';
import { instant } from './seed-demo-shifts.js';

/**
 * Tonight at the desk, at the instant of the seed (issue #39): what the Now strip shows when a
 * newcomer opens Open Shifts. A guard without the app did not come to Valley Auto Auction: the
 * timers made it a no-show call-out 30 minutes after the start, a call went unanswered, and it is
 * open, with guards Find cover ranks able to take it (a guard account among them); a guard with
 * the app checked in two kilometres from the Civic Center garage; one at The Linden Hotel is
 * late; two shifts start within two hours, one of a guard without the app who has not confirmed.
 * The other shifts on now are worked by guards with the app, checked in at the post, and the
 * coming ones confirmed, so that the strip shows only those.
 */

const HOUR_MS = 60 * MINUTE_MS;
const QUARTER_MS = 15 * MINUTE_MS;
const SHIFT_MS = 8 * HOUR_MS;
/** How far ahead the Now strip looks, and how long before a shift a reminder goes (defaults). */
const STRIP_AHEAD_MS = 2 * HOUR_MS;
const REMIND_BEFORE_MS = 12 * HOUR_MS;

export interface Tonight {
  /** The no-show, open: its request and the guard who did not come. */
  noShow: number;
  absent: number;
  /** Guards free to take it, a guard with the app (`account`) first. */
  candidates: number[];
  account: number;
  offSite: number;
  late: number;
  /** The shifts starting within two hours: confirmed, and not confirmed. */
  confirmed: number;
  notConfirmed: number;
}

const postIndex = (deptCode: string) => POSTS.findIndex((post) => post.deptCode === deptCode);

/** A four-digit reminder code ('Reply OK 4821'), none of the guard's others. */
function reminderCode(context: LiveContext, guard: number, codes: Map<number, Set<string>>) {
  const taken = codes.get(guard) ?? new Set<string>();
  let code = String(context.random.int(1000, 9999));
  while (taken.has(code)) code = String(context.random.int(1000, 9999));
  codes.set(guard, taken.add(code));
  return code;
}

/**
 * The plan's shifts on now or within two hours: given to a guard with the app where they are a
 * guard's without it (who could not check in), checked in at the post or confirmed. Those of
 * guards without the app starting within twelve hours were reminded, and most confirmed.
 */
function settleTheDay(context: LiveContext, codes: Map<number, Set<string>>): void {
  const { random, now } = context;
  context.requests.forEach((request, index) => {
    const { start, end } = spanOf(request);
    if (request.guard === null || end <= now || start > now + REMIND_BEFORE_MS) return;
    if (start > now + STRIP_AHEAD_MS) {
      if (context.withApp.has(request.guard)) return;
      const remindedAt = start - REMIND_BEFORE_MS;
      context.attendance.push({
        ...emptyAttendance(index, request.guard),
        remindedAt: isoAt(remindedAt),
        confirmCode: reminderCode(context, request.guard, codes),
        confirmedAt: random.chance(0.85) ? isoAt(remindedAt + random.int(5, 90) * MINUTE_MS) : null,
      });
      return;
    }
    if (!context.withApp.has(request.guard) && !context.told.has(index)) {
      context.roster.release(request.guard, request);
      const other = freeAppGuard(context, request);
      context.roster.book([other ?? request.guard], request);
      request.guard = other ?? request.guard;
    }
    if (!context.withApp.has(request.guard)) return;
    const row = emptyAttendance(index, request.guard);
    if (start <= now) {
      row.checkedInAt = isoAt(start - random.int(2, 14) * MINUTE_MS);
      row.checkIn = onSiteReading(random, radiusOf(request.location));
    } else {
      row.confirmedAt = isoAt(now - random.int(20, 300) * MINUTE_MS);
    }
    context.attendance.push(row);
  });
}

/** The times of an eight-hour shift from `start`. */
function eightHoursFrom(start: number): RosterShift {
  const from = wallClock(start);
  return { date: from.date, startTime: from.time, endTime: wallClock(start + SHIFT_MS).time };
}

/** A guard for a shift of tonight: with the app or without it, free for it; the plan fails without. */
function guardFor(context: LiveContext, shift: RosterShift, withApp: boolean): number {
  const guard = withApp
    ? freeAppGuard(context, shift)
    : context.random
        .shuffle(context.guards.map((_, index) => index))
        .find((index) => !context.withApp.has(index) && canWork(context, index, shift));
  if (guard === undefined) {
    throw new Error(`The demo has no guard free for ${shift.date} ${shift.startTime}`);
  }
  return guard;
}

/** A new shift of tonight at the post, booked for a guard free for it; its index and guard. */
function shiftAt(context: LiveContext, deptCode: string, start: number, withApp: boolean) {
  const times = eightHoursFrom(start);
  const guard = guardFor(context, times, withApp);
  const index = addRequest(context, {
    ...times,
    location: postIndex(deptCode),
    guard,
    notes: null,
    guardNote: null,
    author: 'supervisor',
    fill: null,
  });
  context.told.add(index);
  return { index, guard, start: spanOf(times).start };
}

/** Tonight (above), planned into `context`. */
export function planTonight(context: LiveContext): Tonight {
  const { random, now } = context;
  const codes = new Map<number, Set<string>>();
  settleTheDay(context, codes);
  const floor = (ms: number) => Math.floor(ms / QUARTER_MS) * QUARTER_MS;
  const ceil = (ms: number) => Math.ceil(ms / QUARTER_MS) * QUARTER_MS;

  // Started 35 to 50 minutes ago: the no-show timer fired 5 to 20 minutes ago.
  const noShow = shiftAt(context, 'VAA-330', floor(now - 35 * MINUTE_MS), false);
  const shift = requestOf(context, noShow.index);
  const { start } = noShow;
  const noShowAt = start + 30 * MINUTE_MS;
  const remindedAt = start - REMIND_BEFORE_MS;
  // He said OK to the reminder this morning, and did not come.
  context.attendance.push({
    ...emptyAttendance(noShow.index, noShow.guard),
    lateAt: isoAt(start + 10 * MINUTE_MS),
    noShowAt: isoAt(noShowAt),
    remindedAt: isoAt(remindedAt),
    confirmCode: reminderCode(context, noShow.guard, codes),
    confirmedAt: isoAt(remindedAt + random.int(5, 60) * MINUTE_MS),
  });
  shift.guard = null;
  shift.guardNote = POST_KINDS.warehouse.guardNotes[1] ?? null;
  const free = random.shuffle(
    context.guards.flatMap((_, guard) =>
      guard !== noShow.guard && canWork(context, guard, shift) ? [guard] : [],
    ),
  );
  const account =
    context.storyAccounts.find((guard) => free.includes(guard)) ??
    free.find((guard) => context.withApp.has(guard));
  const others = free.filter((guard) => guard !== account);
  if (account === undefined || others.length < 2) {
    throw new Error(
      `The demo has too few guards free for tonight's no-show (${String(free.length)})`,
    );
  }
  const unanswered = others.find((guard) => !context.withApp.has(guard)) ?? others[0] ?? account;
  context.stories.push({
    request: noShow.index,
    createdAt: instant(addDays(shift.date, -9), 11 * 60),
    openedAt: isoAt(noShowAt),
    calledOut: {
      guard: noShow.guard,
      reason: 'no-show',
      note: NO_SHOW_NOTE,
      at: isoAt(noShowAt),
      byOffice: false,
      byTimers: true,
    },
    offeredAt: null,
    offers: [],
    calls: [
      {
        guard: unanswered,
        outcome: 'no-answer',
        at: isoAt(noShowAt + random.int(2, 4) * MINUTE_MS),
      },
    ],
    filledAt: null,
  });

  // Checked in two kilometres from the garage an hour ago: the post is empty (red).
  const offSite = shiftAt(context, 'CCP-520', floor(now - 60 * MINUTE_MS), true);
  const radius = radiusOf(postIndex('CCP-520'));
  context.attendance.push({
    ...emptyAttendance(offSite.index, offSite.guard),
    checkedInAt: isoAt(offSite.start - random.int(1, 6) * MINUTE_MS),
    checkIn: offSiteReading(random, radius, random.int(1900, 2300)),
  });

  // Started 10 to 25 minutes ago with no check-in: late (the timer told him and the office).
  const late = shiftAt(context, 'LHT-810', floor(now - 10 * MINUTE_MS), true);
  context.attendance.push({
    ...emptyAttendance(late.index, late.guard),
    lateAt: isoAt(late.start + 10 * MINUTE_MS),
    confirmedAt: isoAt(late.start - random.int(3, 8) * HOUR_MS),
  });

  // Within two hours: a guard with the app who confirmed, and one without who did not answer
  // the reminder ('Not confirmed').
  const confirmed = shiftAt(context, 'BCC-518', ceil(now + 40 * MINUTE_MS), true);
  context.attendance.push({
    ...emptyAttendance(confirmed.index, confirmed.guard),
    confirmedAt: isoAt(now - random.int(30, 240) * MINUTE_MS),
  });
  const notConfirmed = shiftAt(context, 'HPA-101', ceil(now + 85 * MINUTE_MS), false);
  context.attendance.push({
    ...emptyAttendance(notConfirmed.index, notConfirmed.guard),
    remindedAt: isoAt(notConfirmed.start - REMIND_BEFORE_MS),
    confirmCode: reminderCode(context, notConfirmed.guard, codes),
  });

  return {
    noShow: noShow.index,
    absent: noShow.guard,
    candidates: [account, ...others.slice(0, 2)],
    account,
    offSite: offSite.index,
    late: late.index,
    confirmed: confirmed.index,
    notConfirmed: notConfirmed.index,
  };
}
