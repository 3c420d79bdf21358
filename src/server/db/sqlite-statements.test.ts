import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATEMENT_CACHE_SIZE, withStatementCache } from './sqlite-statements.js';

describe('withStatementCache', () => {
  let sqlite: SQLite.Database;
  afterEach(() => {
    if (sqlite.open) sqlite.close();
  });

  function open() {
    sqlite = new SQLite(':memory:');
    const prepare = vi.spyOn(sqlite, 'prepare');
    const db = new Kysely<{ t: { n: number } }>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    });
    return { db, prepare };
  }

  it('prepares a query once and answers it fresh each time', async () => {
    const { db, prepare } = open();
    await sql`create table t (n integer)`.execute(db);
    for (const n of [1, 2, 3]) await db.insertInto('t').values({ n }).execute();
    const sums = [];
    for (let i = 0; i < 3; i += 1) {
      const row = await db
        .selectFrom('t')
        .select((eb) => eb.fn.sum<number>('n').as('total'))
        .executeTakeFirstOrThrow();
      sums.push(row.total);
      await db.insertInto('t').values({ n: 10 }).execute();
    }
    expect(sums).toEqual([6, 16, 26]);
    // create, insert, select: three texts, whatever the number of runs.
    expect(prepare).toHaveBeenCalledTimes(3);
  });

  it('streams with a cached statement and reuses it afterwards', async () => {
    const { db, prepare } = open();
    await sql`create table t (n integer)`.execute(db);
    await db
      .insertInto('t')
      .values(Array.from({ length: 50 }, (_, n) => ({ n })))
      .execute();
    const query = db.selectFrom('t').select('n').orderBy('n');
    const streamed: number[] = [];
    for await (const row of query.stream()) streamed.push(row.n);
    expect(streamed).toHaveLength(50);
    expect((await query.execute()).length).toBe(50);
    expect(prepare).toHaveBeenCalledTimes(3);
  });

  it('keeps at most STATEMENT_CACHE_SIZE statements, dropping the least recently used', async () => {
    const { db, prepare } = open();
    const select = (n: number) => sql`select ${sql.lit(n)} as n`.execute(db);
    for (let n = 0; n <= STATEMENT_CACHE_SIZE; n += 1) await select(n);
    expect(prepare).toHaveBeenCalledTimes(STATEMENT_CACHE_SIZE + 1);
    await select(STATEMENT_CACHE_SIZE); // still cached
    expect(prepare).toHaveBeenCalledTimes(STATEMENT_CACHE_SIZE + 1);
    await select(0); // the oldest, dropped
    expect(prepare).toHaveBeenCalledTimes(STATEMENT_CACHE_SIZE + 2);
  });

  it('closes the connection', async () => {
    const { db } = open();
    await sql`select 1`.execute(db);
    await db.destroy();
    expect(sqlite.open).toBe(false);
  });
});
