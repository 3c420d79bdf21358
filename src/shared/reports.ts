import { z } from 'zod';
import { daysInRange } from './calendar.js';
import { dateSchema } from './date-schemas.js';
import {
  ConfirmedWarningsReportSchema,
  OvertimeReportSchema,
  type ConfirmedWarningsReport,
  type OvertimeReport,
} from './hours-reports.js';
import { idListSchema } from './text.js';
import { UncoveredHoursReportSchema, type UncoveredHoursReport } from './uncovered-hours.js';

/** The longest range one report covers: two years of weeks. */
export const REPORT_MAX_DAYS = 731;
/** Most posts one report may name (their ids travel in the URL, as the export's do). */
export const REPORT_LOCATIONS_MAX = 150;

/** The reports of /reports (issue #22), each at GET /api/reports/:name. */
export const REPORT_NAMES = [
  'requests',
  'time-to-fill',
  'call-outs-by-post',
  'call-outs-by-hour',
  'guard-hours',
  'overtime',
  'confirmed-warnings',
  'uncovered-hours',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

const REAL_DATE = 'Dates must be real dates (yyyy-MM-dd)';
const date = dateSchema(REAL_DATE);

/**
 * Query of every report: the shifts dated `from` through `to` (inclusive), at the posts named in
 * `locations` (comma-separated ids; absent or empty: every post).
 */
export const ReportQuerySchema = z
  .object({
    from: date,
    to: date,
    locations: idListSchema(
      REPORT_LOCATIONS_MAX,
      `Choose at most ${String(REPORT_LOCATIONS_MAX)} posts`,
    ),
  })
  .refine(({ from, to }) => from <= to, {
    message: 'The start date must be on or before the end date',
    path: ['to'],
  })
  .refine(({ from, to }) => from > to || daysInRange(from, to) <= REPORT_MAX_DAYS, {
    message: 'A report covers at most two years',
    path: ['from'],
  });
export type ReportQueryInput = z.input<typeof ReportQuerySchema>;
export type ReportQuery = z.output<typeof ReportQuerySchema>;

/**
 * Requests per ISO week (Monday's date): how many have a guard now, how many are open (no guard,
 * not ended) and how many ended without one (uncovered, issue #39).
 */
export const RequestsReportSchema = z.object({
  weeks: z.array(
    z.object({
      week: z.string(),
      requests: z.number(),
      filled: z.number(),
      open: z.number(),
      uncovered: z.number(),
    }),
  ),
});
export type RequestsReport = z.infer<typeof RequestsReportSchema>;

/**
 * How long open shifts took to get a guard, per week of the shift: from when the request last
 * became open to when a guard was then assigned. `filled` counts the covered requests whose
 * both instants are known; `unknown` the covered ones whose are not (made before they were
 * recorded, or assigned a guard from the start).
 */
export const TimeToFillReportSchema = z.object({
  weeks: z.array(
    z.object({
      week: z.string(),
      filled: z.number(),
      medianHours: z.number().nullable(),
      p90Hours: z.number().nullable(),
    }),
  ),
  unknown: z.number(),
});
export type TimeToFillReport = z.infer<typeof TimeToFillReportSchema>;

/** Call-outs per post (a request's last call-out counts once), most first; posts with none left out. */
export const CallOutsByPostReportSchema = z.object({
  posts: z.array(
    z.object({
      locationId: z.string(),
      name: z.string(),
      deptCode: z.string(),
      requests: z.number(),
      callOuts: z.number(),
    }),
  ),
  total: z.number(),
});
export type CallOutsByPostReport = z.infer<typeof CallOutsByPostReportSchema>;

/**
 * Call-outs by the shift's weekday (rows Monday first) and starting hour (24 columns); those of
 * requests without a start time are only counted in `withoutTime`.
 */
export const CallOutsByHourReportSchema = z.object({
  cells: z.array(z.array(z.number()).length(24)).length(7),
  total: z.number(),
  withoutTime: z.number(),
});
export type CallOutsByHourReport = z.infer<typeof CallOutsByHourReportSchema>;

/**
 * Hours each guard is assigned, from the shifts' start and end times (overnight shifts end the
 * next day), most first; `withoutTimes` counts assigned requests missing a time, left out.
 */
export const GuardHoursReportSchema = z.object({
  guards: z.array(
    z.object({
      guardId: z.string().nullable(),
      name: z.string(),
      shifts: z.number(),
      hours: z.number(),
    }),
  ),
  withoutTimes: z.number(),
});
export type GuardHoursReport = z.infer<typeof GuardHoursReportSchema>;

export const REPORT_SCHEMAS = {
  requests: RequestsReportSchema,
  'time-to-fill': TimeToFillReportSchema,
  'call-outs-by-post': CallOutsByPostReportSchema,
  'call-outs-by-hour': CallOutsByHourReportSchema,
  'guard-hours': GuardHoursReportSchema,
  overtime: OvertimeReportSchema,
  'confirmed-warnings': ConfirmedWarningsReportSchema,
  'uncovered-hours': UncoveredHoursReportSchema,
} as const satisfies Record<ReportName, z.ZodType>;

/** What each report answers. */
export interface Reports {
  requests: RequestsReport;
  'time-to-fill': TimeToFillReport;
  'call-outs-by-post': CallOutsByPostReport;
  'call-outs-by-hour': CallOutsByHourReport;
  'guard-hours': GuardHoursReport;
  overtime: OvertimeReport;
  'confirmed-warnings': ConfirmedWarningsReport;
  'uncovered-hours': UncoveredHoursReport;
}
