import type { Kysely, Migration } from 'kysely';

/**
 * Repeating shifts (issue #22). A series is the rule one Add Coverage repeated (RFC 5545 text,
 * for the record and the audit); its requests are ordinary rows that carry its id, so "this and
 * following shifts" finds them by (series_id, date). A request's series_id is null for one made
 * on its own. No series row is removed with its last request: the rule stays on record.
 * A nullable column without a default: neither database rewrites the table, and no trigger
 * (migrations 0005 and 0006) fires.
 */
export const coverageSeries: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('coverage_series')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('rule', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.references('user.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .alterTable('coverage_requests')
      .addColumn('series_id', 'text', (c) => c.references('coverage_series.id'))
      .execute();
    await db.schema
      .createIndex('coverage_requests_series_idx')
      .on('coverage_requests')
      .columns(['series_id', 'date'])
      .where('series_id', 'is not', null)
      .execute();
  },
};
