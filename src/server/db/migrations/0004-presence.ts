import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Presence shared by every process (src/server/realtime/presence.repository.ts): the live
 * processes with their heartbeat, and one row per connected socket. Timestamps are ISO-8601 UTC
 * text like the rest. On PostgreSQL also the table the Socket.IO adapter keeps payloads too large
 * for NOTIFY in (its documented schema).
 */
export function presenceTables(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('presence_servers')
        .addColumn('server_id', 'text', (c) => c.primaryKey())
        .addColumn('heartbeat_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('presence_sockets')
        .addColumn('socket_id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('server_id', 'text', (c) => c.notNull())
        .addColumn('connected_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('presence_sockets_user_idx')
        .on('presence_sockets')
        .columns(['user_id', 'server_id'])
        .execute();
      await db.schema
        .createIndex('presence_sockets_server_idx')
        .on('presence_sockets')
        .column('server_id')
        .execute();
      if (dialect === 'postgres') {
        await sql`create table if not exists socket_io_attachments (
          id bigserial unique,
          created_at timestamptz default now(),
          payload bytea
        )`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') await db.schema.dropTable('socket_io_attachments').execute();
      await db.schema.dropTable('presence_sockets').execute();
      await db.schema.dropTable('presence_servers').execute();
    },
  };
}
