import { addDays, weekdayOf } from '../src/shared/calendar.js';
import { POST_KINDS, POSTS, type Shift } from './seed-demo-data.js';
import type { GuardShiftsContext } from './seed-demo-context.js';

/** Days a guard account works each week, on the same weekdays. */
const WORKDAYS = 4;
/** Days ahead with their shifts. */
const AHEAD_DAYS = 13;

/** A guard account's regular shift: at one post, the same times, on the same weekdays. */
export interface RegularShift {
  /** Index into the plan's guards. */
  guard: number;
  location: number;
  shift: Shift;
  /** Sunday is 0. */
  weekdays: number[];
}

/**
 * Each guard account's post, regular shift and weekdays, and their shifts from the plan's first
 * day to two weeks ahead: every week alike, so that the weeks the reports show are alike (issue
 * #31); the history before the plan books the same regular shifts.
 */
export function planOwnShifts(context: GuardShiftsContext, accounts: readonly number[]) {
  const { random, today, roster } = context;
  const regulars = accounts.map((guard): RegularShift => {
    const location = random.int(0, POSTS.length - 1);
    const kind = POST_KINDS[POSTS[location]?.kind ?? 'office'];
    const weekdays = random.shuffle([0, 1, 2, 3, 4, 5, 6]).slice(0, WORKDAYS);
    return { guard, location, shift: random.weighted<Shift>(kind.shifts), weekdays };
  });
  const own: number[][] = accounts.map(() => []);
  for (let date = context.from; date <= addDays(today, AHEAD_DAYS); date = addDays(date, 1)) {
    accounts.forEach((guard, k) => {
      const regular = regulars[k];
      if (!regular?.weekdays.includes(weekdayOf(date))) return;
      const [startTime, endTime] = regular.shift;
      const shift = { date, startTime, endTime };
      // A day the main plan already booked them on stays as it is.
      if (roster.book([guard], shift) === null) return;
      own[k]?.push(context.add({ ...shift, location: regular.location, guard }));
    });
  }
  return { regulars, own };
}
