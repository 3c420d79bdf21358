import { coverageLabel } from '../../../shared/audit.js';
import type {
  CoverageEdit,
  CoverageRequest,
  CoverageValues,
} from '../../../shared/coverage-requests.js';
import { unchanged } from '../../../shared/edit-version.js';
import { can } from '../../../shared/permissions.js';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../../auth/request-user.js';
import type { DB } from '../../db/schema.js';
import type { Database } from '../../db/database.js';
import { versionedEdit } from '../../db/edit-version.js';
import { nowIso } from '../../db/timestamps.js';
import { badRequest, forbidden, notFound } from '../../errors.js';
import { endPendingOffers, pendingOfferAccounts } from '../shift-offers/offer-endings.js';
import { markRelief } from '../shift-offers/relief.js';
import { actorName, audited, itemAudit } from '../../db/audited.js';
import { insertAudited } from '../../db/insert-audited.js';
import {
  coverageRequestsRepository,
  newRequestRow,
  type CoverageRequestsRepository,
  type CoverageRow,
  type OpeningChange,
} from './coverage-requests.repository.js';
import type { RequestLocation } from './coverage-lookup.js';
import { ASSIGNMENT_FIELDS, formAssignmentCheck, SHIFT_FIELDS } from './coverage-assignment.js';
import { assertShiftOpen, assertWeeksOpen } from '../../db/frozen-weeks.js';
import { withConfirmed } from '../assignment-rules/assignment-check.js';
import { recordConfirmations } from '../assignment-rules/assignment-check.js';

const NOT_FOUND = 'Coverage request not found';
/** The fields whose change moves when the guard must be at the post (not the end: issue #39). */
const ARRIVAL_FIELDS = ['date', 'startTime', 'locationId'] as const;
export const missing = () => notFound(NOT_FOUND);

/** What a save stores of a request: an edit that would store the same changes nothing. */
export const STORED_FIELDS = [
  'date',
  'startTime',
  'endTime',
  'locationId',
  'assignedGuardId',
  'assignedGuardName',
  'notes',
  'guardNote',
] as const satisfies readonly (keyof CoverageRow)[];

export const requestAudit = (before: CoverageRequest | null, after: CoverageRequest | null) =>
  itemAudit('coverage_request', coverageLabel, before, after);

/** Customers see only the requests they created (DECISIONS.md); everyone else sees all. */
export function createdByScope(user: SessionUser): string | undefined {
  return can(user.role, 'coverage:view-all') ? undefined : user.id;
}

/**
 * An edit that moves a shift (date, times, post) or changes its guard changes the lines of the
 * guards on it, before and after: refused when one of their weeks is approved (issue #40). A note
 * alone changes no line.
 */
export async function assertEditOpen(
  trx: Kysely<DB>,
  existing: CoverageRequest,
  row: Pick<CoverageRow, (typeof ASSIGNMENT_FIELDS)[number]>,
): Promise<void> {
  if (unchanged(existing, row, ASSIGNMENT_FIELDS)) return;
  await assertShiftOpen(
    trx,
    existing.id,
    [{ guardId: row.assignedGuardId, date: row.date }],
    row.date,
  );
}

/** True when the request keeps its guard and the name it was saved with (nothing to look up). */
const keepsGuardName = (guardId: string | null, existing: CoverageRequest | null) =>
  guardId !== null && guardId === existing?.assignedGuardId && existing.assignedGuardName !== null;

/**
 * The row to save and its location as the answer shows it; the location must exist. Customers may
 * not assign guards (DECISIONS.md). A request whose guard was deleted keeps the name it was saved
 * with until someone assigns another guard. A note for the guard left out keeps the one stored
 * (none on a new request). What is not already on the request is looked up in one query.
 */
export async function resolve(
  requests: CoverageRequestsRepository,
  user: SessionUser,
  values: CoverageValues,
  existing: CoverageRequest | null,
): Promise<{ row: CoverageRow; location: RequestLocation }> {
  const guardId = values.assignedGuardId;
  if (guardId !== null && !can(user.role, 'coverage:assign-guard')) {
    throw forbidden('Your role cannot assign guards to coverage requests');
  }
  const keepsLocation = existing?.locationId === values.locationId;
  const keepsName = keepsGuardName(guardId, existing);
  const found =
    keepsLocation && (guardId === null || keepsName)
      ? null
      : await requests.lookup(keepsLocation ? null : values.locationId, keepsName ? null : guardId);
  const location = keepsLocation ? existing : found?.location;
  if (!location) throw badRequest('Location not found', { locationId: 'Location not found' });

  let assignedGuardName: string | null;
  if (guardId === null) {
    assignedGuardName = existing?.assignedGuardId === null ? existing.assignedGuardName : null;
  } else {
    assignedGuardName = keepsName
      ? (existing?.assignedGuardName ?? null)
      : (found?.guardName ?? null);
    if (assignedGuardName === null) {
      throw badRequest('Guard not found', { assignedGuardId: 'Guard not found' });
    }
  }
  const { locationName, deptCode } = location;
  const guardNote =
    values.guardNote === undefined ? (existing?.guardNote ?? null) : values.guardNote;
  return {
    row: { ...values, assignedGuardName, guardNote },
    location: { locationName, deptCode },
  };
}

/**
 * Saves a new request by `user` with its audit entry, and answers it as the list shows it,
 * without reading it back.
 */
