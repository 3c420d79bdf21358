import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../database.js';

/** A CHECK that the text column holds yyyy-MM-dd. */
function isDate(dialect: DialectName, column: string): RawBuilder<unknown> {
  const ref = sql.ref(column);
  return dialect === 'sqlite'
    ? sql`${ref} GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'`
    : sql`${ref} ~ '^[0-9]{4}-[0-1][0-9]-[0-3][0-9]$'`;
}

/** A CHECK that the text column holds HH:MM (24 h). */
function isTime(dialect: DialectName, column: string): RawBuilder<unknown> {
  const ref = sql.ref(column);
  return dialect === 'sqlite'
    ? sql`${ref} GLOB '[0-2][0-9]:[0-5][0-9]' AND ${ref} < '24:00'`
    : sql`${ref} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`;
}

/** Creates every domain table of ARCHITECTURE.md with its keys, checks and indexes. */
export function domainTables(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('locations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull().check(sql`length(name) between 1 and 200`))
        .addColumn('dept_code', 'text', (c) =>
          c.notNull().check(sql`length(dept_code) between 1 and 50`),
        )
        .addColumn('user_id', 'text', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await sql`create unique index locations_dept_code_key on locations (lower(dept_code))`.execute(
        db,
      );
      await db.schema.createIndex('locations_name_idx').on('locations').column('name').execute();

      await db.schema
        .createTable('guards')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('first_name', 'text', (c) =>
          c.notNull().check(sql`length(first_name) between 1 and 100`),
        )
        .addColumn('last_name', 'text', (c) =>
          c.notNull().check(sql`length(last_name) between 1 and 100`),
        )
        .addColumn('contact_number', 'text')
        .addColumn('email', 'text')
        .addColumn('guard_card', 'text')
        .addColumn('exp_date', 'text', (c) => c.check(isDate(dialect, 'exp_date')))
        .addColumn('user_id', 'text', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('guards_name_idx')
        .on('guards')
        .columns(['first_name', 'last_name'])
        .execute();
      await db.schema.createIndex('guards_exp_date_idx').on('guards').column('exp_date').execute();

      await db.schema
        .createTable('coverage_requests')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('date', 'text', (c) => c.notNull().check(isDate(dialect, 'date')))
        .addColumn('start_time', 'text', (c) => c.check(isTime(dialect, 'start_time')))
        .addColumn('end_time', 'text', (c) => c.check(isTime(dialect, 'end_time')))
        .addColumn('location_id', 'text', (c) =>
          c.notNull().references('locations.id').onDelete('restrict'),
        )
        .addColumn('assigned_guard_id', 'text', (c) =>
          c.references('guards.id').onDelete('set null'),
        )
        .addColumn('assigned_guard_name', 'text')
        .addColumn('notes', 'text', (c) => c.check(sql`length(notes) <= 2000`))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('coverage_requests_date_location_idx')
        .on('coverage_requests')
        .columns(['date', 'location_id'])
        .execute();
      await db.schema
        .createIndex('coverage_requests_location_date_idx')
        .on('coverage_requests')
        .columns(['location_id', 'date', 'start_time'])
        .execute();
      await db.schema
        .createIndex('coverage_requests_guard_idx')
        .on('coverage_requests')
        .columns(['assigned_guard_id', 'date'])
        .execute();
      await db.schema
        .createIndex('coverage_requests_user_idx')
        .on('coverage_requests')
        .columns(['user_id', 'date'])
        .execute();

      await db.schema
        .createTable('conversations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('conversation_participants')
        .addColumn('conversation_id', 'text', (c) =>
          c.notNull().references('conversations.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('last_read_at', 'text')
        .addPrimaryKeyConstraint('conversation_participants_pk', ['conversation_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('conversation_participants_user_idx')
        .on('conversation_participants')
        .columns(['user_id', 'conversation_id'])
        .execute();

      await db.schema
        .createTable('messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('conversation_id', 'text', (c) =>
          c.notNull().references('conversations.id').onDelete('cascade'),
        )
        .addColumn('sender_id', 'text', (c) => c.references('user.id').onDelete('set null'))
        .addColumn('content', 'text', (c) =>
          c.notNull().check(sql`length(content) between 1 and 4000`),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('messages_conversation_created_idx')
        .on('messages')
        .columns(['conversation_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('conversation_deletions')
        .addColumn('conversation_id', 'text', (c) =>
          c.notNull().references('conversations.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('deleted_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('conversation_deletions_pk', ['conversation_id', 'user_id'])
        .execute();
    },
  };
}
