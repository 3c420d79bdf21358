import type { Kysely } from 'kysely';
import {
  candidateAssessor,
  type CandidateAssessment,
  type CandidateFacts,
} from '../../../shared/candidate-assessment.js';
import type { CompanyRules } from '../../../shared/company-rules.js';
import { companyRules } from '../../db/company-rules.js';
import type { DB } from '../../db/schema.js';
import { guardFacts, postRequirements, type ShiftToAssess } from './guard-facts.repository.js';

export type { ShiftToAssess };

/**
 * The company's time zone: TZ, which config.ts reads and Node itself follows, so the process's
 * zone is the company's (as every shift time the server reads is).
 */
export const companyTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const NO_FACTS: CandidateFacts = {
  shifts: [],
  qualifications: [],
  unavailability: [],
  timeOff: [],
};

/** A shift's assessments of guards, each worked out when asked for. */
export interface GuardAssessments {
  rules: CompanyRules;
  assess: (guardId: string) => CandidateAssessment;
}

/**
 * Reads what the rules need (the company's rules, the post's requirements, the guards' facts) and
 * answers each guard's assessment for the shift: of the given guards, or of every guard. Runs in
 * the caller's transaction when it is passed one, so a write checks what it commits against.
 */
export async function assessGuards(
  db: Kysely<DB>,
  shift: ShiftToAssess,
  guardIds?: readonly string[],
): Promise<GuardAssessments> {
  const [rules, requirements] = await Promise.all([
    companyRules(db),
    postRequirements(db, shift.locationId),
  ]);
  const facts = await guardFacts(db, shift, rules, requirements, guardIds);
  const assessor = candidateAssessor({
    shift,
    requirements,
    rules,
    timeZone: companyTimeZone(),
  });
  return { rules, assess: (guardId) => assessor(facts.get(guardId) ?? NO_FACTS) };
}
