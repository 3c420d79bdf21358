import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * The dashboard's cards count each location's requests of a month and the open ones (no guard).
 * Counted from the requests, that read ~21,000 index entries per month at 1,000,000 requests:
 * 12–77 ms on SQLite depending on the plan, far over the 25 ms p99 for 20 clients at once. These
 * counts are kept per location and month (yyyy-MM) by triggers, in the same transaction as every
 * insert, update and delete of a request — whoever writes it (the app, an import, a seed) — so
 * they cannot drift; a summary reads one row per location.
 */
export function coverageMonthCounts(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('coverage_month_counts')
        .addColumn('location_id', 'text', (c) =>
          c.notNull().references('locations.id').onDelete('cascade'),
        )
        .addColumn('month', 'text', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('open', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('coverage_month_counts_pkey', ['month', 'location_id'])
        // SQLite: stored in key order, so a month's rows sit together (300 rows: 0.8 → 0.3 ms).
        .$call((table) => (dialect === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table))
        .execute();
      await sql`
        insert into coverage_month_counts (location_id, month, total, open)
        select location_id, substr(date, 1, 7), count(*),
               sum(case when assigned_guard_name is null then 1 else 0 end)
        from coverage_requests group by location_id, substr(date, 1, 7)
      `.execute(db);
      if (dialect === 'sqlite') await sqliteTriggers(db);
      else await postgresTriggers(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        for (const name of ['insert', 'update', 'delete']) {
          await sql`drop trigger if exists ${sql.raw(`coverage_month_counts_${name}`)}`.execute(db);
        }
      } else {
        await sql`drop function if exists coverage_month_counts_apply() cascade`.execute(db);
      }
      await db.schema.dropTable('coverage_month_counts').execute();
    },
  };
}

/** SQLite has row triggers only; each is a single upsert or update, in-process and cheap. */
async function sqliteTriggers(db: Kysely<unknown>) {
  const add = sql`
    insert into coverage_month_counts (location_id, month, total, open)
    values (new.location_id, substr(new.date, 1, 7), 1, new.assigned_guard_name is null)
    on conflict (month, location_id)
    do update set total = total + 1, open = open + excluded.open;`;
  const remove = sql`
    update coverage_month_counts
    set total = total - 1, open = open - (old.assigned_guard_name is null)
    where month = substr(old.date, 1, 7) and location_id = old.location_id;`;
  await sql`create trigger coverage_month_counts_insert after insert on coverage_requests
    begin ${add} end`.execute(db);
  await sql`create trigger coverage_month_counts_delete after delete on coverage_requests
    begin ${remove} end`.execute(db);
  await sql`create trigger coverage_month_counts_update
    after update of date, location_id, assigned_guard_name on coverage_requests
    begin ${remove} ${add} end`.execute(db);
}

/**
 * PostgreSQL: statement triggers over the transition tables, so an import of 10,000 rows makes
 * one grouped upsert instead of 10,000. Inserts take their count rows in (month, location) order,
 * so concurrent imports queue rather than deadlock; an edit that moves a request to another post
 * or month updates two rows, and two such edits crossing each other could still deadlock (one of
 * them gets an error and changes nothing).
 */
async function postgresTriggers(db: Kysely<unknown>) {
  await sql`
    create function coverage_month_counts_apply() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update coverage_month_counts c
        set total = c.total - d.total, open = c.open - d.open
        from (
          select substr(date, 1, 7) as month, location_id, count(*) as total,
                 count(*) filter (where assigned_guard_name is null) as open
          from old_rows group by 1, 2 order by 1, 2
        ) d
        where c.month = d.month and c.location_id = d.location_id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into coverage_month_counts (month, location_id, total, open)
        select substr(date, 1, 7), location_id, count(*),
               count(*) filter (where assigned_guard_name is null)
        from new_rows group by 1, 2 order by 1, 2
        on conflict (month, location_id) do update
        set total = coverage_month_counts.total + excluded.total,
            open = coverage_month_counts.open + excluded.open;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger coverage_month_counts_insert after insert on coverage_requests
    referencing new table as new_rows
    for each statement execute function coverage_month_counts_apply()`.execute(db);
  await sql`create trigger coverage_month_counts_update after update on coverage_requests
    referencing old table as old_rows new table as new_rows
    for each statement execute function coverage_month_counts_apply()`.execute(db);
  await sql`create trigger coverage_month_counts_delete after delete on coverage_requests
    referencing old table as old_rows
    for each statement execute function coverage_month_counts_apply()`.execute(db);
}
