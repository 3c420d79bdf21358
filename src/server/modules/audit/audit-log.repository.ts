import type { Kysely } from 'kysely';
import {
  AuditEntrySchema,
  type AuditEntity,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
} from '../../../shared/audit.js';
import type { DB } from '../../db/schema.js';

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
