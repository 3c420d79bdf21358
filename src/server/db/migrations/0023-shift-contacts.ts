import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Calls logged from Find cover (issue #30): who the office phoned about which request, and what
 * came of it. A deleted guard's calls stay, with their name; a deleted request takes its calls.
 */
export const shiftContacts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('shift_contacts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('request_id', 'text', (c) =>
        c.notNull().references('coverage_requests.id').onDelete('cascade'),
      )
      .addColumn('guard_id', 'text', (c) => c.references('guards.id').onDelete('set null'))
      .addColumn('guard_name', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('call')`))
      .addColumn('outcome', 'text', (c) =>
        c.notNull().check(sql`outcome in ('no-answer', 'left-message', 'declined', 'accepted')`),
      )
      .addColumn('contacted_by', 'text', (c) => c.references('user.id').onDelete('set null'))
      .addColumn('contacted_by_name', 'text', (c) => c.notNull())
      .addColumn('contacted_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('shift_contacts_request_idx')
      .on('shift_contacts')
      .columns(['request_id', 'contacted_at'])
      .execute();
  },
};
