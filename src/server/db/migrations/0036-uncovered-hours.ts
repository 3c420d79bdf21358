import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The Uncovered hours report (issue #39) counts the wait for a relief: the time from a started
 * shift's start until the guard who took it checked in. Reliefs are the few rows of
 * shift_attendance with an expected arrival (migration 0031); this partial index holds only
 * them, so the report finds them, and its kept answers' version counts their check-ins, without
 * reading the whole table (a row per shift worked).
 */
export const uncoveredHours: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index shift_attendance_relief_idx on shift_attendance (request_id, checked_in_at)
      where expected_at is not null`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists shift_attendance_relief_idx`.execute(db);
  },
};
