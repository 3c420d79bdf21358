import { z } from 'zod';
import { WeekSchema } from './date-schemas.js';
import type { SiteCheck } from './geo-distance.js';
import { IdSchema } from './text.js';
import { hundredthsOf, hundredthsText } from './timesheet-pay.js';

/**
 * Timesheets (issues #33 and #39): per guard per ISO week, the minutes scheduled beside the
 * minutes worked (worked-hours.ts counts them), regular and overtime (timesheet-pay.ts), what the
 * office has to resolve, and whether the week is approved (timesheet-approval.ts says when it may
 * be). An approved week is frozen: its shifts' worked time cannot change until the week is
 * un-approved (DELETE), so what payroll exported is what stays approved.
 */

export const TimesheetQuerySchema = z.object({ week: WeekSchema });
export type TimesheetQuery = z.infer<typeof TimesheetQuerySchema>;

export const TimesheetWeekParamsSchema = z.object({ guardId: IdSchema, week: WeekSchema });
export const TimesheetShiftParamsSchema = z.object({ requestId: IdSchema, guardId: IdSchema });

/** Most minutes the office may approve for one shift: two days, as the table allows. */
export const APPROVED_MINUTES_MAX = 2880;
const APPROVED_RANGE = `Approved minutes must be a whole number from 0 to ${String(APPROVED_MINUTES_MAX)}`;

/** Body of PUT /api/timesheets/shifts/:requestId/:guardId: minutes to count, or null to clear. */
export const ApproveShiftBodySchema = z.object({
  approvedMinutes: z
    .number(APPROVED_RANGE)
    .int(APPROVED_RANGE)
    .min(0, APPROVED_RANGE)
    .max(APPROVED_MINUTES_MAX, APPROVED_RANGE)
    .nullable(),
});
export type ApproveShiftBody = z.infer<typeof ApproveShiftBodySchema>;

/** What a check-in or check-out says of where the guard was (geo-distance.ts). */
export type SiteMark = SiteCheck['mark'];
const SITE_MARKS = ['on-site', 'off-site', 'no-location', 'post-without-position'] as const;
const SiteMarkSchema = z.enum(SITE_MARKS satisfies readonly SiteMark[]);

/** How the timesheet reads a mark. */
export const SITE_MARK_LABELS: Record<SiteMark, string> = {
  'on-site': 'On site',
  'off-site': 'Off site',
  'no-location': 'No location',
  'post-without-position': 'Post without position',
};

/** One shift on a guard's timesheet: its times, what was recorded, and what it counts. */
export const TimesheetShiftSchema = z.object({
  requestId: z.string(),
  date: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  locationName: z.string(),
  checkedInAt: z.string().nullable(),
  checkInMark: SiteMarkSchema.nullable(),
  checkInDistanceMeters: z.number().nullable(),
  checkedOutAt: z.string().nullable(),
  checkOutMark: SiteMarkSchema.nullable(),
  checkOutDistanceMeters: z.number().nullable(),
  scheduledMinutes: z.number(),
  /** Check-in to check-out as recorded, uncapped; null without both. */
  onSiteMinutes: z.number().nullable(),
  workedMinutes: z.number(),
  lateMinutes: z.number(),
  missingCheckIn: z.boolean(),
  missingCheckOut: z.boolean(),
  approvedMinutes: z.number().nullable(),
  approvedByName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** When a relief was expected at the post (issue #39); null for the guard booked before. */
  expectedAt: z.string().nullable(),
  /** True for a relief's shift: late counts from expectedAt, and so does scheduled. */
  relief: z.boolean(),
  /** True when the week's approval counted it as scheduled (a check-in or check-out missing). */
  asScheduled: z.boolean(),
  /** The overtime the shift adds to its week, within its worked minutes. */
  overtimeMinutes: z.number(),
});
export type TimesheetShift = z.infer<typeof TimesheetShiftSchema>;

/** Who approved a guard's week, and when. */
export const WeekApprovalSchema = z.object({ approvedByName: z.string(), approvedAt: z.string() });
export type WeekApproval = z.infer<typeof WeekApprovalSchema>;

/** One guard's week: the sums of their shifts, the shifts, and the approval. */
export const GuardTimesheetSchema = z.object({
  guardId: z.string(),
  /** 'Last, First'. */
  guardName: z.string(),
  scheduledMinutes: z.number(),
  workedMinutes: z.number(),
  overtimeMinutes: z.number(),
  lateMinutes: z.number(),
  missingCheckIns: z.number(),
  missingCheckOuts: z.number(),
  approval: WeekApprovalSchema.nullable(),
  shifts: z.array(TimesheetShiftSchema),
});
export type GuardTimesheet = z.infer<typeof GuardTimesheetSchema>;

/** Answer of GET /api/timesheets: the guards with shifts that week, by name. */
export const TimesheetWeekSchema = z.object({
  week: z.string(),
  /** The company's zone, which the shifts' times and the end of the week are read in. */
  timeZone: z.string(),
  guards: z.array(GuardTimesheetSchema),
});
export type TimesheetWeek = z.infer<typeof TimesheetWeekSchema>;

/** The refusals and answers the timesheets' routes give. */
export const TIMESHEET_MESSAGES = {
  noShifts: 'This guard has no shifts in that week',
  shiftNotFound: "This shift is not on that guard's timesheet",
  alreadyApproved: 'This week is already approved',
  notApproved: 'This week is not approved',
} as const;

/**
 * Why a write is refused (issue #40): it would change the lines of a guard's approved week
 * ('Week 2026-W47 of Kim Soto is approved: un-approve it first'), the guard named 'First Last'.
 */
export function frozenWeekRefusal(week: string, guardName: string): string {
  return `Week ${week} of ${guardName} is approved: un-approve it first`;
}

/** Minutes as decimal hours with two places, as payroll reads them: 450 is '7.50'. */
export function payrollHours(minutes: number): string {
  return hundredthsText(hundredthsOf(minutes));
}

/** The downloaded file's name: timesheets_2026-W48.csv. */
export function timesheetFileName(week: string): string {
  return `timesheets_${week}.csv`;
}
