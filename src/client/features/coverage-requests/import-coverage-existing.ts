import type { CoverageCsvResult } from '../../../shared/coverage-csv';
import type { CoverageImport } from '../../../shared/coverage-requests';
import { checkImportRows } from './api';

/** What the preview shows: the file's rows and which of them are stored already. */
export interface CoveragePreviewData {
  result: CoverageCsvResult;
  /** Indexes in `result.rows` of the rows already stored; null when the server could not say. */
  existing: ReadonlySet<number> | null;
}

/** The rows an import sends (the matched ones) and, for each, its index among the file's rows. */
export function matchedRows(result: CoverageCsvResult): {
  rows: CoverageImport['rows'];
  sources: number[];
} {
  const rows: CoverageImport['rows'] = [];
  const sources: number[] = [];
  result.rows.forEach((row, index) => {
    if (!row.location) return;
    rows.push({ date: row.date, locationId: row.location.id, notes: row.note });
    sources.push(index);
  });
  return { rows, sources };
}

/**
 * Asks the server which matched rows are stored already (issue #20), as indexes among the file's
 * rows; null when it could not answer (the import itself still skips them).
 */
export async function findExistingRows(
  result: CoverageCsvResult,
): Promise<ReadonlySet<number> | null> {
  const { rows, sources } = matchedRows(result);
  if (rows.length === 0) return new Set();
  try {
    const { existing } = await checkImportRows(rows);
    return new Set(existing.flatMap((index) => sources[index] ?? []));
  } catch {
    return null;
  }
}
