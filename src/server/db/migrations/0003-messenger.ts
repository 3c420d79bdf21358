import { sql, type Kysely, type Migration } from 'kysely';

/**
 * What the messenger needs beyond the tables of 0001:
 * - `is_group`: a conversation started as a group stays one when it shrinks to two people.
 * - `direct_key`: the two user ids of a one-to-one, sorted and joined; its unique index makes
 *   the database refuse a second one-to-one between the same people, even when two requests race.
 * - `stamped_at`: the latest instant the conversation handed out (a message's created_at or a
 *   deletion marker). Each new one is at least 1 ms later, so messages keep their send order and
 *   "newer than my deletion marker" is exact even within one millisecond.
 * - messages are read by conversation in (created_at, id) order, newest first for a page.
 */
export const messenger: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('conversations')
      .addColumn('is_group', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`is_group in (0, 1)`),
      )
      .execute();
    await db.schema.alterTable('conversations').addColumn('direct_key', 'text').execute();
    await db.schema.alterTable('conversations').addColumn('stamped_at', 'text').execute();
    await db.schema
      .createIndex('conversations_direct_key_key')
      .on('conversations')
      .column('direct_key')
      .unique()
      .execute();
    // Conversations made before this migration: more than two people can only be a group.
    await sql`
      update conversations set is_group = 1
      where (select count(*) from conversation_participants p
             where p.conversation_id = conversations.id) > 2`.execute(db);

    await db.schema
      .createIndex('messages_conversation_order_idx')
      .on('messages')
      .columns(['conversation_id', 'created_at', 'id'])
      .execute();
    await db.schema.dropIndex('messages_conversation_created_idx').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .createIndex('messages_conversation_created_idx')
      .on('messages')
      .columns(['conversation_id', 'created_at'])
      .execute();
    await db.schema.dropIndex('messages_conversation_order_idx').execute();
    await db.schema.dropIndex('conversations_direct_key_key').execute();
    await db.schema.alterTable('conversations').dropColumn('stamped_at').execute();
    await db.schema.alterTable('conversations').dropColumn('direct_key').execute();
    await db.schema.alterTable('conversations').dropColumn('is_group').execute();
  },
};
