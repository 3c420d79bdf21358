import { POSTS } from './seed-demo-data.js';
import { placeOf } from './seed-demo-places.js';
import type { Random } from './seed-demo-random.js';

/**
 * A guard's attendance row of a shift as the demo plans it (issues #33, #39): the instants, and
 * where the phone was at the check-in and check-out, as metres and a bearing from the post
 * (seed-demo-live-rows.ts turns them into positions, distances and marks).
 */

/** Where a phone was at a check-in or check-out: metres and bearing from the post. */
export interface Site {
  meters: number;
  accuracy: number;
  bearing: number;
}
/** A reading of the phone's position, or none shared ('No location'). */
export type Reading = Site | 'no-location';

/** A guard's attendance row of a shift, the instants as ISO text. */
export interface PlannedAttendance {
  request: number;
  guard: number;
  checkedInAt: string | null;
  checkIn: Reading | null;
  checkedOutAt: string | null;
  /** Null without a check-out, or for one the office recorded (no reading). */
  checkOut: Reading | null;
  lateAt: string | null;
  noShowAt: string | null;
  expectedAt: string | null;
  remindedAt: string | null;
  confirmCode: string | null;
  confirmedAt: string | null;
  /** When the office set the shift's worked time to its scheduled length (timesheets). */
  settledAt: string | null;
}

export function emptyAttendance(request: number, guard: number): PlannedAttendance {
  return {
    request,
    guard,
    checkedInAt: null,
    checkIn: null,
    checkedOutAt: null,
    checkOut: null,
    lateAt: null,
    noShowAt: null,
    expectedAt: null,
    remindedAt: null,
    confirmCode: null,
    confirmedAt: null,
    settledAt: null,
  };
}

/** The on-site radius of a planned request's post. */
export const radiusOf = (location: number) => placeOf(POSTS[location]?.deptCode ?? '').radiusMeters;

/** A reading well within the post's radius, whatever the phone's accuracy. */
export function onSiteReading(random: Random, radius: number): Site {
  return {
    meters: random.int(4, Math.min(90, Math.floor(radius * 0.5))),
    accuracy: random.int(5, 25),
    bearing: random.int(0, 359),
  };
}

/** A reading `meters` (by default 300 m to 2.4 km past the radius) from the post. */
export function offSiteReading(random: Random, radius: number, meters?: number): Site {
  return {
    meters: meters ?? radius + random.int(300, 2400),
    accuracy: random.int(8, 30),
    bearing: random.int(0, 359),
  };
}
