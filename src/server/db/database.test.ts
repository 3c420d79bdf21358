import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './database.js';

// The SQLite driver itself, whatever DATABASE_URL the suite runs with.
describe('SQLite transactions', () => {
  let dir: string;
  let database: Database;
  let other: SQLite.Database;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'coverdesk-db-'));
    const file = path.join(dir, 'app.db');
    database = createDatabase({ kind: 'sqlite', file });
    await sql`create table counter (n integer not null)`.execute(database.raw);
    await sql`insert into counter (n) values (0)`.execute(database.raw);
    other = new SQLite(file);
    other.pragma('busy_timeout = 0');
  });
  afterAll(async () => {
    other.close();
    await database.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  it('take the write lock when they begin, so a read-then-write cannot be overtaken', async () => {
    let outsideWrite: unknown = null;
    await database.raw.transaction().execute(async (trx) => {
      await sql`select n from counter`.execute(trx);
      // Another connection writing now would make this transaction's write fail with
      // SQLITE_BUSY_SNAPSHOT; with BEGIN IMMEDIATE it has to wait (here: fails at once).
      try {
        other.prepare('update counter set n = n + 100').run();
      } catch (error) {
        outsideWrite = error;
      }
      await sql`update counter set n = n + 1`.execute(trx);
    });
    expect(outsideWrite).toMatchObject({ code: 'SQLITE_BUSY' });
    expect(other.prepare('select n from counter').get()).toEqual({ n: 1 });
  });
});
