import type { Day } from 'date-fns';
import {
  CompanyRulesSchema,
  type CompanyRules,
  type CompanyRulesPatch,
} from '../../../shared/company-rules';
import { issueErrors, type FieldErrors } from '../../lib/form-errors';

/** The Settings form as typed: hours as the text in each box, daily overtime on or off. */
export interface RulesDraft {
  weeklyOvertimeHours: string;
  dailyOvertimeOn: boolean;
  dailyOvertimeHours: string;
  minRestHours: string;
  weekStartsOn: Day;
}

export const RULE_FIELDS = [
  'weeklyOvertimeHours',
  'dailyOvertimeHours',
  'minRestHours',
  'weekStartsOn',
] as const;
export type RuleField = (typeof RULE_FIELDS)[number];

/** What a daily limit starts at when it is turned on: the usual 8 hours. */
const DAILY_WHEN_TURNED_ON = '8';

export function draftOf(rules: CompanyRules): RulesDraft {
  return {
    weeklyOvertimeHours: String(rules.weeklyOvertimeHours),
    dailyOvertimeOn: rules.dailyOvertimeHours !== null,
    dailyOvertimeHours:
      rules.dailyOvertimeHours === null ? DAILY_WHEN_TURNED_ON : String(rules.dailyOvertimeHours),
    minRestHours: String(rules.minRestHours),
    weekStartsOn: rules.weekStartsOn,
  };
}

/** A box's text as a number; empty or not a number is NaN, which the schema refuses by name. */
const hours = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The draft checked by the server's own schema: the rules, or each field's message. */
export function parseDraft(
  draft: RulesDraft,
): { rules: CompanyRules; errors?: never } | { rules?: never; errors: FieldErrors<RuleField> } {
  const parsed = CompanyRulesSchema.safeParse({
    weeklyOvertimeHours: hours(draft.weeklyOvertimeHours),
    dailyOvertimeHours: draft.dailyOvertimeOn ? hours(draft.dailyOvertimeHours) : null,
    minRestHours: hours(draft.minRestHours),
    weekStartsOn: draft.weekStartsOn,
  });
  if (parsed.success) return { rules: parsed.data };
  return { errors: issueErrors(parsed.error.issues, RULE_FIELDS) };
}

/**
 * The rules `edited` changes from those the form was `loaded` with: what Save sends, so that a
 * rule another admin changed meanwhile keeps their value unless this admin changed it too.
 */
export function changedRules(loaded: CompanyRules, edited: CompanyRules): CompanyRulesPatch {
  const patch: CompanyRulesPatch = {};
  for (const field of RULE_FIELDS) {
    if (loaded[field] !== edited[field]) Object.assign(patch, { [field]: edited[field] });
  }
  return patch;
}
