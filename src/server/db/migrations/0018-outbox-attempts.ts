import { sql, type Kysely, type Migration } from 'kysely';

/**
 * What the outbox worker and the admins' Deliveries screen need beside 0017's table:
 * `attempted_at`, when the last attempt began (the screen's 'last tried'), and an index of the
 * rows that are not sent, the few the screen lists out of every message ever sent.
 */
export const outboxAttempts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('outbox').addColumn('attempted_at', 'text').execute();
    await sql`create index outbox_unsent_idx on outbox (created_at, id)
        where status <> 'sent'`.execute(db);
  },
};
