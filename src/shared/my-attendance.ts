import { z } from 'zod';
import { formatClock } from './date-format.js';

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

/** 'On site', 'Off site · 420 m', 'No location'; null for a post without a position. */
export function siteMarkText(
  mark: SiteMarkName | null,
  distanceMeters: number | null,
): string | null {
  switch (mark) {
    case 'on-site':
      return 'On site';
    case 'off-site':
      return distanceMeters === null ? 'Off site' : `Off site · ${String(distanceMeters)} m`;
    case 'no-location':
      return 'No location';
    default:
      return null;
  }
}

/** The refusals of a second check-in or check-out. */
export const ALREADY_CHECKED_IN = 'You have already checked in';
export const ALREADY_CHECKED_OUT = 'You have already checked out';

/** 'Checked in at 05:57' / 'Checked out at 14:02', in the reader's zone, 24-hour like shift times. */
export function checkedAtText(kind: 'in' | 'out', at: string | Date): string {
  return `Checked ${kind} at ${formatClock(at)}`;
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
