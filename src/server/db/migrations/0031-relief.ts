import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The night the guard does not come (issue #39): a shift that started without a guard can be
 * filled until it ends, and the guard who takes it is its relief.
 *
 * - `shift_attendance.expected_at`: when a relief is expected at the post (the acceptance plus
 *   the company's relief arrival minutes, or the time the office gave on the phone). Late and
 *   no-show count from it instead of the shift's start; null for the guard booked before the
 *   start. A row with it set is a relief's, which the timesheets say.
 * - `attendance_settings.relief_arrival_minutes`: those minutes, 60 unless set.
 * - `company_profile`: one row (id 1) with the office's name and phone as an admin set them; no
 *   row, or a null name, means the server's COMPANY_NAME; `office_phone_set` says whether the
 *   phone was set (a null phone set on purpose overrides OFFICE_PHONE).
 * - `coverage_requests.continues_request_id`: the rest of a shift its guard left early (a call-out
 *   of a started shift, or a check-out long before the end) is a request of its own, open; it
 *   names the request the guard kept, cut at the time they left. Deleting that one keeps the rest.
 */
export const relief: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('shift_attendance').addColumn('expected_at', 'text').execute();
    await db.schema
      .alterTable('coverage_requests')
      .addColumn('continues_request_id', 'text', (c) =>
        c.references('coverage_requests.id').onDelete('set null'),
      )
      .execute();
    await db.schema
      .alterTable('attendance_settings')
      .addColumn('relief_arrival_minutes', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(60)
          .check(sql`relief_arrival_minutes between 5 and 240`),
      )
      .execute();
    await db.schema
      .createTable('company_profile')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('company_name', 'text')
      .addColumn('office_phone', 'text')
      .addColumn('office_phone_set', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`office_phone_set in (0, 1)`),
      )
      .execute();
  },
};
