import { sql, type Kysely, type Migration } from 'kysely';
import {
  CONFIRM_HOURS_MAX,
  CONFIRM_HOURS_MIN,
  DEFAULT_ATTENDANCE_SETTINGS,
} from '../../../shared/attendance-settings.js';
import type { DialectName } from '../database.js';

const TIMER_KINDS = sql`('late', 'no-show', 'reminder')`;

/** The timers' table as migration 0029 made it, with `kinds` allowed (SQLite's rebuild). */
async function createTimersTable<T>(db: Kysely<T>, name: string): Promise<void> {
  await db.schema
    .createTable(name)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('coverage_requests.id').onDelete('cascade'),
    )
    .addColumn('guard_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ${TIMER_KINDS}`))
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
}

const TIMER_COLUMNS = sql.raw(
  'id, request_id, guard_id, kind, starts_at, due_at, status, attempts, locked_until, ' +
    'last_error, outcome, created_at, done_at',
);

/**
 * The timers may be reminders too. PostgreSQL swaps the CHECK on `kind`; SQLite cannot alter a
 * CHECK, so the table is made again under its name, rows and indexes kept (nothing refers to it).
 */
export async function timersMayRemind<T>(db: Kysely<T>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table attendance_timers drop constraint attendance_timers_kind_check`.execute(
      db,
    );
    await sql`alter table attendance_timers add constraint attendance_timers_kind_check
      check (kind in ${TIMER_KINDS})`.execute(db);
    return;
  }
  await createTimersTable(db, 'attendance_timers_0032');
  await sql`insert into attendance_timers_0032 (${TIMER_COLUMNS})
    select ${TIMER_COLUMNS} from attendance_timers`.execute(db);
  await db.schema.dropTable('attendance_timers').execute();
  await db.schema.alterTable('attendance_timers_0032').renameTo('attendance_timers').execute();
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
}

/**
 * Guards without the app get it in writing (issue #39).
 *
 * - `locations.address`: the post's street address, free text, texted to the guard who takes a
 *   shift there; null without one.
 * - `attendance_settings.confirm_hours_before`: how long before a shift a guard without the app
 *   is texted a reminder to confirm it (12 unless set).
 * - `shift_attendance`: `confirm_code`, the reminder's code ('Reply OK 4821 to confirm'),
 *   `reminded_at` when it was texted, and `confirmed_at` when the guard confirmed (by that reply,
 *   or with one tap in the app). The Now strip's version counts confirmations by their index.
 * - `attendance_timers.kind` may be 'reminder': the reminder is a timer like late and no-show,
 *   claimed once across processes.
 */
export function shiftConfirmations(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('locations').addColumn('address', 'text').execute();
      await db.schema
        .alterTable('attendance_settings')
        .addColumn('confirm_hours_before', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(DEFAULT_ATTENDANCE_SETTINGS.confirmHoursBefore)
            .check(
              sql`confirm_hours_before between ${sql.lit(CONFIRM_HOURS_MIN)} and ${sql.lit(CONFIRM_HOURS_MAX)}`,
            ),
        )
        .execute();
      await db.schema.alterTable('shift_attendance').addColumn('confirm_code', 'text').execute();
      await db.schema.alterTable('shift_attendance').addColumn('reminded_at', 'text').execute();
      await db.schema.alterTable('shift_attendance').addColumn('confirmed_at', 'text').execute();
      await db.schema
        .createIndex('shift_attendance_confirmed_at_idx')
        .on('shift_attendance')
        .column('confirmed_at')
        .execute();
      await timersMayRemind(db, dialect);
    },
  };
}
