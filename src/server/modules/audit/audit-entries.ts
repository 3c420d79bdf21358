import type { Kysely } from 'kysely';
import { insertInBatches } from '../../db/batches.js';
import type { DB } from '../../db/schema.js';
import { entryRow, type AuditActor, type AuditRecord } from './audit-log.repository.js';

/**
 * Appends many entries (a series of requests, one each) in as few statements as the database's
 * parameter limit allows; `db` is the transaction of the changes they record.
 */
export async function recordAudits(
  db: Kysely<DB>,
  actor: AuditActor,
  records: readonly AuditRecord[],
): Promise<void> {
  if (records.length === 0) return;
  await insertInBatches(
    db,
    'auditLog',
    records.map((record) => entryRow(actor, record)),
  );
}
