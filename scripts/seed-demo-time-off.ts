import { addDays } from '../src/shared/calendar.js';
import { isoAt, MINUTE_MS, type LiveContext } from './seed-demo-live-context.js';

/**
 * Time off in the demo (issues #32, #39): a guard with the app asked for a day or two off over
 * one of their booked shifts, not answered yet, so the Time off page shows 'Overlaps 1 booked
 * shift' and approving it asks first; and the office recorded approved time off for a guard
 * without the app, days without shifts, which Find cover shows as a blocker.
 */

export interface PlannedTimeOff {
  guard: number;
  from: string;
  to: string;
  reason: string;
  status: 'pending' | 'approved';
  /** Asked in the app by the guard's account; otherwise the office recorded it. */
  byGuard: boolean;
  requestedAt: string;
  decidedAt: string | null;
  /** The booked shifts it overlaps (request indexes). */
  overlaps: number[];
}

const HOUR_MS = 60 * MINUTE_MS;

/** The guard's shifts that time off from `from` to `to` overlaps (time-off-shifts.ts's rule). */
function bookedIn(context: LiveContext, guard: number, from: string, to: string): number[] {
  return context.requests.flatMap((request, index) => {
    if (request.guard !== guard) return [];
    const overnight = request.endTime <= request.startTime;
    const meets =
      (request.date >= from && request.date <= to) ||
      (overnight && request.date === addDays(from, -1));
    return meets ? [index] : [];
  });
}

/** The pending request over one booked shift of a story guard account, and the approved one. */
export function planTimeOff(context: LiveContext): PlannedTimeOff[] {
  const { random, today, now } = context;
  const planned: PlannedTimeOff[] = [];
  pending: for (const guard of context.storyAccounts) {
    for (let day = 3; day <= 10; day += 1) {
      const from = addDays(today, day);
      for (const to of [addDays(from, 1), from]) {
        const overlaps = bookedIn(context, guard, from, to);
        if (overlaps.length !== 1 || context.requests[overlaps[0] ?? -1]?.date !== from) continue;
        planned.push({
          guard,
          from,
          to,
          reason: "My cousin's wedding in Fresno",
          status: 'pending',
          byGuard: true,
          requestedAt: isoAt(now - random.int(2, 30) * HOUR_MS),
          decidedAt: null,
          overlaps,
        });
        break pending;
      }
    }
  }

  const from = addDays(today, 2);
  const to = addDays(today, 4);
  const away = random
    .shuffle(context.guards.map((_, guard) => guard))
    .find(
      (guard) => !context.withApp.has(guard) && bookedIn(context, guard, from, to).length === 0,
    );
  if (away !== undefined) {
    const requestedAt = now - random.int(4, 6) * 24 * HOUR_MS;
    planned.push({
      guard: away,
      from,
      to,
      reason: 'Family trip to Reno',
      status: 'approved',
      byGuard: false,
      requestedAt: isoAt(requestedAt),
      decidedAt: isoAt(requestedAt + random.int(1, 5) * HOUR_MS),
      overlaps: [],
    });
    // Nothing books them on those days from here on (the qualifications' count of who is free).
    for (let date = from; date <= to; date = addDays(date, 1)) {
      context.roster.book([away], { date, startTime: '00:00', endTime: '00:00' });
    }
  }
  return planned;
}
