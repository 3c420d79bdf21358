import type { CoverageRequest, CoverageValues } from '../../../shared/coverage-requests.js';
import { can } from '../../../shared/permissions.js';
import type { SessionUser } from '../../auth/request-user.js';
import { badRequest, forbidden } from '../../errors.js';
import type { CoverageRequestsRepository, CoverageRow } from './coverage-requests.repository.js';

/**
 * Checks a request's location and guard and works out the guard name to store. Customers may not
 * assign guards (DECISIONS.md). A request whose guard was deleted keeps the name it was saved
 * with until someone assigns another guard.
 */
export async function resolveRow(
  requests: CoverageRequestsRepository,
  user: SessionUser,
  values: CoverageValues,
  existing: CoverageRequest | null,
): Promise<CoverageRow> {
  if (!(await requests.locationExists(values.locationId))) {
    throw badRequest('Location not found', { locationId: 'Location not found' });
  }
  const guardId = values.assignedGuardId;
  if (guardId === null) {
    const keepsDeletedGuard = existing !== null && existing.assignedGuardId === null;
    return { ...values, assignedGuardName: keepsDeletedGuard ? existing.assignedGuardName : null };
  }
  if (!can(user.role, 'coverage:assign-guard')) {
    throw forbidden('Your role cannot assign guards to coverage requests');
  }
  if (existing?.assignedGuardId === guardId && existing.assignedGuardName !== null) {
    return { ...values, assignedGuardName: existing.assignedGuardName };
  }
  const name = await requests.guardName(guardId);
  if (!name) throw badRequest('Guard not found', { assignedGuardId: 'Guard not found' });
  return { ...values, assignedGuardName: name };
}

/** Re-checks an import's locations, then saves every row in one transaction. */
export async function importRows(
  requests: CoverageRequestsRepository,
  user: SessionUser,
  rows: readonly { date: string; locationId: string; notes: string | null }[],
): Promise<number> {
  const missing = new Set(await requests.missingLocations(rows.map((row) => row.locationId)));
  const firstBad = rows.findIndex((row) => missing.has(row.locationId));
  if (firstBad >= 0) {
    throw badRequest(
      `Row ${String(firstBad + 1)} names a location that does not exist; nothing was imported`,
    );
  }
  return requests.importRows(rows, user.id);
}
