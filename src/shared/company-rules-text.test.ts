import { describe, expect, it } from 'vitest';
import { fieldChanges } from './audit.js';
import { describeChange } from './audit-lines.js';
import { DEFAULT_COMPANY_RULES } from './company-rules.js';
import { companyRulesWords, weekdayName, WEEK_START_CHOICES } from './company-rules-text.js';

describe('the company rules in words (issue #32)', () => {
  it('names the days as date-fns counts them, and lists Monday first', () => {
    expect(weekdayName(0)).toBe('Sunday');
    expect(weekdayName(1)).toBe('Monday');
    expect(weekdayName(6)).toBe('Saturday');
    expect(WEEK_START_CHOICES.map(weekdayName)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });

  it('writes hours with at most one decimal, and no daily limit as Off', () => {
    expect(companyRulesWords(DEFAULT_COMPANY_RULES)).toEqual({
      weeklyOvertimeHours: '40 h',
      dailyOvertimeHours: 'Off',
      minRestHours: '8 h',
      weekStartsOn: 'Monday',
    });
    expect(
      companyRulesWords({ ...DEFAULT_COMPANY_RULES, weeklyOvertimeHours: 37.5 }),
    ).toMatchObject({ weeklyOvertimeHours: '37.5 h' });
  });

  it('reads in the audit log as a sentence per rule changed', () => {
    const lines = fieldChanges({
      entity: 'company_settings',
      action: 'update',
      before: companyRulesWords(DEFAULT_COMPANY_RULES),
      after: companyRulesWords({
        ...DEFAULT_COMPANY_RULES,
        dailyOvertimeHours: 8,
        weekStartsOn: 0,
      }),
    }).map(describeChange);
    expect(lines).toEqual([
      'Daily overtime after changed from Off to 8 h',
      'Week starts on changed from Monday to Sunday',
    ]);
  });
});
