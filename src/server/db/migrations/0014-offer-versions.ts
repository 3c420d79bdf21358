import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * The open-shifts board's kept answers (open-shifts.repository.ts) are valid while the versions of
 * migration 0006 are unchanged; the board also shows each shift's offers. Every insert, update
 * or delete of an offer therefore grows the version of its request's post and month too, as a
 * change to the request itself does. Offers are written while their request is locked (before
 * the count row, as every writer of a request does), so the extra lock keeps the same order.
 *
 * And an index on when requests were filled: the board's median time to fill reads this week's.
 * And a version of the guards list (one row, grown by every change to a guard), for Find cover's
 * kept rankings (candidates.ts) and its guards read once per version; and two indexes that
 * hold all Find cover reads of a post's year and of a day's bookings, so that neither reads the
 * table's rows.
 */
export function offerVersions(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('coverage_requests_filled_at_idx')
        .on('coverage_requests')
        .column('filled_at')
        .execute();
      await db.schema
        .createIndex('coverage_requests_location_guard_idx')
        .on('coverage_requests')
        .columns(['location_id', 'date', 'assigned_guard_id'])
        .execute();
      await db.schema
        .createIndex('coverage_requests_date_bookings_idx')
        .on('coverage_requests')
        .columns(['date', 'assigned_guard_id', 'start_time', 'end_time', 'location_id', 'id'])
        .execute();
      await db.schema
        .createTable('guard_list_version')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
      await sql`insert into guard_list_version (id, version) values (1, 0)`.execute(db);
      if (dialect === 'sqlite') await sqliteTriggers(db);
      else await postgresTriggers(db);
    },
  };
}

/** The count row of the request an offer row (`row` is new or old) belongs to. */
const bumpRequest = (row: 'new' | 'old') => sql`
  update coverage_month_counts set version = version + 1
  where (month, location_id) = (
    select substr(date, 1, 7), location_id from coverage_requests
    where id = ${sql.raw(row)}.request_id);`;

const bumpGuards = sql`update guard_list_version set version = version + 1 where id = 1;`;

async function sqliteTriggers(db: Kysely<unknown>) {
  for (const operation of ['insert', 'update', 'delete']) {
    await sql`create trigger ${sql.raw(`guard_list_version_${operation}`)}
      after ${sql.raw(operation)} on guards begin ${bumpGuards} end`.execute(db);
  }
  await sql`create trigger shift_offers_version_insert after insert on shift_offers
    begin ${bumpRequest('new')} end`.execute(db);
  await sql`create trigger shift_offers_version_update after update on shift_offers
    begin ${bumpRequest('new')} end`.execute(db);
  await sql`create trigger shift_offers_version_delete after delete on shift_offers
    begin ${bumpRequest('old')} end`.execute(db);
}

/** Each operation with the transition table of the rows it changed, named `name`. */
const transitionTables = (name: string) =>
  [
    ['insert', `new table as ${name}`],
    ['update', `new table as ${name}`],
    ['delete', `old table as ${name}`],
  ] as const;

/** Statement-level triggers per operation; count rows taken in (month, location) order. */
async function postgresTriggers(db: Kysely<unknown>) {
  // Statement triggers fire for statements that change no row too: bump only when one changed.
  await sql`create function guard_list_version_bump() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from changed_guards) then ${bumpGuards} end if;
      return null;
    end $$`.execute(db);
  for (const [operation, table] of transitionTables('changed_guards')) {
    await sql`create trigger ${sql.raw(`guard_list_version_${operation}`)}
      after ${sql.raw(operation)} on guards referencing ${sql.raw(table)}
      for each statement execute function guard_list_version_bump()`.execute(db);
  }
  await sql`
    create function shift_offers_version_bump() returns trigger language plpgsql as $$
    begin
      update coverage_month_counts c set version = c.version + 1
      from (
        select distinct substr(r.date, 1, 7) as month, r.location_id
        from coverage_requests r
        where r.id in (select request_id from changed_offers)
        order by 1, 2
      ) d
      where c.month = d.month and c.location_id = d.location_id;
      return null;
    end $$`.execute(db);
  for (const [operation, table] of transitionTables('changed_offers')) {
    await sql`create trigger ${sql.raw(`shift_offers_version_${operation}`)}
      after ${sql.raw(operation)} on shift_offers
      referencing ${sql.raw(table)}
      for each statement execute function shift_offers_version_bump()`.execute(db);
  }
}
