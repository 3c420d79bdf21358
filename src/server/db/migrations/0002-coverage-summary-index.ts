import type { Kysely, Migration } from 'kysely';

/**
 * The month summary counts requests and open ones per location for a date range. An index on
 * (date, location_id, assigned_guard_name) answers it from the index alone, which keeps it fast
 * with a million requests; it replaces the narrower (date, location_id) index.
 */
export const coverageSummaryIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('coverage_requests_month_summary_idx')
      .on('coverage_requests')
      .columns(['date', 'location_id', 'assigned_guard_name'])
      .execute();
    await db.schema.dropIndex('coverage_requests_date_location_idx').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .createIndex('coverage_requests_date_location_idx')
      .on('coverage_requests')
      .columns(['date', 'location_id'])
      .execute();
    await db.schema.dropIndex('coverage_requests_month_summary_idx').execute();
  },
};
