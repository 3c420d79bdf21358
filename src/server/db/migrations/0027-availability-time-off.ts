import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * When a guard cannot work (issue #32): the hours of the week they set (a weekday and HH:MM
 * times in the company's time zone; a `to_time` at or before `from_time` runs into the next day)
 * and time off they ask for (dates, both inclusive, and a reason), which the office approves or
 * declines. The office may record either for a guard without an account (`requested_by` is then
 * the office's account). Removing a guard removes theirs.
 */
export function availabilityTimeOff(dialect: DialectName): Migration {
  const isTime = (column: string): RawBuilder<unknown> =>
    dialect === 'sqlite'
      ? sql`${sql.ref(column)} GLOB '[0-2][0-9]:[0-5][0-9]' AND ${sql.ref(column)} < '24:00'`
      : sql`${sql.ref(column)} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`;
  const isDate = (column: string): RawBuilder<unknown> =>
    dialect === 'sqlite'
      ? sql`${sql.ref(column)} GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'`
      : sql`${sql.ref(column)} ~ '^[0-9]{4}-[0-1][0-9]-[0-3][0-9]$'`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('guard_unavailability')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('guard_id', 'text', (c) =>
          c.notNull().references('guards.id').onDelete('cascade'),
        )
        .addColumn('weekday', 'integer', (c) => c.notNull().check(sql`weekday between 0 and 6`))
        .addColumn('from_time', 'text', (c) => c.notNull().check(isTime('from_time')))
        .addColumn('to_time', 'text', (c) => c.notNull().check(isTime('to_time')))
        .execute();
      await db.schema
        .createIndex('guard_unavailability_guard_idx')
        .on('guard_unavailability')
        .column('guard_id')
        .execute();
      await db.schema
        .createTable('time_off')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('guard_id', 'text', (c) =>
          c.notNull().references('guards.id').onDelete('cascade'),
        )
        .addColumn('from_date', 'text', (c) => c.notNull().check(isDate('from_date')))
        .addColumn('to_date', 'text', (c) => c.notNull().check(isDate('to_date')))
        .addColumn('reason', 'text', (c) => c.notNull().check(sql`length(reason) <= 500`))
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('pending', 'approved', 'declined')`),
        )
        .addColumn('requested_by', 'text', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('requested_at', 'text', (c) => c.notNull())
        .addColumn('decided_by', 'text', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('decided_at', 'text')
        .addCheckConstraint('time_off_dates_check', sql`from_date <= to_date`)
        .execute();
      await db.schema
        .createIndex('time_off_guard_dates_idx')
        .on('time_off')
        .columns(['guard_id', 'to_date', 'from_date'])
        .execute();
      await db.schema
        .createIndex('time_off_status_idx')
        .on('time_off')
        .columns(['status', 'from_date'])
        .execute();
    },
  };
}
