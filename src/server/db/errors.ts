/**
 * True when the database refused a write for breaking a UNIQUE constraint, a primary key's
 * included (SQLite names that one apart; PostgreSQL does not).
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === '23505'
  );
}

/**
 * True when the database refused a write for breaking a FOREIGN KEY constraint: a row naming a
 * missing one, or deleting a row that an ON DELETE RESTRICT key still names (which SQLite reports
 * as a trigger constraint).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error);
  if (code === 'SQLITE_CONSTRAINT_TRIGGER') {
    return error instanceof Error && error.message.includes('FOREIGN KEY constraint failed');
  }
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

function codeOf(error: unknown): unknown {
  return error && typeof error === 'object' && 'code' in error ? error.code : undefined;
}

/**
 * Runs a write and, when the database refuses it for breaking a constraint of the given kind,
 * throws the error `explain` returns instead (it may look up what the message should name). The
 * constraint decides, so writers racing each other get the same answer as one alone; a refusal
 * nobody explains reaches the error handler, which answers 409.
 */
export async function explainViolation<T>(
  kind: 'unique' | 'foreign-key',
  write: Promise<T>,
  explain: () => Promise<Error | null>,
): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const matches = kind === 'unique' ? isUniqueViolation(error) : isForeignKeyViolation(error);
    throw (matches ? await explain() : null) ?? error;
  }
}
