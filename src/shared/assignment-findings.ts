import { z } from 'zod';

/**
 * What the assignment rules find about a guard for a shift (issue #32). A blocker means they
 * cannot take it, from any path (409 with its message); a warning means they may, once the office
 * confirms. Each names its rule and says it in a few words a dispatcher reads in a list.
 */

/**
 * Rules that stop an assignment, in the order they are listed (the first is the 409's reason):
 * a call-out of this very shift and the guard card (issue #39) first, then issue #32's.
 */
export const BLOCKER_RULES = [
  'called-out',
  'card-none',
  'card-expired',
  'clash',
  'time-off',
  'qualification-missing',
  'qualification-expired',
  'rest',
] as const;
export type BlockerRule = (typeof BLOCKER_RULES)[number];

/** Rules that ask the office to confirm, in the order they are listed. */
export const WARNING_RULES = [
  'overtime',
  'unavailable',
  'time-off-pending',
  'qualification-expiring',
] as const;
export type WarningRule = (typeof WARNING_RULES)[number];

export const ASSIGNMENT_RULES = [...BLOCKER_RULES, ...WARNING_RULES] as const;
export type AssignmentRule = (typeof ASSIGNMENT_RULES)[number];

export const BlockerSchema = z.object({ rule: z.enum(BLOCKER_RULES), message: z.string() });
export type Blocker = z.infer<typeof BlockerSchema>;

export const WarningSchema = z.object({ rule: z.enum(WARNING_RULES), message: z.string() });
export type Warning = z.infer<typeof WarningSchema>;

/** Either kind, as a rule function returns them before they are sorted into the two lists. */
export type Finding = Blocker | Warning;

/** True for a finding that stops the assignment. */
export function isBlocker(finding: Finding): finding is Blocker {
  return (BLOCKER_RULES as readonly string[]).includes(finding.rule);
}

/** Findings in their rules' order (blockers, then warnings), keeping the order within a rule. */
export function byRule<T extends Finding>(findings: readonly T[]): T[] {
  const order = (finding: Finding) => (ASSIGNMENT_RULES as readonly string[]).indexOf(finding.rule);
  return findings
    .map((finding, index) => ({ finding, index }))
    .sort((a, b) => order(a.finding) - order(b.finding) || a.index - b.index)
    .map(({ finding }) => finding);
}

/** The code of a 409 refusing an assignment a blocker stops (the message is the blocker's). */
export const ASSIGNMENT_BLOCKED = 'ASSIGNMENT_BLOCKED';

/**
 * The code of a 409 asking the office to confirm warnings first: sent again with
 * `confirmWarnings: true`, the same assignment is made and the confirmation kept (audit log,
 * reports). The answer's `warnings` lists them per guard.
 */
export const CONFIRM_WARNINGS = 'CONFIRM_WARNINGS';

/** What a body adds to confirm an assignment's warnings (issue #32). */
export const ConfirmWarningsSchema = z.object({ confirmWarnings: z.boolean().optional() });

/** What a CONFIRM_WARNINGS answer lists: each guard's warnings. */
export const GuardWarningsSchema = z.object({
  guardId: z.string(),
  guardName: z.string(),
  warnings: z.array(WarningSchema),
});
export type GuardWarnings = z.infer<typeof GuardWarningsSchema>;

/** The question a CONFIRM_WARNINGS answer asks: 'Smith, Ann: Adds 6 h overtime'. */
export function confirmQuestion(guards: readonly GuardWarnings[]): string {
  const said = (one: GuardWarnings) => one.warnings.map((warning) => warning.message).join('; ');
  const only = guards.length === 1 ? guards[0] : undefined;
  return only
    ? `${only.guardName}: ${said(only)}`
    : guards.map((one) => `${one.guardName}: ${said(one)}`).join(' · ');
}
