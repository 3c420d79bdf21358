import type { Insertable, InsertObject, Kysely } from 'kysely';
import { entryRow, type AuditActor, type AuditRecord } from './audited.js';
import { compileOnce } from './compiled-query.js';
import type { Database } from './database.js';
import type { DB } from './schema.js';

/** The row and its entry as one statement: the insert as a data-modifying WITH (PostgreSQL). */
const insertWithEntry = <T extends keyof DB>(
  db: Kysely<DB>,
  table: T,
  values: InsertObject<DB, T>,
  entry: Insertable<DB['auditLog']>,
) =>
  db
    .with('inserted', (query) => query.insertInto(table).values(values))
    .insertInto('auditLog')
    .values(entry);

type Value = string | null;
type CompiledInsert = ReturnType<typeof compileOnce<DB, unknown, Value[]>>;

/** `insertWithEntry` compiled once per Kysely instance, table and set of columns. */
const compiledInserts = new WeakMap<Kysely<DB>, Map<string, CompiledInsert>>();

function compiledInsert(
  db: Kysely<DB>,
  table: keyof DB,
  columns: string[],
  entryColumns: string[],
) {
  let byShape = compiledInserts.get(db);
  if (!byShape) {
    byShape = new Map();
    compiledInserts.set(db, byShape);
  }
  const key = [table, ...columns, '', ...entryColumns].join(' ');
  let insert = byShape.get(key);
  if (!insert) {
    const pairs = (names: string[], values: Value[]) =>
      Object.fromEntries(names.map((name, index) => [name, values[index] ?? null]));
    insert = compileOnce(db, columns.length + entryColumns.length, (...values: Value[]) =>
      insertWithEntry(
        db,
        table,
        pairs(columns, values) as InsertObject<DB, keyof DB>,
        pairs(entryColumns, values.slice(columns.length)) as Insertable<DB['auditLog']>,
      ),
    );
    byShape.set(key, insert);
  }
  return insert;
}

const isValue = (value: unknown): value is Value => typeof value === 'string' || value === null;

/**
 * Inserts one row with its entry, together or not at all. On PostgreSQL that is one statement
 * (`insertWithEntry`), one round trip instead of four with BEGIN and COMMIT, compiled once when
 * every value is text or null (building and compiling it was a fifth of a write's CPU in the
 * server): it is the path of every new coverage request. SQLite, in process, runs a transaction.
 */
export async function insertAudited<T extends keyof DB>(
  { db, dialect }: Pick<Database, 'db' | 'dialect'>,
  actor: AuditActor,
  table: T,
  values: InsertObject<DB, T>,
  record: AuditRecord,
): Promise<void> {
  const entry = entryRow(actor, record);
  if (dialect === 'postgres') {
    const rowValues: unknown[] = Object.values(values);
    const entryValues: unknown[] = Object.values(entry);
    if (rowValues.every(isValue) && entryValues.every(isValue)) {
      const insert = compiledInsert(db, table, Object.keys(values), Object.keys(entry));
      await insert.execute(...rowValues, ...entryValues);
    } else {
      await insertWithEntry(db, table, values, entry).execute();
    }
    return;
  }
  await db.transaction().execute(async (trx) => {
    await trx.insertInto(table).values(values).execute();
    await trx.insertInto('auditLog').values(entry).execute();
  });
}
