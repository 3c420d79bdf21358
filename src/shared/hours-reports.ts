import { z } from 'zod';
import { OvertimeRulesSchema } from './company-rules.js';

/**
 * The reports of hours (issue #32) on /reports: overtime per week and who worked it, and the
 * assignments the office made despite a warning. Both count weeks from the company's first day
 * of the week (`weekStartsOn`, 0 = Sunday … 6 = Saturday), as overtime is paid by those weeks.
 */

/**
 * Overtime per company week meeting the range: the guards with overtime that week, most first,
 * with their hours and overtime hours (to one decimal), counted over all their shifts of the
 * week at every post; with posts chosen, only the guards who worked one of them that week.
 */
export const OvertimeReportSchema = z.object({
  rules: OvertimeRulesSchema,
  weeks: z.array(
    z.object({
      /** The week's first date. */
      week: z.string(),
      overtimeHours: z.number(),
      guards: z.array(
        z.object({
          guardId: z.string().nullable(),
          name: z.string(),
          hours: z.number(),
          overtimeHours: z.number(),
        }),
      ),
    }),
  ),
});
export type OvertimeReport = z.infer<typeof OvertimeReportSchema>;

/** Most confirmations one answer lists (the newest); the weeks count them all. */
export const CONFIRMATIONS_LISTED_MAX = 500;

export const CONFIRMATION_ACTIONS = ['offer', 'assign', 'call'] as const;

/**
 * Assignments and offers made with a confirmed warning, on shifts dated in the range (at the
 * chosen posts): per company week how many and the overtime they added, and the newest
 * CONFIRMATIONS_LISTED_MAX of them, each with the warnings' messages as confirmed.
 */
export const ConfirmedWarningsReportSchema = z.object({
  weekStartsOn: OvertimeRulesSchema.shape.weekStartsOn,
  weeks: z.array(
    z.object({ week: z.string(), confirmations: z.number(), overtimeHours: z.number() }),
  ),
  total: z.number(),
  confirmations: z.array(
    z.object({
      id: z.string(),
      requestId: z.string(),
      shiftDate: z.string(),
      locationName: z.string(),
      guardId: z.string().nullable(),
      guardName: z.string(),
      action: z.enum(CONFIRMATION_ACTIONS),
      warnings: z.array(z.string()),
      overtimeHours: z.number(),
      confirmedByName: z.string(),
      confirmedAt: z.string(),
    }),
  ),
});
export type ConfirmedWarningsReport = z.infer<typeof ConfirmedWarningsReportSchema>;

/** How each way of assigning reads in the report. */
export const CONFIRMATION_ACTION_LABELS: Record<(typeof CONFIRMATION_ACTIONS)[number], string> = {
  offer: 'Offered',
  assign: 'Assigned',
  call: 'Logged call',
};

/**
 * The warnings as the database keeps them (a JSON array of messages): anything else is kept
 * whole as one message, so that a row written by hand still reads.
 */
export function warningMessages(stored: string): string[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    if (Array.isArray(parsed)) return parsed.map((message) => String(message));
  } catch {
    // Not JSON: the text itself.
  }
  return stored ? [stored] : [];
}
