import { importLabel } from '../../../shared/audit.js';
import { existingIndexes, type ImportResult } from '../../../shared/import-existing.js';
import type { SessionUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { explainViolation } from '../../db/errors.js';
import { lockImports } from '../../db/import-lock.js';
import { badRequest } from '../../errors.js';
import { audited } from '../../db/audited.js';
import type { DailyShiftLimit } from './daily-shift-limit.js';
import {
  coverageImportRepository,
  importRowKey,
  type ImportRow,
} from './coverage-import.repository.js';
import { coverageRequestsRepository } from './coverage-requests.repository.js';
import { createdByScope } from './coverage-requests.rules.js';

/**
 * The indexes of the rows that are stored already (issue #20): a request without times with the
 * same date, location and notes. A customer's rows are compared with their own requests only,
 * the only ones they see.
 */
export async function existingRows(
  { db }: Database,
  user: SessionUser,
  rows: readonly ImportRow[],
): Promise<number[]> {
  const stored = await coverageImportRepository(db).storedKeys(rows, createdByScope(user));
  return existingIndexes(rows, importRowKey, stored);
}

/**
 * Saves the rows of an import and its one audit entry in one transaction: all or nothing. Unless
 * `includeExisting`, the rows already stored are left out, as the transaction finds them (imports
 * wait for each other, so one file sent twice at once is saved once). The foreign key on
 * location_id refuses a row whose location was deleted since the preview; the answer then counts
 * such rows.
 */
export function importRows(
  { db, dialect }: Database,
  user: SessionUser,
  rows: readonly ImportRow[],
  { includeExisting, shiftLimit }: { includeExisting: boolean; shiftLimit: DailyShiftLimit },
): Promise<ImportResult> {
  const saving = audited(db, user, async (trx) => {
    await lockImports(trx, dialect, 'coverage');
    let fresh = rows;
    if (!includeExisting) {
      const stored = await coverageImportRepository(trx).storedKeys(rows, createdByScope(user));
      fresh = rows.filter((row) => !stored.has(importRowKey(row)));
    }
    await shiftLimit.take(trx, user, fresh.length);
    const imported =
      fresh.length > 0 ? await coverageRequestsRepository(trx).importRows(fresh, user.id) : 0;
    const audit =
      imported > 0
        ? {
            action: 'import' as const,
            entity: 'coverage_request' as const,
            entityId: null,
            label: importLabel(imported),
            after: { rows: String(imported) },
          }
        : null;
    return { result: { imported, skipped: rows.length - imported }, audit };
  });
  const requests = coverageRequestsRepository(db);
  return explainViolation('foreign-key', saving, async () => {
    const missing = new Set(await requests.missingLocations(rows.map((row) => row.locationId)));
    const orphans = rows.filter((row) => missing.has(row.locationId)).length;
    if (orphans === 0) return null;
    const what =
      orphans === 1
        ? '1 row names a location that no longer exists'
        : `${String(orphans)} rows name locations that no longer exist`;
    return badRequest(`${what} (deleted since the preview?); nothing was imported`);
  });
}