export async function createRequest(
  database: Database,
  user: SessionUser,
  values: CoverageValues,
  confirmWarnings = false,
): Promise<CoverageRequest> {
  const requests = coverageRequestsRepository(database.db);
  const { row, location } = await resolve(requests, user, values, null);
  const stored = newRequestRow(row, user.id);
  const confirmations = await formAssignmentCheck(database.db, stored, null, confirmWarnings);
  const created = {
    id: stored.id,
    userId: user.id,
    ...row,
    ...location,
    seriesId: null,
    version: 1,
  };
  const audit = requestAudit(null, created);
  if (!audit) throw new Error('a new request always has an audit entry');
  if (stored.assignedGuardId === null) {
    await insertAudited(database, user, 'coverageRequests', stored, audit);
    return created;
  }
  // A guard's shift: not in their approved week (issue #40); assigned despite warnings (issue
  // #32), or to a shift already on, whose guard is its relief (issue #39): the request, its
  // confirmations, the arrival and the entry at once.
  return audited(database.db, user, async (trx) => {
    await assertWeeksOpen(trx, [{ guardId: stored.assignedGuardId, date: stored.date }]);
    await coverageRequestsRepository(trx).insert(stored);
    await recordConfirmations(trx, user, confirmations);
    if (stored.assignedGuardId !== null) await markRelief(trx, stored, stored.assignedGuardId);
    return { result: created, audit: withConfirmed(audit, confirmations) };
  });
}

/** What an edit changes of when the request was open: time to fill (issue #21). */
export function openingChange(existing: CoverageRequest, row: CoverageRow): OpeningChange {
  const wasOpen = existing.assignedGuardName === null;
  const isOpen = row.assignedGuardName === null;
  if (wasOpen && !isOpen) return { filledAt: nowIso() };
  if (!wasOpen && isOpen) return { openedAt: nowIso(), filledAt: null };
  return {};
}

/** An edit's outcome: the request as the list shows it, and the guards whose offers it ended. */
export interface UpdatedRequest {
  request: CoverageRequest;
  previous: CoverageRequest;
  endedOfferAccounts: string[];
}

/**
 * Saves an edit with its audit entry (the request as it was, read under lock) and answers the
 * request as the list shows it; 404 for an unknown id, 409 STALE when it was based on an older
 * version. A save that would store what is there changes nothing: same version, no entry. A
 * changed date, time or post ends its pending offers; a guard assigned takes them.
 */
export function updateRequest(
  { db, dialect }: Database,
  user: SessionUser,
  id: string,
  { version, ...values }: CoverageEdit,
  confirmWarnings = false,
): Promise<UpdatedRequest> {
  return audited<UpdatedRequest>(db, user, async (trx) => {
    const requests = coverageRequestsRepository(trx);
    const edit = await versionedEdit({
      version,
      missing,
      read: () => requests.findById(id, { lock: dialect === 'postgres' }),
      plan: async (existing) => {
        await assertEditOpen(trx, existing, values);
        const planned = await resolve(requests, user, values, existing);
        const request = { ...planned.row, id };
        const confirmations = await formAssignmentCheck(trx, request, existing, confirmWarnings);
        return { ...planned, confirmations };
      },
      unchanged: (existing, { row }) => unchanged(existing, row, STORED_FIELDS),
      save: async (existing, { row, location }) =>
        (await requests.update(id, row, version, actorName(user), openingChange(existing, row)))
          ? { ...existing, ...row, ...location, version: version + 1 }
          : null,
    });
    const { before: existing, planned, after: updated } = edit;
    if (!updated) {
      return {
        result: { request: existing, previous: existing, endedOfferAccounts: [] },
        audit: null,
      };
    }
    const { row, confirmations } = planned;
    const audit = requestAudit(existing, updated);
    await recordConfirmations(trx, user, confirmations);
    const shiftChanged = !unchanged(existing, row, SHIFT_FIELDS);
    const endedOfferAccounts =
      shiftChanged || row.assignedGuardName !== null
        ? await endPendingOffers(trx, id, shiftChanged ? 'ended' : 'taken')
        : [];
    // A guard given a shift that is on, or kept on one moved to another day, start or post, is
    // expected from now (issue #39). A new end alone changes nothing of when they were due: a
    // late guard stays late, and their no-show still falls 30 minutes after the start.
    if (
      row.assignedGuardId !== null &&
      (!unchanged(existing, row, ARRIVAL_FIELDS) ||
        row.assignedGuardId !== existing.assignedGuardId)
    ) {
      await markRelief(trx, { ...row, id }, row.assignedGuardId);
    }
    return {
      result: { request: updated, previous: existing, endedOfferAccounts },
      audit: audit && withConfirmed(audit, confirmations),
    };
  });
}

/**
 * Deletes a request with its audit entry (what it held); 404 for an unknown id. Answers the
 * request as it was and the guards who had a pending offer of it (the offers go with it).
 */
export function removeRequest({ db, dialect }: Database, user: SessionUser, id: string) {
  return audited(db, user, async (trx) => {
    const requests = coverageRequestsRepository(trx);
    const existing = (await requests.findById(id, { lock: dialect === 'postgres' }))?.item;
    if (!existing) throw missing();
    await assertShiftOpen(trx, id);
    const offerAccounts = await pendingOfferAccounts(trx, id);
    if (!(await requests.remove(id))) throw missing();
    return { result: { request: existing, offerAccounts }, audit: requestAudit(existing, null) };
  });
}
