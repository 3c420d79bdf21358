import { randomBytes } from 'node:crypto';
import type { Insertable, InsertObject, Kysely, Transaction } from 'kysely';
import {
  auditSnapshot,
  AuditEntrySchema,
  fieldChanges,
  type AuditAction,
  type AuditEntity,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
  type AuditSnapshot,
} from '../../../shared/audit.js';
import { compileOnce } from '../../db/compiled-query.js';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

/** Who acted: the signed-in account (its name as it is now is kept with the entry). */
export interface AuditActor {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Who acted, as the trail keeps them: an account, or (issue #30) a guard without one who answered
 * an offer by text, kept by name only.
 */
export type TrailActor = Omit<AuditActor, 'id'> & { id: string | null };

export interface AuditRecord {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | null;
  label: string;
  before?: AuditSnapshot | null;
  after?: AuditSnapshot | null;
}

/**
 * The entry for an item created (`before` null), changed or deleted (`after` null): its fields
 * before and after. None for a save that changed none of the fields the trail shows.
 */
export function itemAudit<T extends { id: string }>(
  entity: AuditEntity,
  label: (item: T) => string,
  before: T | null,
  after: T | null,
): AuditRecord | null {
  const item = after ?? before;
  if (!item) return null;
  const action = !before ? 'create' : !after ? 'delete' : 'update';
  const record = {
    action,
    entity,
    entityId: item.id,
    label: label(item),
    before: before && auditSnapshot(entity, before),
    after: after && auditSnapshot(entity, after),
  } as const;
  return action === 'update' && fieldChanges(record).length === 0 ? null : record;
}

/**
 * How an entry names who acted, and an edited row who saved it last (migration 0009): their name
 * as it is now, or their email when they have none.
 */
export const actorName = (actor: TrailActor) =>
  `${actor.firstName} ${actor.lastName}`.trim() || actor.email;

let lastMillis = 0;
let sequence = 0;

/**
 * An entry's instant and an id that sorts in the order this process wrote its entries, even
 * within one millisecond (the trail is read ordered by both; so are the calls Find cover logs).
 */
export function stamp(): { at: string; id: string } {
  const millis = Date.now();
  sequence = millis === lastMillis ? sequence + 1 : 0;
  lastMillis = millis;
  const id =
    millis.toString(36).padStart(9, '0') +
    sequence.toString(36).padStart(4, '0') +
    randomBytes(6).toString('hex');
  return { at: new Date(millis).toISOString(), id };
}

/** The row an entry is stored as. */
export function entryRow(actor: TrailActor, record: AuditRecord): Insertable<DB['auditLog']> {
  return {
    ...stamp(),
    actorId: actor.id,
    actorName: actorName(actor),
    action: record.action,
    entity: record.entity,
    entityId: record.entityId,
    label: record.label,
    before: record.before ? JSON.stringify(record.before) : null,
    after: record.after ? JSON.stringify(record.after) : null,
  };
}

/**
 * Appends one entry to the trail. `db` is the transaction of the change it records, so the two
 * are saved together or not at all.
 */
export async function recordAudit(
  db: Kysely<DB>,
  actor: TrailActor,
  record: AuditRecord,
): Promise<void> {
  await db.insertInto('auditLog').values(entryRow(actor, record)).execute();
}

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

/**
 * Runs a change in a transaction together with the entry it returns (none when nothing changed):
 * both are saved or neither is.
 */
export function audited<T>(
  db: Kysely<DB>,
  actor: TrailActor,
  change: (trx: Transaction<DB>) => Promise<{ result: T; audit: AuditRecord | null }>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const { result, audit } = await change(trx);
    if (audit) await recordAudit(trx, actor, audit);
    return result;
  });
}

type AuditRow = DB['auditLog'];

/** A stored row as the API answers it (the JSON columns parsed and checked). */
function toEntry(row: AuditRow): AuditEntry {
  return AuditEntrySchema.parse({
    ...row,
    before: row.before === null ? null : (JSON.parse(row.before) as unknown),
    after: row.after === null ? null : (JSON.parse(row.after) as unknown),
  });
}

/** The page cursor: the last entry's instant and id (entries are ordered by both). */
const encodeCursor = (entry: Pick<AuditEntry, 'at' | 'id'>) => `${entry.at}|${entry.id}`;
function decodeCursor(cursor: string): { at: string; id: string } | null {
  const [at, id, ...rest] = cursor.split('|');
  return at && id && rest.length === 0 ? { at, id } : null;
}

/** How many entries one query of the CSV export reads. */
const EXPORT_BATCH = 1000;

/** Reads the trail: the admin screen's pages, its CSV, and one request's history. */
export function auditLogRepository(db: Kysely<DB>) {
  function filtered(query: Omit<AuditQuery, 'limit'>) {
    let select = db.selectFrom('auditLog').selectAll();
    if (query.actorId) select = select.where('actorId', '=', query.actorId);
    if (query.entity) select = select.where('entity', '=', query.entity);
    if (query.from) select = select.where('at', '>=', query.from);
    if (query.to) select = select.where('at', '<', query.to);
    const after = query.cursor ? decodeCursor(query.cursor) : null;
    if (after) {
      select = select.where((eb) =>
        eb.or([
          eb('at', '<', after.at),
          eb.and([eb('at', '=', after.at), eb('id', '<', after.id)]),
        ]),
      );
    }
    return select.orderBy('at', 'desc').orderBy('id', 'desc');
  }

  return {
    /** A page of entries, newest first, and the cursor of the next page. */
    async page(query: AuditQuery): Promise<AuditPage> {
      const rows = await filtered(query)
        .limit(query.limit + 1)
        .execute();
      const entries = rows.slice(0, query.limit).map(toEntry);
      const last = entries.at(-1);
      return { entries, nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
    },

    /** Every matching entry, newest first, a batch at a time (for the CSV). */
    async *batches(query: Omit<AuditQuery, 'limit' | 'cursor'>): AsyncGenerator<AuditEntry[]> {
      let cursor: string | undefined;
      for (;;) {
        const rows = await filtered({ ...query, cursor })
          .limit(EXPORT_BATCH)
          .execute();
        const entries = rows.map(toEntry);
        if (entries.length > 0) yield entries;
        const last = entries.at(-1);
        if (!last || entries.length < EXPORT_BATCH) return;
        cursor = encodeCursor(last);
      }
    },

    /** One item's entries, oldest first. */
    async itemHistory(entity: AuditEntity, entityId: string): Promise<AuditEntry[]> {
      const rows = await db
        .selectFrom('auditLog')
        .selectAll()
        .where('entity', '=', entity)
        .where('entityId', '=', entityId)
        .orderBy('at')
        .orderBy('id')
        .execute();
      return rows.map(toEntry);
    },
  };
}
