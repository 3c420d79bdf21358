import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  ASSIGNMENT_BLOCKED,
  CONFIRM_WARNINGS,
  confirmQuestion,
  type GuardWarnings,
} from '../../../shared/assignment-findings.js';
import { blockerReason, type CandidateAssessment } from '../../../shared/candidate-assessment.js';
import { dateText } from '../../../shared/rule-text.js';
import { actorName, type TrailActor } from '../../db/audited.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../db/timestamps.js';
import { HttpError } from '../../errors.js';
import { assessGuards, type ShiftToAssess } from './assess-guards.js';

/**
 * What every assignment path does with the rules' findings (issue #32): a blocker refuses the
 * assignment (409 naming the rule), warnings ask the office to confirm (409 CONFIRM_WARNINGS
 * until it sends `confirmWarnings: true`), and a confirmation is kept for the reports and the
 * audit log.
 */

/** The 409 of an assignment a blocker stops: its message, and its rule for the client. */
export function blockedError(message: string, rule?: string): HttpError {
  return new HttpError(409, ASSIGNMENT_BLOCKED, message, undefined, rule ? { rule } : undefined);
}

/** The 409 asking to confirm the guards' warnings. */
export function confirmError(guards: readonly GuardWarnings[]): HttpError {
  return new HttpError(409, CONFIRM_WARNINGS, confirmQuestion(guards), undefined, {
    warnings: guards,
  });
}

/** One guard's warnings to confirm, or none. */
export function warningsOf(
  guardId: string,
  guardName: string,
  assessment: CandidateAssessment,
): GuardWarnings[] {
  return assessment.warnings.length > 0
    ? [{ guardId, guardName, warnings: assessment.warnings }]
    : [];
}

/** The audit trail's 'Confirmed' field of an assignment made despite warnings (none without). */
export const confirmedField = (guards: readonly GuardWarnings[]): { confirmed?: string } =>
  guards.length === 0 ? {} : { confirmed: confirmQuestion(guards) };

/** What was confirmed, for one guard and shift. */
export interface Confirmation extends GuardWarnings {
  requestId: string;
  shiftDate: string;
  action: 'offer' | 'assign' | 'call';
  overtimeHours: number;
}

/**
 * Keeps the confirmations of an assignment (one row per guard with warnings), in the
 * transaction of the assignment itself.
 */
export async function recordConfirmations(
  db: Kysely<DB>,
  actor: TrailActor,
  confirmations: readonly Confirmation[],
): Promise<void> {
  if (confirmations.length === 0) return;
  const confirmedAt = nowIso();
  await db
    .insertInto('assignmentConfirmations')
    .values(
      confirmations.map((one) => ({
        id: randomUUID(),
        requestId: one.requestId,
        guardId: one.guardId,
        guardName: one.guardName,
        shiftDate: one.shiftDate,
        action: one.action,
        warnings: JSON.stringify(one.warnings.map((warning) => warning.message)),
        overtimeMinutes: Math.round(one.overtimeHours * 60),
        confirmedBy: actor.id,
        confirmedByName: actorName(actor),
        confirmedAt,
      })),
    )
    .execute();
}

/** The guard an assignment gives a shift to. */
export interface AssignedGuard {
  id: string;
  /** 'Last, First'. */
  name: string;
}

/**
 * The check of an assignment the office makes (the request form, the week board, a series): 409
 * when a rule blocks it ('Smith, Ann cannot take this shift: Needs Armed'), 409
 * CONFIRM_WARNINGS while its warnings are not confirmed; else the confirmations to keep with it.
 */
export async function checkAssignment(
  db: Kysely<DB>,
  shift: ShiftToAssess,
  guard: AssignedGuard,
  confirmWarnings: boolean,
): Promise<Confirmation[]> {
  const { assess } = await assessGuards(db, shift, [guard.id]);
  const assessment = assess(guard.id);
  const reason = blockerReason(assessment);
  if (reason !== null) {
    throw blockedError(
      `${guard.name} cannot take this shift: ${reason}`,
      assessment.blockers[0]?.rule,
    );
  }
  const warned = warningsOf(guard.id, guard.name, assessment);
  if (warned.length > 0 && !confirmWarnings) throw confirmError(warned);
  return warned.map((one) => ({
    ...one,
    requestId: shift.id ?? '',
    shiftDate: shift.date,
    action: 'assign' as const,
    overtimeHours: assessment.overtimeHours,
  }));
}

/**
 * The check of guards given several shifts at once (a repeating Add Coverage, an edit of the
 * following shifts), run in the write's transaction after the shifts are stored: each is assessed
 * with the others already counted as its guard's (six 8-hour days make overtime), and a refusal
 * rolls them all back. A blocker on any date refuses them all, naming the date; the warnings of
 * every date are confirmed together.
 */
export async function checkStoredAssignments(
  db: Kysely<DB>,
  shifts: readonly (ShiftToAssess & { id: string; guard: AssignedGuard })[],
  confirmWarnings: boolean,
): Promise<Confirmation[]> {
  const confirmations: Confirmation[] = [];
  for (const shift of shifts) {
    const { guard } = shift;
    const { assess } = await assessGuards(db, shift, [guard.id]);
    const assessment = assess(guard.id);
    const when = dateText(shift.date, shift.date);
    const reason = blockerReason(assessment);
    if (reason !== null) {
      throw blockedError(
        `${guard.name} cannot take the shift of ${when}: ${reason}`,
        assessment.blockers[0]?.rule,
      );
    }
    if (assessment.warnings.length === 0) continue;
    confirmations.push({
      guardId: guard.id,
      guardName: guard.name,
      warnings: assessment.warnings.map((warning) => ({
        ...warning,
        message: `${when}: ${warning.message}`,
      })),
      requestId: shift.id,
      shiftDate: shift.date,
      action: 'assign',
      overtimeHours: assessment.overtimeHours,
    });
  }
  if (confirmations.length > 0 && !confirmWarnings) {
    const byGuard = new Map<string, GuardWarnings>();
    for (const one of confirmations) {
      const kept = byGuard.get(one.guardId);
      if (kept) kept.warnings.push(...one.warnings);
      else
        byGuard.set(one.guardId, {
          guardId: one.guardId,
          guardName: one.guardName,
          warnings: [...one.warnings],
        });
    }
    throw confirmError([...byGuard.values()]);
  }
  return confirmations;
}
