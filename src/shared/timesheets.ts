import { z } from 'zod';
import { csvCell } from './coverage-export.js';
import { WeekSchema } from './date-schemas.js';
import type { SiteCheck } from './geo-distance.js';
import { IdSchema } from './text.js';

/**
 * Timesheets (issue #33): per guard per ISO week, the minutes scheduled beside the minutes worked
 * (worked-hours.ts counts them), what the office has to resolve, and whether the week is approved.
 *
 * What a payroll office expects, and so what the server enforces:
 * - A week is approved only once it is over (each of its shifts has ended) and none of its shifts
 *   is missing a check-out: a check-in without a check-out counts no minutes, so approving it
 *   would pay the guard nothing for a shift they may have worked. The office settles it by setting
 *   the shift's approved minutes (0 when the guard did not work it). A missing check-in does not
 *   stop the approval: it counts 0, as a shift not worked, unless minutes are approved.
 * - An approved week is frozen: its shifts' approved minutes cannot change until the week is
 *   un-approved (DELETE), so what payroll exported is what stays approved.
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

/** 'Main Gate on Nov 24': how a refusal names a shift. */
export type ShiftNamer = (shift: Pick<TimesheetShift, 'locationName' | 'date'>) => string;

/** Why a week cannot be approved yet, or null when it can. */
export function approvalRefusal(
  sheet: Pick<GuardTimesheet, 'guardName' | 'shifts'>,
  endedBy: (shift: TimesheetShift) => boolean,
  name: ShiftNamer,
): string | null {
  const running = sheet.shifts.find((shift) => !endedBy(shift));
  if (running) {
    return `The week is not over: ${name(running)} has not ended yet. Approve it once every shift has ended.`;
  }
  const missing = sheet.shifts.filter((shift) => shift.missingCheckOut);
  if (missing.length === 0) return null;
  const list = missing.map(name).join(', ');
  return missing.length === 1
    ? `Resolve the missing check-out first: ${list}. Set the worked time of that shift.`
    : `Resolve ${String(missing.length)} missing check-outs first: ${list}. Set the worked time of those shifts.`;
}

/** Why a shift's approved minutes cannot change: its week is approved. */
export function frozenWeekRefusal(week: string): string {
  return `The week ${week} is approved: un-approve it to change its shifts`;
}

/** The payroll file's columns. */
export const TIMESHEET_CSV_HEADERS = [
  'Guard',
  'Week',
  'Shifts',
  'Scheduled Hours',
  'Worked Hours',
  'Late Minutes',
  'Missing Check-ins',
  'Missing Check-outs',
  'Approved By',
  'Approved At',
] as const;

export const TIMESHEET_CSV_HEADER_LINE = TIMESHEET_CSV_HEADERS.join(',') + '\r\n';

/** Minutes as decimal hours with two places, as payroll reads them: 450 is '7.50'. */
export function payrollHours(minutes: number): string {
  return (minutes / 60).toFixed(2);
}

/** One guard's line of the payroll file, CRLF-terminated; formula-looking cells neutralised. */
export function timesheetCsvLine(week: string, sheet: GuardTimesheet): string {
  return (
    [
      sheet.guardName,
      week,
      String(sheet.shifts.length),
      payrollHours(sheet.scheduledMinutes),
      payrollHours(sheet.workedMinutes),
      String(sheet.lateMinutes),
      String(sheet.missingCheckIns),
      String(sheet.missingCheckOuts),
      sheet.approval?.approvedByName ?? null,
      sheet.approval?.approvedAt ?? null,
    ]
      .map((value) => csvCell(value))
      .join(',') + '\r\n'
  );
}

/** The downloaded file's name: timesheets_2026-W48.csv. */
export function timesheetFileName(week: string): string {
  return `timesheets_${week}.csv`;
}
