import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_RULES, byRule, type Finding, isBlocker } from './assignment-findings.js';

describe('assignment findings', () => {
  it("names the nine rules of issue #32 and issue #39's call-out and guard card", () => {
    expect([...ASSIGNMENT_RULES].sort()).toEqual([
      'called-out',
      'card-expired',
      'card-none',
      'clash',
      'overtime',
      'qualification-expired',
      'qualification-expiring',
      'qualification-missing',
      'rest',
      'time-off',
      'time-off-pending',
      'unavailable',
    ]);
  });

  it('tells blockers from warnings', () => {
    expect(isBlocker({ rule: 'rest', message: 'x' })).toBe(true);
    expect(isBlocker({ rule: 'overtime', message: 'x' })).toBe(false);
  });

  it("sorts findings by their rules' order, keeping the order within a rule", () => {
    const findings: Finding[] = [
      { rule: 'overtime', message: 'a' },
      { rule: 'rest', message: 'b' },
      { rule: 'clash', message: 'c' },
      { rule: 'rest', message: 'd' },
    ];
    expect(byRule(findings).map((finding) => finding.message)).toEqual(['c', 'b', 'd', 'a']);
  });
});
