import {
  CompanyRulesSchema,
  type CompanyRules,
  type CompanyRulesPatch,
} from '../../../shared/company-rules.js';
import { companyRulesWords } from '../../../shared/company-rules-text.js';
import { audited, itemAudit, type AuditActor } from '../../db/audited.js';
import { companyRulesForSave, saveCompanyRules } from '../../db/company-rules.js';
import type { Database } from '../../db/database.js';

/** How the audit log names the company's rules (one item, so no id of its own). */
export const COMPANY_RULES_LABEL = 'Company rules';
const ITEM_ID = 'company';

/** The entry of a save: each rule that changed, as words ('40 h' to '45 h', 'Off'). */
function rulesAudit(before: CompanyRules, after: CompanyRules) {
  const item = (rules: CompanyRules) => ({ id: ITEM_ID, ...companyRulesWords(rules) });
  const record = itemAudit(
    'company_settings',
    () => COMPANY_RULES_LABEL,
    item(before),
    item(after),
  );
  return record && { ...record, entityId: null };
}

/**
 * Changing the company's rules (PATCH /api/settings): the rules named in `patch` take its values,
 * the others keep theirs. The row is read and written in one transaction with its audit entry
 * (none when nothing changed); two saves at once apply one after the other.
 */
export function settingsWrites({ db, dialect }: Database) {
  return {
    update(patch: CompanyRulesPatch, actor: AuditActor): Promise<CompanyRules> {
      return audited(db, actor, async (trx) => {
        const before = await companyRulesForSave(trx, dialect);
        // The patch was checked rule by rule; the whole is checked again, as the table keeps it.
        const after = CompanyRulesSchema.parse({ ...before, ...patch });
        await saveCompanyRules(trx, after);
        return { result: after, audit: rulesAudit(before, after) };
      });
    },
  };
}
