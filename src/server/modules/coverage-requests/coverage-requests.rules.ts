import { coverageLabel } from '../../../shared/audit.js';
import type { CoverageRequest, CoverageValues } from '../../../shared/coverage-requests.js';
import { can } from '../../../shared/permissions.js';
import type { SessionUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../errors.js';
import { audited, insertAudited, itemAudit } from '../audit/audit-log.repository.js';
import {
  coverageRequestsRepository,
  newRequestRow,
  type CoverageRequestsRepository,
  type CoverageRow,
  type RequestLocation,
} from './coverage-requests.repository.js';

const NOT_FOUND = 'Coverage request not found';

const requestAudit = (before: CoverageRequest | null, after: CoverageRequest | null) =>
  itemAudit('coverage_request', coverageLabel, before, after);

/** Customers see only the requests they created (DECISIONS.md); everyone else sees all. */
export function createdByScope(user: SessionUser): string | undefined {
  return can(user.role, 'coverage:view-all') ? undefined : user.id;
}

/** True when the request keeps its guard and the name it was saved with (nothing to look up). */
const keepsGuardName = (guardId: string | null, existing: CoverageRequest | null) =>
  guardId !== null && guardId === existing?.assignedGuardId && existing.assignedGuardName !== null;

/**
 * The row to save and its location as the answer shows it; the location must exist. Customers may
 * not assign guards (DECISIONS.md). A request whose guard was deleted keeps the name it was saved
 * with until someone assigns another guard. What is not already on the request is looked up in
 * one query.
 */
async function resolve(
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
  return { row: { ...values, assignedGuardName }, location: { locationName, deptCode } };
}

/**
 * Saves a new request by `user` with its audit entry, and answers it as the list shows it,
 * without reading it back.
 */
export async function createRequest(
  database: Database,
  user: SessionUser,
  values: CoverageValues,
): Promise<CoverageRequest> {
  const requests = coverageRequestsRepository(database.db);
  const { row, location } = await resolve(requests, user, values, null);
  const stored = newRequestRow(row, user.id);
  const created = { id: stored.id, userId: user.id, ...row, ...location };
  const audit = requestAudit(null, created);
  if (!audit) throw new Error('a new request always has an audit entry');
  await insertAudited(database, user, 'coverageRequests', stored, audit);
  return created;
}

/**
 * Saves an edit with its audit entry (the request as it was, read under lock) and answers the
 * request as the list shows it; 404 for an unknown id.
 */
export function updateRequest(
  { db, dialect }: Database,
  user: SessionUser,
  id: string,
  values: CoverageValues,
): Promise<CoverageRequest> {
  return audited(db, user, async (trx) => {
    const requests = coverageRequestsRepository(trx);
    const existing = await requests.findById(id, { lock: dialect === 'postgres' });
    if (!existing) throw notFound(NOT_FOUND);
    const { row, location } = await resolve(requests, user, values, existing);
    if (!(await requests.update(id, row))) throw notFound(NOT_FOUND);
    const updated = { ...existing, ...row, ...location };
    return { result: updated, audit: requestAudit(existing, updated) };
  });
}

/** Deletes a request with its audit entry (what it held); 404 for an unknown id. */
export function removeRequest({ db, dialect }: Database, user: SessionUser, id: string) {
  return audited(db, user, async (trx) => {
    const requests = coverageRequestsRepository(trx);
    const existing = await requests.findById(id, { lock: dialect === 'postgres' });
    if (!existing || !(await requests.remove(id))) throw notFound(NOT_FOUND);
    return { result: undefined, audit: requestAudit(existing, null) };
  });
}
