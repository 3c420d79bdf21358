import { randomUUID } from 'node:crypto';
import type { CallOutWhy } from '../src/shared/call-outs.js';
import { addDays, dayNumber, minutesOf, weekdayOf } from '../src/shared/calendar.js';
import { guardDisplayName } from '../src/shared/guards.js';
import { defaultReportRange } from '../src/shared/report-math.js';
import { POSTS } from './seed-demo-data.js';
import { CALL_OUT_REASONS } from './seed-demo-people.js';
import { fillOf, MADE_OPEN, shiftAt, shiftTraits } from './seed-demo-demand.js';
import { createRandom } from './seed-demo-random.js';
import { createRoster } from './seed-demo-roster.js';
import type { DemoPlan } from './seed-demo-plan.js';
import { instant } from './seed-demo-shifts.js';

const MINUTE_MS = 60_000;

/** A past request of the history, with its guard and post as indexes into the plan's. */
export interface HistoryRequest {
  date: string;
  startTime: string;
  endTime: string;
  location: number;
  guard: number | null;
  createdAt: string;
  /** Null for one on record as made with its guard. */
  openedAt: string | null;
  filledAt: string | null;
  calledOut: (CallOutWhy & { guard: number; at: string; byOffice: boolean }) | null;
}

/** An instant `minutes` after an ISO instant. */
const later = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + Math.round(minutes * MINUTE_MS)).toISOString();

/** When a request of a date made with its guard was made: two weeks ahead, in office hours. */
const madeWithGuard = (date: string) => instant(addDays(date, -14), 9 * 60);

/**
 * The weeks of history the reports show by default (issue #22) that the plan itself does not
 * reach: from 12 weeks back to the day before the plan's first day. The same operation as the
 * plan's (issue #31): the posts need cover as often (seed-demo-demand.ts), the guard accounts
 * work their regular shifts, most requests were made open days ahead and filled hours later (a
 * few made with their guard), and some were called out of (nights and weekends the likelier),
 * most of those covered again before the shift, within an hour or two. Nothing here is in the
 * audit trail: it happened before the demo begins.
 */
export function planHistory(
  today: string,
  plan: Pick<DemoPlan, 'from' | 'guards' | 'regulars' | 'requests'>,
): HistoryRequest[] {
  const random = createRandom(20_261_122);
  const { guards, regulars } = plan;
  const { from } = defaultReportRange(today);
  const dayBegan = instant(today, 0);
  // To the day before the plan's first: every day has its requests (a day without any made the
  // seam's week look a seventh quieter, issue #31).
  const days = dayNumber(plan.from) - dayNumber(from);
  // Guards booked as the plan books them: a valid card, never two shifts at once, rested. The
  // plan's first day is booked first, so that no night shift of the last day runs into its shifts.
  const roster = createRoster(guards, from);
  for (const request of plan.requests) {
    if (request.date === plan.from && request.guard !== null) roster.book([request.guard], request);
  }
  const everyGuard = guards.map((_, index) => index);
  const book = (shift: { date: string; startTime: string; endTime: string }) =>
    roster.book(random.shuffle(everyGuard).slice(0, 12), shift);
  const requests: HistoryRequest[] = [];
  for (let day = 0; day < days; day += 1) {
    const date = addDays(from, day);
    for (let location = 0; location < POSTS.length; location += 1) {
      const needed = shiftAt(random, date, location);
      if (!needed) continue;
      const shift = { date, startTime: needed.startTime, endTime: needed.endTime };
      const { night, weekend } = shiftTraits(shift);
      for (let member = 0; member < needed.crew; member += 1) {
        // About CALL_OUTS_A_WEEK a week (seed-demo-office.ts), as in the plan's weeks.
        if (random.chance((night ? 0.18 : 0.09) + (weekend ? 0.06 : 0))) {
          const at = instant(date, minutesOf(shift.startTime) - random.int(3 * 60, 12 * 60));
          const cover = random.chance(0.9) ? book(shift) : null;
          requests.push({
            ...shift,
            location,
            guard: cover,
            createdAt: at,
            openedAt: at,
            // A few calls, or an offer answered: from a quarter of an hour to three hours, before
            // the shift starts.
            filledAt: cover === null ? null : later(at, 15 + random.next() * random.next() * 165),
            // Most of them phoned in to the office, as before guards had the app.
            calledOut: {
              guard: random.int(0, guards.length - 1),
              ...random.pick(CALL_OUT_REASONS),
              at,
              byOffice: random.chance(0.7),
            },
          });
          continue;
        }
        const booked = random.chance(0.95) ? book(shift) : null;
        const made = booked === null || random.chance(MADE_OPEN);
        const { openedAt, filledAt } = made
          ? fillOf(random, shift, dayBegan)
          : { openedAt: null, filledAt: null };
        requests.push({
          ...shift,
          location,
          guard: booked,
          createdAt: openedAt ?? madeWithGuard(date),
          openedAt,
          filledAt: booked === null ? null : filledAt,
          calledOut: null,
        });
      }
    }
    for (const regular of regulars) {
      if (!regular.weekdays.includes(weekdayOf(date))) continue;
      const [startTime, endTime] = regular.shift;
      const shift = { date, startTime, endTime };
      if (roster.book([regular.guard], shift) === null) continue;
      requests.push({
        ...shift,
        location: regular.location,
        guard: regular.guard,
        createdAt: madeWithGuard(date),
        openedAt: null,
        filledAt: null,
        calledOut: null,
      });
    }
  }
  return requests;
}

/** The history as coverage_requests rows, made by `userId` at the posts and guards as stored. */
export function historyRows(
  history: readonly HistoryRequest[],
  stored: {
    locations: readonly { id: string }[];
    guards: readonly { id: string; firstName: string; lastName: string }[];
    userId: string | null;
    /** Who in the office took the call-outs phoned in. */
    officeName: string;
  },
) {
  const guardAt = (index: number) => {
    const guard = stored.guards[index];
    if (!guard) throw new RangeError(`No planned guard ${String(index)}`);
    return guard;
  };
  return history.map((request) => {
    const assigned = request.guard === null ? null : guardAt(request.guard);
    const calledOut = request.calledOut && guardAt(request.calledOut.guard);
    const changes = (request.calledOut ? 1 : 0) + (request.filledAt ? 1 : 0);
    return {
      id: randomUUID(),
      userId: stored.userId,
      date: request.date,
      startTime: request.startTime,
      endTime: request.endTime,
      locationId: stored.locations[request.location]?.id ?? '',
      assignedGuardId: assigned?.id ?? null,
      assignedGuardName: assigned ? guardDisplayName(assigned) : null,
      notes: null,
      version: 1 + changes,
      updatedByName: null,
      createdAt: request.createdAt,
      updatedAt: request.filledAt ?? request.calledOut?.at ?? request.createdAt,
      openedAt: request.openedAt,
      filledAt: request.filledAt,
      calledOutGuardId: calledOut?.id ?? null,
      calledOutGuardName: calledOut ? guardDisplayName(calledOut) : null,
      callOutReason: request.calledOut?.reason ?? null,
      callOutNote: request.calledOut?.note ?? null,
      calledOutAt: request.calledOut?.at ?? null,
      calledOutByName: request.calledOut?.byOffice ? stored.officeName : null,
    };
  });
}
