import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Statements kept: the app's distinct queries, with room for `in (…)` lists of many lengths. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The better-sqlite3 connection as Kysely sees it, each statement prepared once. Kysely's SQLite
 * driver prepares every query anew, and that was the largest single cost of an API request (7 %
 * of the server's CPU while 20 clients loaded the dashboard summary). Kysely runs one query at a
 * time on the connection, a stream included, so a cached statement is never busy when reused.
 * The least recently used statement goes once the cache is full.
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close() {
      cache.clear();
      sqlite.close();
    },
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached) {
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) {
        const oldest = cache.keys().next();
        if (!oldest.done) cache.delete(oldest.value);
      }
      return statement;
    },
  };
}
