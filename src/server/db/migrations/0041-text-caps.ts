import { sql, type Kysely, type Migration } from 'kysely';
import { TEXT_CAP_BOUNDS, type TextCaps } from '../../../shared/text-caps.js';
import type { DialectName } from '../database.js';

const STATUSES = "status in ('pending', 'sending', 'sent', 'failed')";
const WITH_HELD = "status in ('pending', 'sending', 'sent', 'failed', 'held')";

/**
 * SQLite cannot alter a CHECK: the outbox is made again under its name from its own definition
 * with 'held' allowed, so it keeps every column and index it has now, whichever migration added
 * them. Nothing refers to the outbox.
 */
async function outboxMayHoldOnSqlite<T>(db: Kysely<T>): Promise<void> {
  const table = await sql<{ sql: string }>`select sql from sqlite_master
    where type = 'table' and name = 'outbox'`.execute(db);
  const definition = table.rows[0]?.sql ?? '';
  if (!definition.includes(STATUSES)) throw new Error('outbox: its status CHECK is not 0017’s');
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master
    where type = 'index' and tbl_name = 'outbox' and sql is not null`.execute(db);
  const rebuilt = definition
    .replace(STATUSES, WITH_HELD)
    .replace(/^create table "?outbox"?/i, 'create table "outbox_0041"');
  await sql.raw(rebuilt).execute(db);
  await sql`insert into outbox_0041 select * from outbox`.execute(db);
  await db.schema.dropTable('outbox').execute();
  await db.schema.alterTable('outbox_0041').renameTo('outbox').execute();
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
}

async function outboxMayHold<T>(db: Kysely<T>, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') return outboxMayHoldOnSqlite(db);
  await sql`alter table outbox drop constraint outbox_status_check`.execute(db);
  await sql`alter table outbox add constraint outbox_status_check check (${sql.raw(WITH_HELD)})`.execute(
    db,
  );
}

const between = (column: keyof TextCaps, name: string) => {
  const { min, max } = TEXT_CAP_BOUNDS[column];
  return sql`${sql.ref(name)} between ${sql.lit(min)} and ${sql.lit(max)}`;
};

/**
 * Caps on texts (issue #40).
 *
 * - `text_caps`: the company's caps, one row with id 1 once an admin saved them (the defaults,
 *   shared/text-caps.ts, apply until then).
 * - `outbox.status` may be 'held': a text over a cap, never sent unless an admin sends it anyway.
 * - `outbox.sms_to`, a text's number, and `outbox.caused_by`, the signed-in account whose action
 *   caused it (null for the system's): what the caps count by, with an index each. The texts of
 *   the last 24 hours (the longest a cap looks back) get their number from their payload.
 * - `guard_invites.texted_at`: when the guard's link was last texted ('Text the link' at most
 *   once in 10 minutes).
 */
export function textCaps(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('text_caps')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('texts_per_number_per_day', 'integer', (c) =>
          c.notNull().check(between('textsPerNumberPerDay', 'texts_per_number_per_day')),
        )
        .addColumn('texts_per_account_per_hour', 'integer', (c) =>
          c.notNull().check(between('textsPerAccountPerHour', 'texts_per_account_per_hour')),
        )
        .addColumn('texts_per_company_per_day', 'integer', (c) =>
          c.notNull().check(between('textsPerCompanyPerDay', 'texts_per_company_per_day')),
        )
        .execute();
      await db.schema.alterTable('guard_invites').addColumn('texted_at', 'text').execute();

      await db.schema.alterTable('outbox').addColumn('sms_to', 'text').execute();
      await db.schema.alterTable('outbox').addColumn('caused_by', 'text').execute();
      await outboxMayHold(db, dialect);
      await sql`create index outbox_sms_to_idx on outbox (sms_to, created_at)
        where sms_to is not null`.execute(db);
      await sql`create index outbox_caused_by_idx on outbox (caused_by, created_at)
        where caused_by is not null`.execute(db);
      await sql`create index outbox_sms_created_idx on outbox (created_at)
        where channel = 'sms'`.execute(db);
      const since = new Date(Date.now() - 24 * 60 * 60_000).toISOString();
      const to =
        dialect === 'sqlite' ? sql`json_extract(payload, '$.to')` : sql`(payload::json ->> 'to')`;
      await sql`update outbox set sms_to = ${to}
        where channel = 'sms' and created_at >= ${since}`.execute(db);
    },
  };
}
