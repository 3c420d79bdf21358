import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BackupError, backupSqlite } from './backup.js';

// SQLite's online backup, whatever database the other API tests use: it backs up a SQLite file.
describe('backupSqlite', () => {
  let dir: string;
  let source: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'coverdesk-backup-'));
    source = path.join(dir, 'live.db');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  function openLive() {
    const live = new SQLite(source);
    live.pragma('journal_mode = WAL');
    live.exec('create table if not exists pairs (id integer primary key, pair integer not null)');
    return live;
  }
  /** Each transaction writes two rows of one pair: a consistent copy holds whole pairs only. */
  const writePair = (live: SQLite.Database, pair: number) =>
    live.transaction(() => {
      const insert = live.prepare('insert into pairs (pair) values (?)');
      insert.run(pair);
      insert.run(pair);
    })();

  it('copies the database as of one moment while another connection keeps writing', async () => {
    const live = openLive();
    for (let pair = 0; pair < 5000; pair += 1) writePair(live, pair);
    let next = 5000;
    const state = { writing: true };
    const writer = (async () => {
      while (state.writing) {
        writePair(live, next++);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const target = path.join(dir, 'copy.db');
    const pages = await backupSqlite(source, target);
    state.writing = false;
    await writer;
    expect(next).toBeGreaterThan(5000); // the writer wrote while the backup ran

    const copy = new SQLite(target, { readonly: true });
    const { rows, pairs, odd } = copy
      .prepare<[], { rows: number; pairs: number; odd: number }>(
        `select count(*) as rows, count(distinct pair) as pairs,
                (select count(*) from (select pair from pairs group by pair having count(*) <> 2)) as odd
         from pairs`,
      )
      .get() ?? { rows: 0, pairs: 0, odd: -1 };
    copy.close();
    live.close();
    expect(pages).toBeGreaterThan(0);
    expect(odd).toBe(0);
    expect(rows).toBe(pairs * 2);
    expect(pairs).toBeGreaterThanOrEqual(5000);
    expect(existsSync(`${target}.partial`)).toBe(false);
  });

  it('refuses a missing database and an existing target, and writes nothing', async () => {
    await expect(backupSqlite(source, path.join(dir, 'a.db'))).rejects.toThrow(BackupError);
    openLive().close();
    const taken = path.join(dir, 'taken.db');
    await writeFile(taken, 'keep me');
    await expect(backupSqlite(source, taken)).rejects.toThrow(/exists/);
    expect(existsSync(path.join(dir, 'a.db'))).toBe(false);
  });
});
