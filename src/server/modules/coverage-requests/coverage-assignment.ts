import type { Kysely } from 'kysely';
import { unchanged } from '../../../shared/edit-version.js';
import type { AuditRecord } from '../../db/audited.js';
import type { DB } from '../../db/schema.js';
import {
  checkAssignments,
  withConfirmed,
  type AssignedShift,
  type Confirmation,
} from '../assignment-rules/assignment-check.js';

/** The fields whose change ends a request's pending offers: the shift is no longer what was offered. */
export const SHIFT_FIELDS = ['date', 'startTime', 'endTime', 'locationId'] as const;

/** The fields whose change puts a request's guard to the rules again (issue #32). */
export const ASSIGNMENT_FIELDS = [...SHIFT_FIELDS, 'assignedGuardId'] as const;

/** A request as the assignment rules read it: its shift, and its guard if it has one. */
interface Assignable {
  id: string;
  date: string;
  startTime: string | null;
  endTime: string | null;
  locationId: string;
  assignedGuardId: string | null;
  assignedGuardName: string | null;
}

/** The requests that have a guard, as the assignment check reads them. */
export function assignedShifts(requests: readonly Assignable[]): AssignedShift[] {
  return requests.flatMap(({ assignedGuardId, assignedGuardName, ...shift }) =>
    assignedGuardId === null
      ? []
      : [{ ...shift, guard: { id: assignedGuardId, name: assignedGuardName ?? '' } }],
  );
}

/**
 * The assignment rules (issue #32) for a request saved from the form or the week board: a guard
 * newly given the shift, or kept on a shift whose date, times or post changed, is checked (409
 * when a rule blocks it or its warnings are not confirmed); a save that leaves both alone is not
 * (editing the notes of a shift assigned before a rule changed). Answers the confirmations to keep.
 */
export function formAssignmentCheck(
  db: Kysely<DB>,
  request: Assignable,
  existing: Assignable | null,
  confirmWarnings: boolean,
): Promise<Confirmation[]> {
  if (existing && unchanged(existing, request, ASSIGNMENT_FIELDS)) return Promise.resolve([]);
  return checkAssignments(db, assignedShifts([request]), confirmWarnings);
}

/** Requests' entries, each naming the warnings confirmed for its request. */
export function confirmedAudits(
  entries: readonly AuditRecord[],
  confirmations: readonly Confirmation[],
): AuditRecord[] {
  return entries.map((entry) =>
    withConfirmed(
      entry,
      confirmations.filter((one) => one.requestId === entry.entityId),
    ),
  );
}
