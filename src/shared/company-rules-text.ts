import type { Day } from 'date-fns';
import type { AttendanceSettings } from './attendance-settings.js';
import type { CompanyProfile } from './company-profile.js';
import type { CompanyRules } from './company-rules.js';
import { WEEKDAYS_LONG } from './date-format.js';
import { hoursText } from './rule-text.js';

/** The company rules' names, as the Settings page labels them and the audit log lists them. */
export const COMPANY_RULE_LABELS: Record<keyof CompanyRules, string> = {
  weeklyOvertimeHours: 'Weekly overtime after',
  dailyOvertimeHours: 'Daily overtime after',
  minRestHours: 'Minimum rest between shifts',
  weekStartsOn: 'Week starts on',
};

/**
 * 'Monday' for 1 (days count from Sunday, 0, as date-fns counts them). This file imports no zod,
 * so the week board and the reports may say the rules with it too.
 */
export function weekdayName(day: Day): string {
  return WEEKDAYS_LONG[day];
}

/** The days a week may start on, in the order the Settings page lists them (Monday first). */
export const WEEK_START_CHOICES: readonly Day[] = [1, 2, 3, 4, 5, 6, 0];

/** '37.5 h'. */
const hours = (value: number) => `${hoursText(value * 60)} h`;

/**
 * The rules as words ('40 h', 'Off', 'Monday'): what the audit log keeps of a save, so that an
 * entry reads 'Weekly overtime after changed from 40 h to 45 h'.
 */
export function companyRulesWords(rules: CompanyRules): Record<keyof CompanyRules, string> {
  return {
    weeklyOvertimeHours: hours(rules.weeklyOvertimeHours),
    dailyOvertimeHours: rules.dailyOvertimeHours === null ? 'Off' : hours(rules.dailyOvertimeHours),
    minRestHours: hours(rules.minRestHours),
    weekStartsOn: weekdayName(rules.weekStartsOn),
  };
}

/** The attendance settings' names (issue #33), as the Settings page and the audit log say them. */
export const ATTENDANCE_SETTING_LABELS: Record<keyof AttendanceSettings, string> = {
  lateAfterMinutes: 'Late after (minutes)',
  noShowAfterMinutes: 'No-show after (minutes)',
  autoOfferNoShows: 'Offer no-shows at once',
  positionRetentionDays: 'Keep positions for (days)',
  reliefArrivalMinutes: 'Relief expected within (minutes)',
  confirmHoursBefore: 'Remind to confirm (hours before)',
};

/** The attendance settings as words ('10 min', 'On', '90 days') for the audit log. */
export function attendanceSettingsWords(
  settings: AttendanceSettings,
): Record<keyof AttendanceSettings, string> {
  return {
    lateAfterMinutes: `${String(settings.lateAfterMinutes)} min`,
    noShowAfterMinutes: `${String(settings.noShowAfterMinutes)} min`,
    autoOfferNoShows: settings.autoOfferNoShows ? 'On' : 'Off',
    positionRetentionDays: `${String(settings.positionRetentionDays)} days`,
    reliefArrivalMinutes: `${String(settings.reliefArrivalMinutes)} min`,
    confirmHoursBefore: `${String(settings.confirmHoursBefore)} h`,
  };
}

/** The office's own details (issue #39), as the Settings page and the audit log say them. */
export const COMPANY_PROFILE_LABELS: Record<keyof CompanyProfile, string> = {
  companyName: 'Company name',
  officePhone: 'Office phone',
};

/** The office's details as words for the audit log ('Not set' for no phone). */
export function companyProfileWords(profile: CompanyProfile): Record<keyof CompanyProfile, string> {
  return { companyName: profile.companyName, officePhone: profile.officePhone ?? 'Not set' };
}
