import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  ASSIGNMENT_BLOCKED,
  CONFIRM_WARNINGS,
  confirmQuestion,
  type GuardWarnings,
} from '../../../shared/assignment-findings.js';
import { blockerReason, type CandidateAssessment } from '../../../shared/candidate-assessment.js';
import type { AuditSnapshot } from '../../../shared/audit.js';
import { dateText } from '../../../shared/rule-text.js';
import { actorName, type TrailActor } from '../../db/audited.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../db/timestamps.js';
import { HttpError } from '../../errors.js';
import { assessShifts, type ShiftToAssess } from './assess-guards.js';

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

/**
 * The 409 refusing a guard a shift the rules block ('Smith, Ann cannot take this shift: No guard
 * card on file'), naming the first blocker's rule; null when nothing blocks it.
 */
export function blockedFor(
  guardName: string,
  assessment: Pick<CandidateAssessment, 'blockers'>,
  which = 'this shift',
): HttpError | null {
  const reason = blockerReason(assessment);
  return reason === null
    ? null
    : blockedError(`${guardName} cannot take ${which}: ${reason}`, assessment.blockers[0]?.rule);
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

/** An audit entry with the 'Confirmed' field of the warnings confirmed with it. */
export function withConfirmed<R extends { after?: AuditSnapshot | null }>(
  audit: R,
  guards: readonly GuardWarnings[],
): R {
  return guards.length === 0
    ? audit
    : { ...audit, after: { ...audit.after, ...confirmedField(guards) } };
}

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

/** A shift given to a guard, stored or about to be (its id chosen). */
export interface AssignedShift extends ShiftToAssess {
  id: string;
  guard: AssignedGuard;
}

/** The shifts by their guard's id, in their order. */
function byGuard(shifts: readonly AssignedShift[]): Map<string, AssignedShift[]> {
  const groups = new Map<string, AssignedShift[]>();
  for (const shift of shifts) {
    const group = groups.get(shift.guard.id);
    if (group) group.push(shift);
    else groups.set(shift.guard.id, [shift]);
  }
  return groups;
}

/**
 * Who last called out of each of the shifts already stored (a new one has nobody): the rules are
 * given every fact, and the purpose 'assign' decides that a call-out does not stop the office.
 */
async function calledOutOf(
  db: Kysely<DB>,
  shifts: readonly AssignedShift[],
): Promise<Map<string, string>> {
  if (shifts.length === 0) return new Map();
  const rows = await db
    .selectFrom('coverageRequests')
    .select(['id', 'calledOutGuardId'])
    .where(
      'id',
      'in',
      shifts.map((shift) => shift.id),
    )
    .where('calledOutGuardId', 'is not', null)
    .execute();
  return new Map(
    rows.flatMap((row) => (row.calledOutGuardId ? [[row.id, row.calledOutGuardId]] : [])),
  );
}

/**
 * The check of the shifts the office gives guards (the request form, the week board, a repeating
 * Add Coverage, an edit of the following shifts), for the purpose 'assign' (candidate-assessment.ts:
 * a call-out of the shift does not stop the office giving it back): 409 when a rule blocks one ('Smith, Ann cannot
 * take this shift: Needs Armed'; of several, 'cannot take the shift of Dec 4: …'), 409
 * CONFIRM_WARNINGS while the warnings of all of them are not confirmed (several shifts' each
 * named by date); else the confirmations to keep with them. Run in the write's transaction after
 * several shifts are stored, each is assessed with the others counted as its guard's (six 8-hour
 * days make overtime), and a refusal rolls them all back. One read of the rules' data per guard.
 */
export async function checkAssignments(
  db: Kysely<DB>,
  shifts: readonly AssignedShift[],
  confirmWarnings: boolean,
): Promise<Confirmation[]> {
  const dated = shifts.length > 1;
  const warned = new Map<string, Confirmation[]>();
  const calledOut = await calledOutOf(db, shifts);
  for (const [guardId, stated] of byGuard(shifts)) {
    const theirs = stated.map((shift) => ({
      ...shift,
      calledOutGuardId: calledOut.get(shift.id) ?? null,
    }));
    const assessments = await assessShifts(db, guardId, theirs, 'assign');
    theirs.forEach((shift, index) => {
      const assessment = assessments[index];
      if (!assessment) return;
      const { guard } = shift;
      const when = dateText(shift.date, shift.date);
      const blocked = blockedFor(
        guard.name,
        assessment,
        dated ? `the shift of ${when}` : undefined,
      );
      if (blocked) throw blocked;
      if (assessment.warnings.length === 0) return;
      const confirmation: Confirmation = {
        guardId,
        guardName: guard.name,
        warnings: assessment.warnings.map((warning) =>
          dated ? { ...warning, message: `${when}: ${warning.message}` } : warning,
        ),
        requestId: shift.id,
        shiftDate: shift.date,
        action: 'assign',
        overtimeHours: assessment.overtimeHours,
      };
      warned.set(guardId, [...(warned.get(guardId) ?? []), confirmation]);
    });
  }
  const confirmations = [...warned.values()].flat();
  if (confirmations.length > 0 && !confirmWarnings) {
    throw confirmError(
      [...warned.values()].map((theirs) => ({
        guardId: theirs[0]?.guardId ?? '',
        guardName: theirs[0]?.guardName ?? '',
        warnings: theirs.flatMap((one) => one.warnings),
      })),
    );
  }
  return confirmations;
}
