import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_RULES } from '../../../shared/company-rules';
import { changedRules, draftOf, parseDraft } from './rules-draft';

describe('the Settings form (issue #32)', () => {
  it('shows the rules and reads them back unchanged', () => {
    const draft = draftOf(DEFAULT_COMPANY_RULES);
    expect(draft).toMatchObject({ dailyOvertimeOn: false, dailyOvertimeHours: '8' });
    expect(parseDraft(draft)).toEqual({ rules: DEFAULT_COMPANY_RULES });
  });

  it('keeps a daily limit only while it is on', () => {
    const draft = { ...draftOf(DEFAULT_COMPANY_RULES), dailyOvertimeHours: '10' };
    expect(parseDraft(draft).rules?.dailyOvertimeHours).toBeNull();
    expect(parseDraft({ ...draft, dailyOvertimeOn: true }).rules?.dailyOvertimeHours).toBe(10);
  });

  it("names each field's problem with the server's words; an empty box is out of range", () => {
    const { errors } = parseDraft({
      ...draftOf(DEFAULT_COMPANY_RULES),
      weeklyOvertimeHours: '',
      dailyOvertimeOn: true,
      dailyOvertimeHours: '30',
      minRestHours: '8.2',
    });
    expect(errors).toEqual({
      weeklyOvertimeHours: 'Weekly overtime must be from 1 to 168 hours',
      dailyOvertimeHours: 'Daily overtime must be from 1 to 24 hours',
      minRestHours: 'Hours must be whole or half hours (e.g. 37.5)',
    });
  });

  it("saves only the rules this admin changed, so another admin's change to the others stays", () => {
    const edited = { ...DEFAULT_COMPANY_RULES, weeklyOvertimeHours: 45, dailyOvertimeHours: 8 };
    expect(changedRules(DEFAULT_COMPANY_RULES, edited)).toEqual({
      weeklyOvertimeHours: 45,
      dailyOvertimeHours: 8,
    });
    expect(changedRules(edited, { ...edited, dailyOvertimeHours: null })).toEqual({
      dailyOvertimeHours: null,
    });
    expect(changedRules(edited, edited)).toEqual({});
  });
});
