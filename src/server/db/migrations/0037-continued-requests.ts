import { sql, type Kysely, type Migration } from 'kysely';

/**
 * `coverage_requests.continues_request_id` (migration 0031) names the request a guard left; a
 * delete of that request sets it to null in the rest. Without an index each deleted request made
 * the database read the whole table for the rows naming it: deleting a post's 2,000 requests on
 * a million-row PostgreSQL table took minutes (the check-in bench's clean-up). Only the rests of
 * shifts have the column set, so the index holds only them.
 */
export const continuedRequests: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index coverage_requests_continues_idx on coverage_requests (continues_request_id)
      where continues_request_id is not null`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists coverage_requests_continues_idx`.execute(db);
  },
};
