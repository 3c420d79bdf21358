import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.js';

/** The database's refusal of any change to a written audit entry. */
export const AUDIT_APPEND_ONLY = 'audit_log is append-only';

/**
 * The audit trail (src/server/modules/audit): one row per change, written in the same transaction
 * as the change. Who acted is kept by id and by name, without a foreign key, so entries outlive
 * the account. Before and after are JSON text on both databases. Triggers refuse every update and
 * delete of a row (and, on PostgreSQL, TRUNCATE): the trail is append-only.
 */
export function auditLog(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('actor_name', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text')
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .execute();
      // Newest first, whole trail or one kind; one item's history; one person's actions.
      await db.schema
        .createIndex('audit_log_at_idx')
        .on('audit_log')
        .columns(['at', 'id'])
        .execute();
      await db.schema
        .createIndex('audit_log_entity_idx')
        .on('audit_log')
        .columns(['entity', 'entity_id', 'at'])
        .execute();
      await db.schema
        .createIndex('audit_log_actor_idx')
        .on('audit_log')
        .columns(['actor_id', 'at'])
        .execute();
      if (dialect === 'sqlite') {
        for (const event of ['update', 'delete']) {
          await sql`create trigger ${sql.raw(`audit_log_no_${event}`)} before ${sql.raw(event)}
            on audit_log begin select raise(abort, ${sql.lit(AUDIT_APPEND_ONLY)}); end`.execute(db);
        }
      } else {
        await sql`
          create function audit_log_append_only() returns trigger language plpgsql as $$
          begin raise exception ${sql.lit(AUDIT_APPEND_ONLY)}; end $$`.execute(db);
        await sql`create trigger audit_log_append_only before update or delete on audit_log
          for each row execute function audit_log_append_only()`.execute(db);
        await sql`create trigger audit_log_no_truncate before truncate on audit_log
          for each statement execute function audit_log_append_only()`.execute(db);
      }
    },
  };
}
