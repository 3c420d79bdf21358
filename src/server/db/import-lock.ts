import { sql, type Kysely } from 'kysely';
import type { DialectName } from './database.js';
import type { DB } from './schema.js';

/** Arbitrary constants that name CoverDesk's import locks on PostgreSQL (migrate.ts has its own). */
const IMPORT_LOCK_IDS = { coverage: 4_211_978, guards: 4_211_979 } as const;

/**
 * Makes imports of one kind wait for each other until the transaction `trx` ends, so that an
 * import's "which rows exist already" still holds when it inserts: two imports of the same file
 * at once save it once, not twice. PostgreSQL only: SQLite's write transactions already run one
 * at a time (BEGIN IMMEDIATE, database.ts).
 */
export async function lockImports(
  trx: Kysely<DB>,
  dialect: DialectName,
  kind: keyof typeof IMPORT_LOCK_IDS,
): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(${IMPORT_LOCK_IDS[kind]})`.execute(trx);
}
