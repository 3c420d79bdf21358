import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { DatabaseConfig } from '../config.js';
import type { DB } from './schema.js';
import {
  FALLBACK_AUTOCHECKPOINT_PAGES,
  startCheckpointer,
  WAL_SIZE_LIMIT_BYTES,
  type Checkpointer,
} from './sqlite-checkpointer.js';
import { preparingPool } from './postgres-prepared-pool.js';
import { withStatementCache } from './sqlite-statements.js';

export type DialectName = 'sqlite' | 'postgres';

export interface Database {
  /** The app's query builder: camelCase in TypeScript, snake_case in SQL. */
  db: Kysely<DB>;
  /** The same connection without name mapping, handed to better-auth. */
  raw: Kysely<DB>;
  dialect: DialectName;
  /**
   * SQLite: opens a read-only connection of its own, for a long read (the CSV export) beside the
   * app's single connection, which WAL allows; the caller closes it. Null on PostgreSQL, whose
   * pool serves long reads through cursors.
   */
  openReader: (() => SQLite.Database) | null;
  destroy(): Promise<void>;
}

function openSqlite(file: string): SQLite.Database {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Reads of a large table hit pages all over the file (a post's month is ~70 rows on ~70 pages):
  // a 64 MB page cache instead of 2 MB keeps them in memory. (Mapping the file was a little
  // faster again, but counts the mapped file in the process's RSS and turns an I/O error into a
  // crash.)
  sqlite.pragma('cache_size = -65536');
  // A worker checkpoints the log (sqlite-checkpointer.ts); this is its safety net.
  sqlite.pragma(`wal_autocheckpoint = ${String(FALLBACK_AUTOCHECKPOINT_PAGES)}`);
  sqlite.pragma(`journal_size_limit = ${String(WAL_SIZE_LIMIT_BYTES)}`);
  return sqlite;
}

/**
 * SQLite transactions take the write lock when they begin (BEGIN IMMEDIATE). Kysely's plain BEGIN
 * defers it to the first write, and a transaction that read first then fails at once with
 * SQLITE_BUSY_SNAPSHOT, without waiting, if another connection wrote in between (a backup, an
 * admin script, a test fixture). An immediate transaction waits its turn under busy_timeout.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * A PostgreSQL pool that survives the server dropping an idle connection (a restart, a failover,
 * an administrator's terminate): pg emits that as an 'error' on the pool, which would otherwise
 * crash the process. The pool opens a new connection for the next query.
 */
function postgresPool(config: Extract<DatabaseConfig, { kind: 'postgres' }>): pg.Pool {
  const pool = new pg.Pool({ connectionString: config.connectionString, max: config.poolSize });
  pool.on('error', (error) => {
    console.warn(`PostgreSQL dropped an idle connection: ${error.message}`);
  });
  return pool;
}

/**
 * Opens the database the configuration names: SQLite in a file (WAL, foreign keys on) or a
 * PostgreSQL pool.
 */
export function createDatabase(config: DatabaseConfig): Database {
  let checkpointer: Checkpointer | null = null;
  let raw: Kysely<DB>;
  if (config.kind === 'sqlite') {
    const sqlite = openSqlite(config.file);
    checkpointer = startCheckpointer(config.file, (message) => {
      console.warn(`SQLite checkpoint failed: ${message}`);
    });
    raw = new Kysely<DB>({
      dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
    });
  } else {
    raw = new Kysely<DB>({
      // The cursor lets `.stream()` read a large result in chunks (the CSV export).
      dialect: new PostgresDialect({ pool: preparingPool(postgresPool(config)), cursor: Cursor }),
    });
  }
  return {
    db: raw.withPlugin(new CamelCasePlugin()),
    raw,
    dialect: config.kind,
    openReader:
      config.kind === 'sqlite'
        ? () => new SQLite(config.file, { readonly: true, fileMustExist: true })
        : null,
    async destroy() {
      await checkpointer?.stop();
      await raw.destroy();
    },
  };
}
