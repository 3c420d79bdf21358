import { z } from 'zod';
import { formatClock } from './date-format.js';
import { CheckInBodySchema } from './geo-distance.js';

/**
 * A guard's check-in and check-out as the guard's own page and the check-in routes show them
 * (issue #33): when, how far from the post and whether on site, never the position itself.
 */

/** What a check-in or check-out says of where the guard was (geo-distance.ts's SiteCheck). */
export const SITE_MARKS = ['on-site', 'off-site', 'no-location', 'post-without-position'] as const;
export type SiteMarkName = (typeof SITE_MARKS)[number];

const Distance = z.number().int().nonnegative().nullable();

/** POST /api/my/shifts/:requestId/check-in's answer. */
export const CheckInResultSchema = z.object({
  checkedInAt: z.string(),
  /** Whole metres from the post; null without a position on either side. */
  distanceMeters: Distance,
  /** Null when there was nothing to measure (no location, or a post without a position). */
  onSite: z.boolean().nullable(),
  /**
   * True when the phone's position was rougher than the post's radius (issue #40): it counted as
   * no location, and the guard is told 'position too rough'.
   */
  positionTooRough: z.boolean(),
});
export type CheckInResult = z.infer<typeof CheckInResultSchema>;

/** POST /api/my/shifts/:requestId/check-out's answer. */
export const CheckOutResultSchema = CheckInResultSchema.omit({ checkedInAt: true }).extend({
  checkedOutAt: z.string(),
});
export type CheckOutResult = z.infer<typeof CheckOutResultSchema>;

/** A guard's own attendance on one of their shifts (GET /api/my/shifts). */
export const MyAttendanceSchema = z.object({
  checkedInAt: z.string().nullable(),
  checkInMark: z.enum(SITE_MARKS).nullable(),
  checkInDistanceMeters: Distance,
  checkedOutAt: z.string().nullable(),
  checkOutMark: z.enum(SITE_MARKS).nullable(),
  checkOutDistanceMeters: Distance,
});
export type MyAttendance = z.infer<typeof MyAttendanceSchema>;

/** When a shift's check-in opens and closes and its check-out closes (ISO instants). */
export const CheckWindowSchema = z.object({
  checkInOpensAt: z.string(),
  checkInClosesAt: z.string(),
  checkOutClosesAt: z.string(),
});
export type CheckWindow = z.infer<typeof CheckWindowSchema>;

/** A distance as people say it: '420 m' below a kilometre, '2.0 km' from one. */
export function distanceText(meters: number): string {
  return meters < 1000 ? `${String(meters)} m` : `${(meters / 1000).toFixed(1)} km`;
}

/** 'On site', 'Off site · 420 m', 'Off site · 2.0 km', 'No location'; null for a post without a position. */
export function siteMarkText(
  mark: SiteMarkName | null,
  distanceMeters: number | null,
): string | null {
  switch (mark) {
    case 'on-site':
      return 'On site';
    case 'off-site':
      return distanceMeters === null ? 'Off site' : `Off site · ${distanceText(distanceMeters)}`;
    case 'no-location':
      return 'No location';
    default:
      return null;
  }
}

/** The refusals of a second check-in or check-out. */
export const ALREADY_CHECKED_IN = 'You have already checked in';
/** A guard checked in off site checks in again only from where the phone can say (issue #39). */
export const LOCATION_NEEDED_AGAIN = 'Share your location to check in again at the post';
/** …and a position too rough to count says so (issue #40). */
export const ROUGH_POSITION_AGAIN =
  'Position too rough to check in again at the post: try again in a moment, outside if you can';
export const ALREADY_CHECKED_OUT = 'You have already checked out';

/** 'Checked in at 05:57' / 'Checked out at 14:02', in the reader's zone, 24-hour like shift times. */
export function checkedAtText(kind: 'in' | 'out', at: string | Date): string {
  return `Checked ${kind} at ${formatClock(at)}`;
}

/** The marks of a check-in that say whether it may be made again. */
type CheckInMarks = { checkedOutAt: string | null; checkInMark: string | null } | null | undefined;

/**
 * True when the guard's check-in may be made again, at the post (issue #39): it was off site and
 * they have not checked out. The server takes it so while check-in is open.
 */
export function mayCheckInAgain(attendance: CheckInMarks): boolean {
  return attendance?.checkInMark === 'off-site' && !attendance.checkedOutAt;
}

/** True when My Shifts offers 'Check in again at the post': as above, while check-in is open. */
export function canCheckInAgain(window: CheckWindow, attendance: CheckInMarks, now: Date): boolean {
  return mayCheckInAgain(attendance) && now.getTime() < new Date(window.checkInClosesAt).getTime();
}

/** What a guard may do on a shift at `now`: check in, check out, or neither. */
export function checkAction(
  window: CheckWindow,
  attendance: Pick<MyAttendance, 'checkedInAt' | 'checkedOutAt'> | null,
  now: Date,
): 'check-in' | 'check-out' | null {
  const at = now.getTime();
  if (!attendance?.checkedInAt) {
    const opens = new Date(window.checkInOpensAt).getTime();
    const closes = new Date(window.checkInClosesAt).getTime();
    return at >= opens && at < closes ? 'check-in' : null;
  }
  if (attendance.checkedOutAt) return null;
  return at < new Date(window.checkOutClosesAt).getTime() ? 'check-out' : null;
}

/**
 * A check-out this many minutes or more before the shift's end is an early one (issue #39): the
 * guard confirms it and says why, the office is alerted, and the rest of the shift opens.
 */
export const EARLY_CHECK_OUT_MINUTES = 15;

const EARLY_REASON = 'Please say why you are leaving early';
export const EARLY_REASON_MAX = 500;

/** Body of POST /api/my/shifts/:requestId/check-out: the position, and why when leaving early. */
export const CheckOutBodySchema = CheckInBodySchema.and(
  z.object({
    earlyReason: z
      .string(EARLY_REASON)
      .trim()
      .min(1, EARLY_REASON)
      .max(EARLY_REASON_MAX, `The reason can be at most ${String(EARLY_REASON_MAX)} characters`)
      .optional(),
  }),
);
export type CheckOutBody = z.infer<typeof CheckOutBodySchema>;

/** The code of the 409 that asks a guard leaving early to confirm it and say why. */
export const CONFIRM_EARLY_CHECK_OUT = 'CONFIRM_EARLY_CHECK_OUT';

/**
 * How many minutes before the end a check-out at `now` leaves the post, when that is at least
 * EARLY_CHECK_OUT_MINUTES; else null (on time, or a whole-day shift, which has no end to keep).
 */
export function earlyMinutes(end: Date | string, now: Date, allDay = false): number | null {
  if (allDay) return null;
  const minutes = Math.floor((new Date(end).getTime() - now.getTime()) / 60_000);
  return minutes >= EARLY_CHECK_OUT_MINUTES ? minutes : null;
}
