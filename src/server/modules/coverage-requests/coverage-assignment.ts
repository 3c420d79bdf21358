import type { Kysely } from 'kysely';
import { confirmQuestion } from '../../../shared/assignment-findings.js';
import type { CoverageRequest } from '../../../shared/coverage-requests.js';
import { unchanged } from '../../../shared/edit-version.js';
import type { AuditRecord } from '../../db/audited.js';
import type { DB } from '../../db/schema.js';
import { checkAssignment, type Confirmation } from '../assignment-rules/assignment-check.js';
import type { CoverageRow } from './coverage-requests.repository.js';

/** The fields whose change puts a request's guard to the rules again. */
export const ASSIGNMENT_FIELDS = [
  'date',
  'startTime',
  'endTime',
  'locationId',
  'assignedGuardId',
] as const;

/**
 * The assignment rules (issue #32) for a request saved from the form or the week board: a guard
 * newly given the shift, or kept on a shift whose date, times or post changed, is checked (409
 * when a rule blocks it or its warnings are not confirmed); a save that leaves both alone is not
 * (editing the notes of a shift assigned before a rule changed). Answers the confirmations to keep.
 */
export async function formAssignmentCheck(
  db: Kysely<DB>,
  id: string,
  row: CoverageRow,
  existing: CoverageRequest | null,
  confirmWarnings: boolean,
): Promise<Confirmation[]> {
  const guardId = row.assignedGuardId;
  if (guardId === null) return [];
  if (existing && unchanged(existing, row, ASSIGNMENT_FIELDS)) return [];
  return checkAssignment(
    db,
    {
      id,
      date: row.date,
      startTime: row.startTime,
      endTime: row.endTime,
      locationId: row.locationId,
    },
    { id: guardId, name: row.assignedGuardName ?? '' },
    confirmWarnings,
  );
}

/** The request's audit entry naming the warnings confirmed with it (unchanged without any). */
export function withConfirmed(
  audit: AuditRecord,
  confirmations: readonly Confirmation[],
): AuditRecord {
  if (confirmations.length === 0) return audit;
  return { ...audit, after: { ...audit.after, confirmed: confirmQuestion(confirmations) } };
}

/** The requests among `requests` that have a guard, as the stored-assignment check reads them. */
export function assignedShifts(requests: readonly CoverageRequest[]) {
  return requests.flatMap((request) =>
    request.assignedGuardId === null
      ? []
      : [
          {
            id: request.id,
            date: request.date,
            startTime: request.startTime,
            endTime: request.endTime,
            locationId: request.locationId,
            guard: { id: request.assignedGuardId, name: request.assignedGuardName ?? '' },
          },
        ],
  );
}

/** Requests' entries, each naming the warnings confirmed for its request. */
export function confirmedAudits(
  entries: readonly AuditRecord[],
  confirmations: readonly Confirmation[],
): AuditRecord[] {
  if (confirmations.length === 0) return [...entries];
  return entries.map((entry) =>
    withConfirmed(
      entry,
      confirmations.filter((one) => one.requestId === entry.entityId),
    ),
  );
}
