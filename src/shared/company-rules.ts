import type { Day } from 'date-fns';
import { z } from 'zod';

/**
 * The company's rules for who may take a shift (issue #32), kept by admins on the Settings page
 * (GET/PATCH /api/settings). Hours are counted in the company's time zone; the week for these
 * counts starts on `weekStartsOn` (0 = Sunday … 6 = Saturday, as date-fns counts).
 */
export interface CompanyRules {
  /** Hours in one week past which a guard's hours are overtime. */
  weeklyOvertimeHours: number;
  /** Hours in one day past which they are overtime, or null when the company counts by week only. */
  dailyOvertimeHours: number | null;
  /** The least rest between the end of one shift of a guard and the start of their next. */
  minRestHours: number;
  /** The first day of the week the hours are counted in. */
  weekStartsOn: Day;
}

/** What a company starts with: 40 hours a week, no daily count, 8 hours' rest, weeks from Monday. */
export const DEFAULT_COMPANY_RULES: Readonly<CompanyRules> = Object.freeze({
  weeklyOvertimeHours: 40,
  dailyOvertimeHours: null,
  minRestHours: 8,
  weekStartsOn: 1,
});

/** The bounds of each rule, in hours. */
export const WEEKLY_HOURS_MIN = 1;
export const WEEKLY_HOURS_MAX = 168;
export const DAILY_HOURS_MIN = 1;
export const DAILY_HOURS_MAX = 24;
export const REST_HOURS_MIN = 0;
export const REST_HOURS_MAX = 24;

/**
 * Hours are set in half hours (37.5 a week): every limit is a whole number of minutes, and a
 * message writes it with at most one decimal, as it writes all hours.
 */
const HALF_HOURS = 'Hours must be whole or half hours (e.g. 37.5)';

function hours(label: string, min: number, max: number) {
  const range = `${label} must be from ${String(min)} to ${String(max)} hours`;
  return z
    .number(range)
    .min(min, range)
    .max(max, range)
    .refine((value) => Number.isInteger(value * 2), HALF_HOURS);
}

const WEEK_START = 'The week must start on a day from 0 (Sunday) to 6 (Saturday)';

/** The whole set of rules, as GET /api/settings answers and the database keeps them. */
export const CompanyRulesSchema = z.object({
  weeklyOvertimeHours: hours('Weekly overtime', WEEKLY_HOURS_MIN, WEEKLY_HOURS_MAX),
  dailyOvertimeHours: hours('Daily overtime', DAILY_HOURS_MIN, DAILY_HOURS_MAX).nullable(),
  minRestHours: hours('Rest between shifts', REST_HOURS_MIN, REST_HOURS_MAX),
  weekStartsOn: z.literal([0, 1, 2, 3, 4, 5, 6], WEEK_START),
}) satisfies z.ZodType<CompanyRules>;

/**
 * The rules hours and overtime are counted by, as the week board and the Overtime report carry
 * them beside their counts (issue #32).
 */
export const OvertimeRulesSchema = CompanyRulesSchema.pick({
  weeklyOvertimeHours: true,
  dailyOvertimeHours: true,
  weekStartsOn: true,
});
export type OvertimeRules = z.infer<typeof OvertimeRulesSchema>;

/** Body of PATCH /api/settings: the rules to change, each optional; null turns daily overtime off. */
export const CompanyRulesPatchSchema = CompanyRulesSchema.partial();
export type CompanyRulesPatch = z.infer<typeof CompanyRulesPatchSchema>;
