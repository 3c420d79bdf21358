/** True when the database refused a write for breaking a UNIQUE constraint (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('code' in error)) return false;
  return error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === '23505';
}

/** True when the database refused a write for breaking a FOREIGN KEY constraint. */
export function isForeignKeyViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('code' in error)) return false;
  return error.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || error.code === '23503';
}

/** Splits rows into batches small enough for either database's bound-parameter limit. */
export function inBatches<T>(rows: readonly T[], size = 500): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < rows.length; start += size)
    batches.push(rows.slice(start, start + size));
  return batches;
}
