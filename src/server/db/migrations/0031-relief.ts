import type { Kysely, Migration } from 'kysely';

/**
 * The night the guard does not come (issue #39): a shift that started without a guard can be
 * filled until it ends, and the guard who takes it is its relief.
 *
 * - `shift_attendance.expected_at`: when a relief is expected at the post (the acceptance plus
 *   the company's relief arrival minutes, or the time the office gave on the phone). Late and
 *   no-show count from it instead of the shift's start; null for the guard booked before the
 *   start. A row with it set is a relief's, which the timesheets say.
 */
export const relief: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('shift_attendance').addColumn('expected_at', 'text').execute();
  },
};
