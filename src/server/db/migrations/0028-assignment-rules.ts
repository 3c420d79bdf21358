import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.js';

/** The tables whose rows the assignment rules read besides the shifts and guards themselves. */
const RULE_TABLES = [
  'company_settings',
  'qualifications',
  'guard_qualifications',
  'location_requirements',
  'guard_unavailability',
  'time_off',
] as const;

const bump = sql`update rules_version set version = version + 1 where id = 1;`;

/**
 * What the assignment rules read, and what they let the office confirm (issue #32).
 *
 * `rules_version` is one row grown by every change to the company's rules, qualifications,
 * requirements, availability or time off, as `guard_list_version` (migration 0014) is by guards:
 * the screens that show the rules' findings (Find cover, the guard picker, the week board) are
 * kept answers, valid while it is unchanged.
 *
 * `assignment_confirmations` keeps each assignment or offer the office made despite a warning
 * (overtime, unavailability…): the reports count them and the overtime they added. A deleted
 * request takes its rows; a deleted guard or account leaves them, with the names.
 */
export function assignmentRules(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rules_version')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
      await sql`insert into rules_version (id, version) values (1, 0)`.execute(db);
      if (dialect === 'sqlite') {
        for (const table of RULE_TABLES) {
          for (const operation of ['insert', 'update', 'delete']) {
            await sql`create trigger ${sql.raw(`${table}_rules_${operation}`)}
              after ${sql.raw(operation)} on ${sql.raw(table)} begin ${bump} end`.execute(db);
          }
        }
      } else {
        // Statement triggers fire for statements that change no row too (a cascade from a guard
        // without qualifications): bump only when one changed, as migration 0014 does.
        await sql`create function rules_version_bump() returns trigger language plpgsql as $$
          begin
            if exists (select 1 from changed_rows) then ${bump} end if;
            return null;
          end $$`.execute(db);
        for (const table of RULE_TABLES) {
          for (const [operation, rows] of [
            ['insert', 'new table as changed_rows'],
            ['update', 'new table as changed_rows'],
            ['delete', 'old table as changed_rows'],
          ] as const) {
            await sql`create trigger ${sql.raw(`${table}_rules_${operation}`)}
              after ${sql.raw(operation)} on ${sql.raw(table)} referencing ${sql.raw(rows)}
              for each statement execute function rules_version_bump()`.execute(db);
          }
        }
      }

      await db.schema
        .createTable('assignment_confirmations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('request_id', 'text', (c) =>
          c.notNull().references('coverage_requests.id').onDelete('cascade'),
        )
        .addColumn('guard_id', 'text', (c) => c.references('guards.id').onDelete('set null'))
        .addColumn('guard_name', 'text', (c) => c.notNull())
        .addColumn('shift_date', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) =>
          c.notNull().check(sql`action in ('offer', 'assign', 'call')`),
        )
        .addColumn('warnings', 'text', (c) => c.notNull())
        .addColumn('overtime_minutes', 'integer', (c) => c.notNull())
        .addColumn('confirmed_by', 'text', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('confirmed_by_name', 'text', (c) => c.notNull())
        .addColumn('confirmed_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('assignment_confirmations_date_idx')
        .on('assignment_confirmations')
        .columns(['shift_date'])
        .execute();
      await db.schema
        .createIndex('assignment_confirmations_request_idx')
        .on('assignment_confirmations')
        .column('request_id')
        .execute();
    },
  };
}
