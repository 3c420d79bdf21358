import { z } from 'zod';
import { OvertimeRulesSchema } from './company-rules.js';
import { VersionSchema } from './edit-version.js';
import { WeekSchema } from './date-schemas.js';

/** Query of GET /api/schedule/week. */
export const ScheduleWeekQuerySchema = z.object({ week: WeekSchema });

/** A row of the board: a post (location) with its dept code. */
export const SchedulePostSchema = z.object({
  id: z.string(),
  name: z.string(),
  deptCode: z.string(),
});
export type SchedulePost = z.infer<typeof SchedulePostSchema>;

/**
 * A guard booked in the week, as the requests store them: the id (null once the guard was
 * deleted: the request kept the name) and the name 'Last, First'.
 */
export const ScheduleGuardSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  /**
   * Their hours of the board's week (issue #32), every post counted; null on a customer's board
   * (it holds only the customer's own requests, and a guard's hours are the office's business).
   */
  hours: z
    .object({
      /** Whole minutes of the week's shifts, each counted to its end on the date it starts. */
      minutes: z.number().int().min(0),
      /** Minutes of overtime: the larger of the weekly and the daily count (overtime-report.ts). */
      overtimeMinutes: z.number().int().min(0),
      /** The days (0 is Monday) whose shifts pass the daily overtime limit. */
      overtimeDays: z.array(z.number().int().min(0).max(6)),
    })
    .nullable(),
});
export type ScheduleGuard = z.infer<typeof ScheduleGuardSchema>;

/**
 * A request on the board, compact: its post and guard as indexes into the answer's `posts` and
 * `guards`, its date as the index of the week's day (0 is Monday).
 */
export const ScheduleShiftSchema = z.object({
  id: z.string(),
  post: z.number().int().min(0),
  day: z.number().int().min(0).max(6),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /** Null for an open request (no guard). */
  guard: z.number().int().min(0).nullable(),
  notes: z.string().nullable(),
  /** For the guard (issue #31): the board's edit dialog shows and keeps it. */
  guardNote: z.string().nullable(),
  /** The repeating series it belongs to, or null (its edit asks 'this shift only' or more). */
  seriesId: z.string().nullable(),
  version: VersionSchema,
  /**
   * Attendance (issue #33), on the office's board only, when there is any: the booked guard's
   * check-in (ISO) and whether it was off site, or the guard the timers called out as a no-show.
   * Late and a no-show not yet called out follow from the clock (`attendanceRules`).
   */
  attendance: z
    .object({
      checkedInAt: z.string().nullable(),
      offSite: z.boolean(),
      /** How far from the post an off-site check-in was (issue #39), if known. */
      distanceMeters: z.number().int().nullable(),
      noShowGuardName: z.string().nullable(),
      /** A relief's arrival (ISO): late counts from it (issue #39). */
      expectedAt: z.string().nullable(),
    })
    .optional(),
  /** On a customer's board only: when the guard checked in (ISO); never where they were. */
  onSiteSince: z.string().optional(),
});
export type ScheduleShift = z.infer<typeof ScheduleShiftSchema>;

/**
 * GET /api/schedule/week: the week's 7 days (Monday first), the posts shown as rows (every post
 * for the office; a customer's own posts), the guards booked, and the requests by day and start.
 */
export const ScheduleWeekSchema = z.object({
  week: z.string(),
  days: z.array(z.string()).length(7),
  posts: z.array(SchedulePostSchema),
  guards: z.array(ScheduleGuardSchema),
  shifts: z.array(ScheduleShiftSchema),
  /**
   * The overtime rules the guards' hours were counted by (null on a customer's board). The board
   * counts its own Monday-to-Sunday week; `weekStartsOn` says when the company's week starts, as
   * the board tells the office when the two differ (docs/work-rules.md).
   */
  rules: OvertimeRulesSchema.nullable(),
  /** The company's time zone, the check-in times are shown in. */
  timeZone: z.string(),
  /** The minutes after the start a shift without a check-in is late, a no-show (office only). */
  attendanceRules: z
    .object({ lateAfterMinutes: z.number().int(), noShowAfterMinutes: z.number().int() })
    .nullable(),
});
export type ScheduleWeek = z.infer<typeof ScheduleWeekSchema>;
