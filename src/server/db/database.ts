import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import type { DB } from './schema.js';

export type DialectName = 'sqlite' | 'postgres';

export interface Database {
  /** The app's query builder: camelCase in TypeScript, snake_case in SQL. */
  db: Kysely<DB>;
  /** The same connection without name mapping, handed to better-auth. */
  raw: Kysely<DB>;
  dialect: DialectName;
  destroy(): Promise<void>;
}

function openSqlite(file: string): SQLite.Database {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return sqlite;
}

/**
 * Opens the database the configuration names: SQLite in a file (WAL, foreign keys on) or a
 * PostgreSQL pool.
 */
export function createDatabase(config: DatabaseConfig): Database {
  const raw =
    config.kind === 'sqlite'
      ? new Kysely<DB>({
          dialect: new SqliteDialect({ database: openSqlite(config.file) }),
        })
      : new Kysely<DB>({
          dialect: new PostgresDialect({
            pool: new pg.Pool({ connectionString: config.connectionString, max: 10 }),
          }),
        });
  return {
    db: raw.withPlugin(new CamelCasePlugin()),
    raw,
    dialect: config.kind,
    destroy: () => raw.destroy(),
  };
}
