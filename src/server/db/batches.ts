import type { InsertObject, Kysely, Transaction } from 'kysely';
import type { DB } from './schema.js';

/** The fewest bound parameters either database takes in one statement (SQLite's 32,766). */
const MAX_PARAMETERS = 32_766;

/**
 * Inserts many rows with as few statements as the bound-parameter limit allows: an import of
 * 10,000 rows is a handful of statements, not 10,000. Run it in a transaction for all or nothing.
 */
export async function insertInBatches<T extends keyof DB>(
  db: Kysely<DB> | Transaction<DB>,
  table: T,
  rows: readonly InsertObject<DB, T>[],
): Promise<void> {
  const columns = Math.max(1, Object.keys(rows[0] ?? {}).length);
  const size = Math.floor(MAX_PARAMETERS / columns);
  for (let start = 0; start < rows.length; start += size) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + size))
      .execute();
  }
}

/** Runs `work` in a transaction: `db`'s own when it is one already, else a new one. */
export function withinTransaction<T>(
  db: Kysely<DB>,
  work: (trx: Kysely<DB>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
