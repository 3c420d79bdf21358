import { ZodError } from 'zod';
import {
  mergeAttendanceSettings,
  type AttendanceSettings,
  type AttendanceSettingsPatch,
} from '../../../shared/attendance-settings.js';
import { CompanyRulesSchema, type CompanyRules } from '../../../shared/company-rules.js';
import type { CompanyProfile, CompanyProfilePatch } from '../../../shared/company-profile.js';
import { readPhoneNumber, type CountryCode } from '../../../shared/phone.js';
import {
  attendanceSettingsWords,
  companyProfileWords,
  companyRulesWords,
} from '../../../shared/company-rules-text.js';
import type { CompanySettings, CompanySettingsPatch } from '../../../shared/company-settings.js';
import { attendanceSettings, saveAttendanceSettings } from '../../db/attendance-settings.js';
import { audited, itemAudit, type AuditActor } from '../../db/audited.js';
import { companyProfile, saveCompanyProfile } from '../../db/company-profile.js';
import { companyRulesForSave, saveCompanyRules } from '../../db/company-rules.js';
import type { Database } from '../../db/database.js';
import { saveTextCaps, textCaps } from '../../db/text-caps.js';
import { badRequest } from '../../errors.js';
import { textCapsWords, type TextCaps, type TextCapsPatch } from '../../../shared/text-caps.js';

/** How the audit log names the company's rules (one item, so no id of its own). */
export const COMPANY_RULES_LABEL = 'Company rules';
const ITEM_ID = 'company';

/** The entry of a save: each rule or setting that changed, as words ('40 h' to '45 h', 'Off'). */
function settingsAudit(before: CompanySettings, after: CompanySettings) {
  const item = (settings: CompanySettings) => ({
    id: ITEM_ID,
    ...companyRulesWords(settings),
    ...attendanceSettingsWords(settings),
    ...companyProfileWords(settings),
    ...textCapsWords(settings),
  });
  const record = itemAudit(
    'company_settings',
    () => COMPANY_RULES_LABEL,
    item(before),
    item(after),
  );
  return record && { ...record, entityId: null };
}

/** The fields that are set, of an object of optional ones. */
const given = <T extends object>(fields: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<T>;

/**
 * The patch split: the company's rules, the attendance settings (issue #33), the office's
 * details (issue #39) and the caps on texts (issue #40).
 */
function split(patch: CompanySettingsPatch) {
  const {
    lateAfterMinutes,
    noShowAfterMinutes,
    autoOfferNoShows,
    positionRetentionDays,
    reliefArrivalMinutes,
    confirmHoursBefore,
    companyName,
    officePhone,
    textsPerNumberPerDay,
    textsPerAccountPerHour,
    textsPerCompanyPerDay,
    ...rules
  } = patch;
  const attendance: AttendanceSettingsPatch = given({
    lateAfterMinutes,
    noShowAfterMinutes,
    autoOfferNoShows,
    positionRetentionDays,
    reliefArrivalMinutes,
    confirmHoursBefore,
  });
  const profile: CompanyProfilePatch = given({ companyName, officePhone });
  const caps: TextCapsPatch = given({
    textsPerNumberPerDay,
    textsPerAccountPerHour,
    textsPerCompanyPerDay,
  });
  return { rules, attendance, profile, caps };
}

export const OFFICE_PHONE_UNREADABLE =
  'Enter the office phone with its area code, e.g. (201) 555-0199, or with + and the country code';

/** The office's details with the patch applied; a 400 when the phone is no phone number. */
function mergedProfile(
  current: CompanyProfile,
  patch: CompanyProfilePatch,
  region: CountryCode,
): CompanyProfile {
  const merged: CompanyProfile = {
    companyName: patch.companyName ?? current.companyName,
    officePhone: patch.officePhone === undefined ? current.officePhone : patch.officePhone,
  };
  if (patch.officePhone && !readPhoneNumber(patch.officePhone, region)) {
    throw badRequest(OFFICE_PHONE_UNREADABLE, { officePhone: OFFICE_PHONE_UNREADABLE });
  }
  return merged;
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

/** Where the office's details come from until an admin sets them, and how phones are read. */
export interface ProfileDefaults {
  defaults: CompanyProfile;
  phoneRegion: CountryCode;
}

/** The company's rules, attendance settings and office details as GET /api/settings answers them. */
export async function companySettings(
  db: Database['db'],
  rules: CompanyRules,
  defaults: CompanyProfile,
): Promise<CompanySettings> {
  const [attendance, profile, caps] = await Promise.all([
    attendanceSettings(db),
    companyProfile(db, defaults),
    textCaps(db),
  ]);
  return { ...rules, ...attendance, ...profile, ...caps };
}

/**
 * Changing the company's settings (PATCH /api/settings): the rules and attendance settings named
 * in `patch` take its values, the others keep theirs. Both rows are read and written in one
 * transaction with one audit entry (none when nothing changed); two saves at once apply one after
 * the other (the rules' row is taken first, on PostgreSQL).
 */
export function settingsWrites(
  { db, dialect }: Database,
  { defaults, phoneRegion }: ProfileDefaults,
) {
  return {
    update(patch: CompanySettingsPatch, actor: AuditActor): Promise<CompanySettings> {
      return audited(db, actor, async (trx) => {
        const { rules, attendance, profile, caps } = split(patch);
        const before = await companySettings(
          trx,
          await companyRulesForSave(trx, dialect),
          defaults,
        );
        // The patch was checked field by field; each whole is checked again, as the tables keep it.
        const afterRules = CompanyRulesSchema.parse({ ...before, ...rules });
        const afterAttendance = mergedAttendance(before, attendance);
        const afterProfile = mergedProfile(before, profile, phoneRegion);
        const afterCaps: TextCaps = {
          textsPerNumberPerDay: caps.textsPerNumberPerDay ?? before.textsPerNumberPerDay,
          textsPerAccountPerHour: caps.textsPerAccountPerHour ?? before.textsPerAccountPerHour,
          textsPerCompanyPerDay: caps.textsPerCompanyPerDay ?? before.textsPerCompanyPerDay,
        };
        await saveCompanyRules(trx, afterRules);
        await saveAttendanceSettings(trx, afterAttendance);
        // Saved only once an admin set them: until then the server's defaults go on applying.
        if (Object.keys(profile).length > 0) await saveCompanyProfile(trx, afterProfile);
        if (Object.keys(caps).length > 0) await saveTextCaps(trx, afterCaps);
        const after = { ...afterRules, ...afterAttendance, ...afterProfile, ...afterCaps };
        return { result: after, audit: settingsAudit(before, after) };
      });
    },
  };
}
