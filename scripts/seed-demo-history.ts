import { randomUUID } from 'node:crypto';
import type { CallOutWhy } from '../src/shared/call-outs.js';
import { addDays, dayNumber, weekdayOf } from '../src/shared/calendar.js';
import { guardDisplayName, type GuardValues } from '../src/shared/guards.js';
import { defaultReportRange } from '../src/shared/report-math.js';
import { createRandom } from './seed-demo-random.js';
import { createRoster } from './seed-demo-roster.js';
import { CALL_OUT_REASONS } from './seed-demo-data.js';

const SHIFTS = [
  ['06:00', '14:00'],
  ['08:00', '16:00'],
  ['14:00', '22:00'],
  ['22:00', '06:00'],
  ['18:00', '02:00'],
] as const;
const HOUR_MS = 3_600_000;

/** A past request of the history, with its guard and post as indexes into the plan's. */
export interface HistoryRequest {
  date: string;
  startTime: string;
  endTime: string;
  location: number;
  guard: number | null;
  openedAt: string;
  filledAt: string | null;
  calledOut: (CallOutWhy & { guard: number; at: string; byOffice: boolean }) | null;
}

/** An instant `hours` after an ISO instant. */
const later = (iso: string, hours: number) =>
  new Date(Date.parse(iso) + Math.round(hours * HOUR_MS)).toISOString();

/**
 * The weeks of history the reports show by default (issue #22) that the plan itself does not
 * reach: from 12 weeks back to the day before the plan's first day. Each post has a shift on
 * about half the days; most were made open days ahead and filled hours later (faster as the
 * weeks go by, as an office that learns would), a few were called out of (more often at night
 * and at weekends), most of those covered again within hours. Nothing here is in the audit trail:
 * it happened before the demo begins.
 */
export function planHistory(
  today: string,
  planFrom: string,
  posts: number,
  guards: readonly GuardValues[],
): HistoryRequest[] {
  const random = createRandom(20_261_122);
  const { from } = defaultReportRange(today);
  // Its last day a day before the plan's first: no night shift runs into the plan's shifts.
  const days = dayNumber(planFrom) - dayNumber(from) - 1;
  // Guards booked as the plan books them: a valid card, never two shifts at once, rested.
  const roster = createRoster(guards, from);
  const everyGuard = guards.map((_, index) => index);
  const book = (shift: { date: string; startTime: string; endTime: string }) =>
    roster.book(random.shuffle(everyGuard).slice(0, 12), shift);
  const requests: HistoryRequest[] = [];
  for (let day = 0; day < days; day += 1) {
    const date = addDays(from, day);
    const weekend = [0, 5, 6].includes(weekdayOf(date));
    // From ~30 hours to fill a shift in the first weeks to ~8 in the last.
    const typicalHours = 30 - (22 * day) / Math.max(1, days);
    for (let location = 0; location < posts; location += 1) {
      if (!random.chance(0.5)) continue;
      const [startTime, endTime] = random.pick(SHIFTS);
      const opened = later(`${addDays(date, -random.int(2, 10))}T14:00:00.000Z`, random.int(0, 6));
      const filledLate = later(opened, typicalHours * (0.3 + random.next() * 1.4));
      const shift = { date, startTime, endTime };
      const guard = random.int(0, guards.length - 1);
      const night = startTime >= '18:00';
      if (random.chance((night ? 0.1 : 0.04) + (weekend ? 0.05 : 0))) {
        const at = later(
          `${addDays(date, -1)}T${night ? '20' : '08'}:00:00.000Z`,
          random.int(0, 10),
        );
        const cover = random.chance(0.75) ? book(shift) : null;
        requests.push({
          date,
          startTime,
          endTime,
          location,
          guard: cover,
          openedAt: at,
          filledAt: cover === null ? null : later(at, 1 + random.next() * 9),
          // Most of them phoned in to the office, as before guards had the app.
          calledOut: { guard, ...random.pick(CALL_OUT_REASONS), at, byOffice: random.chance(0.7) },
        });
        continue;
      }
      const booked = random.chance(0.95) ? book(shift) : null;
      requests.push({
        date,
        startTime,
        endTime,
        location,
        guard: booked,
        openedAt: opened,
        filledAt: booked === null ? null : filledLate,
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
      createdAt: request.openedAt,
      updatedAt: request.filledAt ?? request.openedAt,
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
