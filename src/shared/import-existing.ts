import { z } from 'zod';

/**
 * Rows of an import that are already stored (issue #20): importing the same CSV twice must not
 * double every row. The server decides which rows exist; the preview shows its answer.
 */

/** `includeExisting` of an import's body: false (the default) skips the rows already stored. */
export const IncludeExistingSchema = z
  .boolean('Include existing rows must be true or false')
  .default(false);

/** Answer of POST …/import/check: the indexes, in the rows sent, of those already stored. */
export const ImportCheckSchema = z.object({ existing: z.array(z.number().int()) });
export type ImportCheck = z.infer<typeof ImportCheckSchema>;

/** Answer of POST …/import: how many rows were saved and how many were skipped as existing. */
export const ImportResultSchema = z.object({ imported: z.number(), skipped: z.number() });
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** What makes two coverage requests the same as far as an import is concerned. */
export interface CoverageImportKey {
  date: string;
  locationId: string;
  startTime: string | null;
  endTime: string | null;
  notes: string | null;
}

/**
 * A coverage request's identity for an import: date, location, start and end time, and notes,
 * with empty notes the same as none; everything else compared exactly.
 */
export function coverageImportKey(row: CoverageImportKey): string {
  return JSON.stringify([row.date, row.locationId, row.startTime, row.endTime, row.notes || null]);
}

/** A guard's identity for an import: first and last name, trimmed, in any letter case. */
export function guardNameKey(name: { firstName: string; lastName: string }): string {
  return JSON.stringify([name.firstName.trim().toLowerCase(), name.lastName.trim().toLowerCase()]);
}

/** The indexes of the rows whose key is among the stored ones, in order. */
export function existingIndexes<T>(
  rows: readonly T[],
  key: (row: T) => string,
  stored: ReadonlySet<string>,
): number[] {
  return rows.flatMap((row, index) => (stored.has(key(row)) ? [index] : []));
}

/**
 * The preview's line about rows already stored: '3 rows already exist and will be skipped', or
 * 'imported again' once the user chose to include them; says so when nothing new is left.
 */
export function existingNotice(
  count: number,
  total: number,
  noun: string,
  included: boolean,
): string {
  const exist =
    count === 1 ? `1 ${noun} already exists` : `${String(count)} ${noun}s already exist`;
  if (included) return `${exist} and will be imported again`;
  return count >= total
    ? `${exist} and will be skipped: nothing new to import`
    : `${exist} and will be skipped`;
}

/** The success toast's note on skipped rows, or undefined when none were skipped. */
export function skippedNote(skipped: number): string | undefined {
  if (skipped === 0) return undefined;
  return `${String(skipped)} already existed and ${skipped === 1 ? 'was' : 'were'} skipped`;
}
