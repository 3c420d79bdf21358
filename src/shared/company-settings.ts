import { z } from 'zod';
import { AttendanceSettingsPatchSchema, type AttendanceSettings } from './attendance-settings.js';
import {
  CompanyProfilePatchSchema,
  CompanyProfileSchema,
  type CompanyProfile,
} from './company-profile.js';
import { CompanyRulesPatchSchema, CompanyRulesSchema, type CompanyRules } from './company-rules.js';
import { TextCapsPatchSchema, TextCapsSchema, type TextCaps } from './text-caps.js';

/**
 * What /api/settings reads and changes (issues #32, #33, #39): the company's rules for who may
 * take a shift, the attendance settings (when a shift is late, a no-show, whether a no-show is
 * offered at once, how long positions are kept, when a relief is due), the office's details and
 * the caps on texts (issue #40).
 */
export type CompanySettings = CompanyRules & AttendanceSettings & CompanyProfile & TextCaps;

/**
 * GET /api/settings' answer. The attendance fields are checked one by one here; that the no-show
 * comes after the late time is mergeAttendanceSettings' check, on the whole.
 */
export const CompanySettingsSchema = CompanyRulesSchema.extend(
  AttendanceSettingsPatchSchema.required().shape,
)
  .extend(CompanyProfileSchema.shape)
  .extend(TextCapsSchema.shape) satisfies z.ZodType<CompanySettings>;

/** Body of PATCH /api/settings: some of the rules, attendance settings, office details and caps. */
export const CompanySettingsPatchSchema = CompanyRulesPatchSchema.extend(
  AttendanceSettingsPatchSchema.shape,
)
  .extend(CompanyProfilePatchSchema.shape)
  .extend(TextCapsPatchSchema.shape);
export type CompanySettingsPatch = z.infer<typeof CompanySettingsPatchSchema>;

/**
 * GET and PUT /api/settings/attendance-alerts: whether the signed-in office account is told by
 * push when a guard is late or a no-show. Admins and supervisors always are (`always` true); a
 * dispatcher is once they turn it on.
 */
export const AttendanceAlertsSchema = z.object({
  on: z.boolean('Say on or off'),
  always: z.boolean(),
});
export type AttendanceAlerts = z.infer<typeof AttendanceAlertsSchema>;
export const AttendanceAlertsBodySchema = AttendanceAlertsSchema.pick({ on: true });
