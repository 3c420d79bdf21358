import { sql, type Kysely, type Migration } from 'kysely';
import {
  DEFAULT_RADIUS_METERS,
  RADIUS_METERS_MAX,
  RADIUS_METERS_MIN,
} from '../../../shared/geo-distance.js';

const MARKS = sql`('on-site', 'off-site', 'no-location', 'post-without-position')`;

/**
 * Knowing the post is covered (issue #33).
 *
 * - A post's position and radius: `latitude`/`longitude` (both or neither, which the server
 *   enforces) and `radius_meters`, 150 unless set.
 * - `attendance_settings`: one row (id 1) like `company_settings`: late and no-show minutes, the
 *   automatic offer of a no-show, how long positions are kept. No row means the defaults.
 * - `shift_attendance`: a guard's check-in and check-out on a shift, one row per shift and guard
 *   (after a no-show the shift may go to another guard, who has a row of their own). The position
 *   is kept only until the retention runs out; the distance and the mark stay. `late_at` and
 *   `no_show_at` are when the timers found it so; `approved_minutes` is the office's override of
 *   the worked minutes.
 * - `timesheet_approvals`: a guard's week approved by the office.
 * - `attendance_timers`: the late and no-show timers, a job queue claimed like the outbox (a lease,
 *   FOR UPDATE SKIP LOCKED on PostgreSQL). Their id is the timer's key (kind, shift, guard, due
 *   instant), so scheduling one twice keeps one.
 */
export const attendance: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('locations').addColumn('latitude', 'real').execute();
    await db.schema.alterTable('locations').addColumn('longitude', 'real').execute();
    await db.schema
      .alterTable('locations')
      .addColumn('radius_meters', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(DEFAULT_RADIUS_METERS)
          .check(
            sql`radius_meters between ${sql.lit(RADIUS_METERS_MIN)} and ${sql.lit(RADIUS_METERS_MAX)}`,
          ),
      )
      .execute();

    await db.schema
      .createTable('attendance_settings')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('late_after_minutes', 'integer', (c) =>
        c.notNull().check(sql`late_after_minutes between 1 and 120`),
      )
      .addColumn('no_show_after_minutes', 'integer', (c) =>
        c.notNull().check(sql`no_show_after_minutes between 2 and 240`),
      )
      .addColumn('auto_offer_no_shows', 'integer', (c) =>
        c.notNull().check(sql`auto_offer_no_shows in (0, 1)`),
      )
      .addColumn('position_retention_days', 'integer', (c) =>
        c.notNull().check(sql`position_retention_days between 1 and 3650`),
      )
      .addCheckConstraint(
        'attendance_settings_order_check',
        sql`no_show_after_minutes > late_after_minutes`,
      )
      .execute();

    await db.schema
      .createTable('shift_attendance')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('request_id', 'text', (c) =>
        c.notNull().references('coverage_requests.id').onDelete('cascade'),
      )
      .addColumn('guard_id', 'text', (c) => c.notNull().references('guards.id').onDelete('cascade'))
      .addColumn('checked_in_at', 'text')
      .addColumn('check_in_latitude', 'real')
      .addColumn('check_in_longitude', 'real')
      .addColumn('check_in_accuracy', 'real')
      .addColumn('check_in_distance_meters', 'integer')
      .addColumn('check_in_mark', 'text', (c) => c.check(sql`check_in_mark in ${MARKS}`))
      .addColumn('checked_out_at', 'text')
      .addColumn('check_out_latitude', 'real')
      .addColumn('check_out_longitude', 'real')
      .addColumn('check_out_accuracy', 'real')
      .addColumn('check_out_distance_meters', 'integer')
      .addColumn('check_out_mark', 'text', (c) => c.check(sql`check_out_mark in ${MARKS}`))
      .addColumn('late_at', 'text')
      .addColumn('no_show_at', 'text')
      .addColumn('approved_minutes', 'integer', (c) =>
        c.check(sql`approved_minutes between 0 and 2880`),
      )
      .addColumn('approved_by_name', 'text')
      .addColumn('approved_at', 'text')
      .addUniqueConstraint('shift_attendance_request_guard_key', ['request_id', 'guard_id'])
      .execute();
    await db.schema
      .createIndex('shift_attendance_guard_idx')
      .on('shift_attendance')
      .column('guard_id')
      .execute();
    // The retention's sweep finds the rows still holding a position by their check-in time.
    await db.schema
      .createIndex('shift_attendance_checked_in_idx')
      .on('shift_attendance')
      .column('checked_in_at')
      .execute();

    await db.schema
      .createTable('timesheet_approvals')
      .addColumn('guard_id', 'text', (c) => c.notNull().references('guards.id').onDelete('cascade'))
      .addColumn('week', 'text', (c) => c.notNull())
      .addColumn('approved_by', 'text', (c) => c.references('user.id').onDelete('set null'))
      .addColumn('approved_by_name', 'text', (c) => c.notNull())
      .addColumn('approved_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('timesheet_approvals_pkey', ['guard_id', 'week'])
      .execute();

    await db.schema
      .createTable('attendance_timers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('request_id', 'text', (c) =>
        c.notNull().references('coverage_requests.id').onDelete('cascade'),
      )
      .addColumn('guard_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('late', 'no-show')`))
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('due_at', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('pending', 'sending', 'done', 'failed')`),
      )
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'text')
      .addColumn('last_error', 'text')
      .addColumn('outcome', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('done_at', 'text')
      .execute();
    await db.schema
      .createIndex('attendance_timers_due_idx')
      .on('attendance_timers')
      .columns(['status', 'due_at'])
      .execute();
    await db.schema
      .createIndex('attendance_timers_request_idx')
      .on('attendance_timers')
      .column('request_id')
      .execute();
  },
};
