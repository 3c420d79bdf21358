import type { Kysely, Migration } from 'kysely';

/**
 * Calendar feeds (issue #22). A feed's secret address is an HMAC of its subject under the auth
 * secret, so nothing secret is stored: a row here only counts the subject's resets (no row is
 * generation 0), and a reset makes every earlier address answer 404.
 */
export const calendarFeeds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('calendar_feed_keys')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('generation', 'integer', (c) => c.notNull())
      .addColumn('reset_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('calendar_feed_keys_pk', ['kind', 'subject_id'])
      .execute();
  },
};
