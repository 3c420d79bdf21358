import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CompanyRulesPatchSchema,
  CompanyRulesSchema,
  DEFAULT_COMPANY_RULES,
} from './company-rules.js';
import { hostileValue } from './test/arbitraries.js';
import { expectRefusal } from './test/schema-checks.js';

const messages = {
  weeklyOvertimeHours: [
    'Weekly overtime must be from 1 to 168 hours',
    'Hours must be whole or half hours (e.g. 37.5)',
  ],
  dailyOvertimeHours: [
    'Daily overtime must be from 1 to 24 hours',
    'Hours must be whole or half hours (e.g. 37.5)',
  ],
  minRestHours: [
    'Rest between shifts must be from 0 to 24 hours',
    'Hours must be whole or half hours (e.g. 37.5)',
  ],
  weekStartsOn: ['The week must start on a day from 0 (Sunday) to 6 (Saturday)'],
  '': [/^Invalid input: expected object/],
};

const refusal = (value: unknown) => {
  const result = CompanyRulesSchema.safeParse(value);
  expect(result.success).toBe(false);
  return result.error?.issues.map((issue) => issue.message) ?? [];
};

describe('CompanyRulesSchema', () => {
  it('takes the defaults: 40 h a week, no daily count, 8 h rest, weeks from Monday', () => {
    expect(DEFAULT_COMPANY_RULES).toEqual({
      weeklyOvertimeHours: 40,
      dailyOvertimeHours: null,
      minRestHours: 8,
      weekStartsOn: 1,
    });
    expect(CompanyRulesSchema.parse(DEFAULT_COMPANY_RULES)).toEqual(DEFAULT_COMPANY_RULES);
    expect(Object.isFrozen(DEFAULT_COMPANY_RULES)).toBe(true);
  });

  it('takes each limit at both ends and half hours', () => {
    for (const rules of [
      { weeklyOvertimeHours: 1, dailyOvertimeHours: 1, minRestHours: 0, weekStartsOn: 0 },
      { weeklyOvertimeHours: 168, dailyOvertimeHours: 24, minRestHours: 24, weekStartsOn: 6 },
      { weeklyOvertimeHours: 37.5, dailyOvertimeHours: 7.5, minRestHours: 10.5, weekStartsOn: 1 },
    ]) {
      expect(CompanyRulesSchema.parse(rules)).toEqual(rules);
    }
  });

  it('refuses each limit just outside its bounds, with the rule named', () => {
    const base = { ...DEFAULT_COMPANY_RULES };
    expect(refusal({ ...base, weeklyOvertimeHours: 0.5 })).toEqual([
      'Weekly overtime must be from 1 to 168 hours',
    ]);
    expect(refusal({ ...base, weeklyOvertimeHours: 168.5 })).toEqual([
      'Weekly overtime must be from 1 to 168 hours',
    ]);
    expect(refusal({ ...base, dailyOvertimeHours: 0 })).toEqual([
      'Daily overtime must be from 1 to 24 hours',
    ]);
    expect(refusal({ ...base, dailyOvertimeHours: 24.5 })).toEqual([
      'Daily overtime must be from 1 to 24 hours',
    ]);
    expect(refusal({ ...base, minRestHours: -0.5 })).toEqual([
      'Rest between shifts must be from 0 to 24 hours',
    ]);
    expect(refusal({ ...base, minRestHours: 24.5 })).toEqual([
      'Rest between shifts must be from 0 to 24 hours',
    ]);
    expect(refusal({ ...base, weekStartsOn: 7 })).toEqual([
      'The week must start on a day from 0 (Sunday) to 6 (Saturday)',
    ]);
    expect(refusal({ ...base, weekStartsOn: 1.5 })).toEqual([
      'The week must start on a day from 0 (Sunday) to 6 (Saturday)',
    ]);
  });

  it('refuses hours that are not whole or half, and numbers written as text', () => {
    expect(refusal({ ...DEFAULT_COMPANY_RULES, weeklyOvertimeHours: 37.25 })).toEqual([
      'Hours must be whole or half hours (e.g. 37.5)',
    ]);
    expect(refusal({ ...DEFAULT_COMPANY_RULES, minRestHours: '8' })).toEqual([
      'Rest between shifts must be from 0 to 24 hours',
    ]);
    expect(refusal({ ...DEFAULT_COMPANY_RULES, weekStartsOn: '1' })).toEqual([
      'The week must start on a day from 0 (Sunday) to 6 (Saturday)',
    ]);
  });

  it('turns daily overtime off with null, and needs every rule', () => {
    expect(
      CompanyRulesSchema.parse({ ...DEFAULT_COMPANY_RULES, dailyOvertimeHours: 8 }),
    ).toMatchObject({ dailyOvertimeHours: 8 });
    expect(refusal({ weeklyOvertimeHours: 40 })).toHaveLength(3);
  });

  it('answers anything sent with its own messages, never throwing', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          hostileValue,
          fc.dictionary(fc.constantFrom(...Object.keys(messages)), hostileValue),
        ),
        (value) => {
          const result = CompanyRulesSchema.safeParse(value);
          if (!result.success) expectRefusal(result.error, messages);
        },
      ),
    );
  });
});

describe('CompanyRulesPatchSchema', () => {
  it('takes any of the rules alone, and null for daily overtime', () => {
    expect(CompanyRulesPatchSchema.parse({ minRestHours: 10 })).toEqual({ minRestHours: 10 });
    expect(CompanyRulesPatchSchema.parse({ dailyOvertimeHours: null })).toEqual({
      dailyOvertimeHours: null,
    });
    expect(CompanyRulesPatchSchema.parse({})).toEqual({});
  });

  it('checks what it is sent as the whole schema does', () => {
    expect(CompanyRulesPatchSchema.safeParse({ weeklyOvertimeHours: 200 }).error?.issues).toEqual([
      expect.objectContaining({ message: 'Weekly overtime must be from 1 to 168 hours' }),
    ]);
  });
});
