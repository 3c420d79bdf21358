import type { CoverageRequest, CoverageValues } from '../../../shared/coverage-requests.js';
import { can } from '../../../shared/permissions.js';
import type { SessionUser } from '../../auth/request-user.js';
import { isForeignKeyViolation } from '../../db/errors.js';
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
  const orphans = rows.filter((row) => missing.has(row.locationId)).length;
  if (orphans > 0) {
    const what =
      orphans === 1
        ? '1 row names a location that no longer exists'
        : `${String(orphans)} rows name locations that no longer exist`;
    throw badRequest(`${what} (deleted since the preview?); nothing was imported`);
  }
  try {
    return await requests.importRows(rows, user.id);
  } catch (error) {
    // A location deleted between the check and the insert: the transaction rolled back.
    if (isForeignKeyViolation(error)) {
      throw badRequest('A location was deleted during the import; nothing was imported');
    }
    throw error;
  }
}
