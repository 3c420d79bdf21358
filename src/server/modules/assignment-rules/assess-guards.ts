import type { Kysely } from 'kysely';
import {
  candidateAssessor,
  type AssignmentPurpose,
  type CandidateAssessment,
  type CandidateFacts,
} from '../../../shared/candidate-assessment.js';
import type { CompanyRules } from '../../../shared/company-rules.js';
import { companyRules } from '../../db/company-rules.js';
import type { DB } from '../../db/schema.js';
import {
  emptyFacts,
  guardFacts,
  postRequirements,
  type ShiftToAssess,
} from './guard-facts.repository.js';

export type { AssignmentPurpose, ShiftToAssess };

/**
 * The company's time zone: TZ, which config.ts reads and Node itself follows, so the process's
 * zone is the company's (as every shift time the server reads is).
 */
export const companyTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A shift's assessments of guards, each worked out when asked for. */
export interface GuardAssessments {
  rules: CompanyRules;
  assess: (guardId: string) => CandidateAssessment;
  /** What the rules read of each guard (their shifts around it, …): empty for a guard not in it. */
  factsOf: (guardId: string) => CandidateFacts;
}

/** The company's rules, what the shifts' posts require, and the guards' facts for the shifts. */
async function readRules(
  db: Kysely<DB>,
  shifts: readonly ShiftToAssess[],
  purpose: AssignmentPurpose,
  guardIds?: readonly string[],
) {
  const posts = [...new Set(shifts.map((shift) => shift.locationId))];
  const [rules, requirements] = await Promise.all([companyRules(db), postRequirements(db, posts)]);
  const requiredIds = [...new Set([...requirements.values()].flat().map((one) => one.id))];
  const facts = await guardFacts(db, shifts, rules, requiredIds, guardIds);
  const assessor = (shift: ShiftToAssess) =>
    candidateAssessor({
      shift,
      requirements: requirements.get(shift.locationId) ?? [],
      rules,
      timeZone: companyTimeZone(),
      purpose,
    });
  const factsOf = (guardId: string) => facts.get(guardId) ?? emptyFacts(guardId);
  return { rules, assessor, factsOf };
}

/**
 * The one eligibility of issue #39 (candidate-assessment.ts): reads what the rules need (the
 * company's rules, the post's requirements, the guards' facts) and answers each guard's
 * assessment for the shift, for a purpose ('offer', 'take' or 'assign'): of the given guards, or
 * of every guard. Runs in the caller's transaction when it is passed one, so a write checks what
 * it commits against. Callers map the blockers and warnings to HTTP (assignment-check.ts).
 */
export async function assessGuards(
  db: Kysely<DB>,
  shift: ShiftToAssess,
  purpose: AssignmentPurpose,
  guardIds?: readonly string[],
): Promise<GuardAssessments> {
  const { rules, assessor, factsOf } = await readRules(db, [shift], purpose, guardIds);
  const assess = assessor(shift);
  return { rules, factsOf, assess: (guardId) => assess(factsOf(guardId)) };
}

/**
 * One guard's assessment for each of several shifts (a series, the offers on their page), in the
 * shifts' order, read with the same few queries however many there are.
 */
export async function assessShifts(
  db: Kysely<DB>,
  guardId: string,
  shifts: readonly ShiftToAssess[],
  purpose: AssignmentPurpose,
): Promise<CandidateAssessment[]> {
  if (shifts.length === 0) return [];
  const { assessor, factsOf } = await readRules(db, shifts, purpose, [guardId]);
  const facts = factsOf(guardId);
  return shifts.map((shift) => assessor(shift)(facts));
}
