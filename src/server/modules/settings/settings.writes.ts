import { ZodError } from 'zod';
import {
  mergeAttendanceSettings,
  type AttendanceSettings,
  type AttendanceSettingsPatch,
} from '../../../shared/attendance-settings.js';
import { CompanyRulesSchema, type CompanyRules } from '../../../shared/company-rules.js';
import { attendanceSettingsWords, companyRulesWords } from '../../../shared/company-rules-text.js';
import type { CompanySettings, CompanySettingsPatch } from '../../../shared/company-settings.js';
import { attendanceSettings, saveAttendanceSettings } from '../../db/attendance-settings.js';
import { audited, itemAudit, type AuditActor } from '../../db/audited.js';
import { companyRulesForSave, saveCompanyRules } from '../../db/company-rules.js';
import type { Database } from '../../db/database.js';
import { badRequest } from '../../errors.js';

/** How the audit log names the company's rules (one item, so no id of its own). */
export const COMPANY_RULES_LABEL = 'Company rules';
const ITEM_ID = 'company';

/** The entry of a save: each rule or setting that changed, as words ('40 h' to '45 h', 'Off'). */
function settingsAudit(before: CompanySettings, after: CompanySettings) {
  const item = (settings: CompanySettings) => ({
    id: ITEM_ID,
    ...companyRulesWords(settings),
    ...attendanceSettingsWords(settings),
  });
  const record = itemAudit(
    'company_settings',
    () => COMPANY_RULES_LABEL,
    item(before),
    item(after),
  );
  return record && { ...record, entityId: null };
}

/** The patch split: the company's rules, and the attendance settings (issue #33). */
function split(patch: CompanySettingsPatch) {
  const {
    lateAfterMinutes,
    noShowAfterMinutes,
    autoOfferNoShows,
    positionRetentionDays,
    confirmHoursBefore,
    ...rules
  } = patch;
  const attendance: AttendanceSettingsPatch = Object.fromEntries(
    Object.entries({
      lateAfterMinutes,
      noShowAfterMinutes,
      autoOfferNoShows,
      positionRetentionDays,
      confirmHoursBefore,
    }).filter(([, value]) => value !== undefined),
  );
  return { rules, attendance };
}

/** The attendance settings with the patch applied; a 400 naming the field when the whole is wrong. */
function mergedAttendance(
  current: AttendanceSettings,
  patch: AttendanceSettingsPatch,
): AttendanceSettings {
  try {
    return mergeAttendanceSettings(current, patch);
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    const fields: Record<string, string> = {};
    for (const issue of error.issues) {
      const field = issue.path.join('.');
      if (field && !(field in fields)) fields[field] = issue.message;
    }
    throw badRequest(error.issues[0]?.message ?? 'Invalid input', fields);
  }
}

/** The company's rules and attendance settings as GET /api/settings answers them. */
export async function companySettings(
  db: Database['db'],
  rules: CompanyRules,
): Promise<CompanySettings> {
  return { ...rules, ...(await attendanceSettings(db)) };
}

/**
 * Changing the company's settings (PATCH /api/settings): the rules and attendance settings named
 * in `patch` take its values, the others keep theirs. Both rows are read and written in one
 * transaction with one audit entry (none when nothing changed); two saves at once apply one after
 * the other (the rules' row is taken first, on PostgreSQL).
 */
export function settingsWrites({ db, dialect }: Database) {
  return {
    update(patch: CompanySettingsPatch, actor: AuditActor): Promise<CompanySettings> {
      return audited(db, actor, async (trx) => {
        const { rules, attendance } = split(patch);
        const before = await companySettings(trx, await companyRulesForSave(trx, dialect));
        // The patch was checked field by field; each whole is checked again, as the tables keep it.
        const afterRules = CompanyRulesSchema.parse({ ...before, ...rules });
        const afterAttendance = mergedAttendance(before, attendance);
        await saveCompanyRules(trx, afterRules);
        await saveAttendanceSettings(trx, afterAttendance);
        const after = { ...afterRules, ...afterAttendance };
        return { result: after, audit: settingsAudit(before, after) };
      });
    },
  };
}
