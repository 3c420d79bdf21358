import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * A version per month (yyyy-MM) that grows with every change to what the dashboard shows of that
 * month: any insert, update or delete of its coverage requests, a location renamed or its dept
 * code changed, a guard deleted (requests lose the guard id). Triggers bump it in the writing
 * transaction, whoever writes, so the server can keep a month's answers and know for certain when
 * they are stale (coverage-month-cache.ts). Rows are never deleted: a version only goes up.
 */
export function coverageMonthVersions(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('coverage_month_versions')
        .addColumn('month', 'text', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
      if (dialect === 'sqlite') await sqliteTriggers(db);
      else await postgresTriggers(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        for (const name of ['insert', 'update', 'delete', 'location', 'guard']) {
          await sql`drop trigger if exists ${sql.raw(`coverage_month_versions_${name}`)}`.execute(
            db,
          );
        }
      } else {
        await sql`drop function if exists coverage_month_versions_bump() cascade`.execute(db);
        await sql`drop function if exists coverage_month_versions_bump_all() cascade`.execute(db);
      }
      await db.schema.dropTable('coverage_month_versions').execute();
    },
  };
}

/** SQLite writes one transaction at a time, so a row trigger per request costs no waiting. */
async function sqliteTriggers(db: Kysely<unknown>) {
  const bumpAll = sql`update coverage_month_versions set version = version + 1;`;
  const bump = (row: 'new' | 'old') => sql`
    insert into coverage_month_versions (month, version)
    values (substr(${sql.raw(row)}.date, 1, 7), 1)
    on conflict (month) do update set version = version + 1;`;
  await sql`create trigger coverage_month_versions_insert after insert on coverage_requests
    begin ${bump('new')} end`.execute(db);
  await sql`create trigger coverage_month_versions_delete after delete on coverage_requests
    begin ${bump('old')} end`.execute(db);
  await sql`create trigger coverage_month_versions_update after update on coverage_requests
    begin ${bump('old')} ${bump('new')} end`.execute(db);
  await sql`create trigger coverage_month_versions_location
    after update of name, dept_code on locations begin ${bumpAll} end`.execute(db);
  await sql`create trigger coverage_month_versions_guard after delete on guards
    begin ${bumpAll} end`.execute(db);
}

/**
 * PostgreSQL: one bump per month a statement touched (an import of 10,000 rows is one), in month
 * order as every writer takes them, so concurrent writers queue rather than deadlock.
 */
async function postgresTriggers(db: Kysely<unknown>) {
  await sql`
    create function coverage_month_versions_bump() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into coverage_month_versions (month, version)
        select distinct substr(date, 1, 7), 1 from new_rows order by 1
        on conflict (month) do update set version = coverage_month_versions.version + 1;
      elsif tg_op = 'DELETE' then
        insert into coverage_month_versions (month, version)
        select distinct substr(date, 1, 7), 1 from old_rows order by 1
        on conflict (month) do update set version = coverage_month_versions.version + 1;
      else
        insert into coverage_month_versions (month, version)
        select month, 1 from (
          select substr(date, 1, 7) as month from old_rows
          union select substr(date, 1, 7) from new_rows
        ) touched order by 1
        on conflict (month) do update set version = coverage_month_versions.version + 1;
      end if;
      return null;
    end $$`.execute(db);
  for (const [name, table] of [
    ['insert', 'new table as new_rows'],
    ['update', 'old table as old_rows new table as new_rows'],
    ['delete', 'old table as old_rows'],
  ] as const) {
    await sql`create trigger ${sql.raw(`coverage_month_versions_${name}`)}
      after ${sql.raw(name)} on coverage_requests referencing ${sql.raw(table)}
      for each statement execute function coverage_month_versions_bump()`.execute(db);
  }
  await sql`
    create function coverage_month_versions_bump_all() returns trigger language plpgsql as $$
    begin
      update coverage_month_versions set version = version + 1 where month in (
        select month from coverage_month_versions order by month for update
      );
      return null;
    end $$`.execute(db);
  await sql`create trigger coverage_month_versions_location
    after update of name, dept_code on locations
    for each statement execute function coverage_month_versions_bump_all()`.execute(db);
  await sql`create trigger coverage_month_versions_guard after delete on guards
    for each statement execute function coverage_month_versions_bump_all()`.execute(db);
}
