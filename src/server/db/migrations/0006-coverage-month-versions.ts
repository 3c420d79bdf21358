import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Versions for the server's kept dashboard answers (db/month-versions.ts). Each count row of
 * migration 0005 — one per location and month — gets a version that grows with every change to
 * what the dashboard shows of that post's month: every insert, update or delete of its requests
 * (not only those that change the counts; a deleted guard's requests are updated by the foreign
 * key, which fires the same triggers), its location renamed or its dept code changed. A post's
 * month is then one row's version; a month's cards are the count and the sum of its rows'
 * versions, which only grow while rows stay, and an epoch that grows whenever count rows are
 * removed (a location deleted).
 *
 * The versions live on the rows the writers already lock, so concurrent writers to different
 * posts of a month do not wait for each other, as they would on one row per month.
 */
export function coverageMonthVersions(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('coverage_month_counts')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('coverage_count_epoch')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('epoch', 'integer', (c) => c.notNull())
        .execute();
      await sql`insert into coverage_count_epoch (id, epoch) values (1, 0)`.execute(db);
      if (dialect === 'sqlite') await sqliteTriggers(db);
      else await postgresTriggers(db);
    },
  };
}

/** Every row of a location, once it is renamed or given another dept code. */
const bumpLocation = (id: string) => sql`
  update coverage_month_counts set version = version + 1 where location_id = ${sql.raw(id)};`;

/** Replaces 0005's row triggers with ones that also keep the versions, on every update. */
async function sqliteTriggers(db: Kysely<unknown>) {
  for (const name of ['insert', 'update', 'delete']) {
    await sql`drop trigger ${sql.raw(`coverage_month_counts_${name}`)}`.execute(db);
  }
  const add = sql`
    insert into coverage_month_counts (location_id, month, total, open, version)
    values (new.location_id, substr(new.date, 1, 7), 1, new.assigned_guard_name is null, 1)
    on conflict (month, location_id)
    do update set total = total + 1, open = open + excluded.open, version = version + 1;`;
  const remove = sql`
    update coverage_month_counts
    set total = total - 1, open = open - (old.assigned_guard_name is null), version = version + 1
    where month = substr(old.date, 1, 7) and location_id = old.location_id;`;
  await sql`create trigger coverage_month_counts_insert after insert on coverage_requests
    begin ${add} end`.execute(db);
  await sql`create trigger coverage_month_counts_delete after delete on coverage_requests
    begin ${remove} end`.execute(db);
  await sql`create trigger coverage_month_counts_update after update on coverage_requests
    begin ${remove} ${add} end`.execute(db);
  await sql`create trigger coverage_month_counts_location
    after update of name, dept_code on locations begin ${bumpLocation('new.id')} end`.execute(db);
  await sql`create trigger coverage_count_epoch_delete after delete on coverage_month_counts
    begin update coverage_count_epoch set epoch = epoch + 1 where id = 1; end`.execute(db);
}

/**
 * PostgreSQL: 0005's statement-trigger function, redefined to keep the versions too. Rows are
 * still taken in (month, location) order.
 */
async function postgresTriggers(db: Kysely<unknown>) {
  await sql`
    create or replace function coverage_month_counts_apply() returns trigger
    language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update coverage_month_counts c
        set total = c.total - d.total, open = c.open - d.open, version = c.version + 1
        from (
          select substr(date, 1, 7) as month, location_id, count(*) as total,
                 count(*) filter (where assigned_guard_name is null) as open
          from old_rows group by 1, 2 order by 1, 2
        ) d
        where c.month = d.month and c.location_id = d.location_id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into coverage_month_counts (month, location_id, total, open, version)
        select substr(date, 1, 7), location_id, count(*),
               count(*) filter (where assigned_guard_name is null), 1
        from new_rows group by 1, 2 order by 1, 2
        on conflict (month, location_id) do update
        set total = coverage_month_counts.total + excluded.total,
            open = coverage_month_counts.open + excluded.open,
            version = coverage_month_counts.version + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create function coverage_month_counts_location() returns trigger language plpgsql as $$
    begin ${bumpLocation('new.id')} return null; end $$`.execute(db);
  await sql`create trigger coverage_month_counts_location
    after update of name, dept_code on locations
    for each row execute function coverage_month_counts_location()`.execute(db);
  await sql`
    create function coverage_count_epoch_bump() returns trigger language plpgsql as $$
    begin update coverage_count_epoch set epoch = epoch + 1 where id = 1; return null; end $$`.execute(
    db,
  );
  await sql`create trigger coverage_count_epoch_delete after delete on coverage_month_counts
    for each statement execute function coverage_count_epoch_bump()`.execute(db);
}
