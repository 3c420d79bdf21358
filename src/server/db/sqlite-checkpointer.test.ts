import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './database.js';
import { CHECKPOINT_INTERVAL_MS, WAL_SIZE_LIMIT_BYTES } from './sqlite-checkpointer.js';

// The SQLite driver itself, whatever DATABASE_URL the suite runs with.
describe('the SQLite checkpointer', () => {
  let dir: string;
  let database: Database;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'coverdesk-checkpoint-'));
    database = createDatabase({ kind: 'sqlite', file: path.join(dir, 'app.db') });
    await sql`create table notes (body text not null)`.execute(database.raw);
  });
  afterAll(async () => {
    await database.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  it('copies the log into the database file from its own thread', async () => {
    const file = path.join(dir, 'app.db');
    const before = (await stat(file)).size;
    // 2,000 commits of 2 KB: ~4 MB that only the log holds until a checkpoint copies it; the
    // app's connection would not checkpoint before 100,000 pages.
    for (let i = 0; i < 2000; i += 1) {
      await sql`insert into notes (body) values (${'x'.repeat(2000)})`.execute(database.raw);
    }
    const deadline = Date.now() + 25 * CHECKPOINT_INTERVAL_MS;
    let size = before;
    while (Date.now() < deadline && size < before + 4_000_000) {
      await new Promise((resolve) => setTimeout(resolve, CHECKPOINT_INTERVAL_MS));
      size = (await stat(file)).size;
    }
    expect(size).toBeGreaterThanOrEqual(before + 4_000_000);
  });

  it('lets the log start over at the first write after a pause, cut back to its size limit', async () => {
    const log = path.join(dir, 'app.db-wal');
    await new Promise((resolve) => setTimeout(resolve, 3 * CHECKPOINT_INTERVAL_MS));
    await sql`insert into notes (body) values ('after the pause')`.execute(database.raw);
    const { rows } = await sql<{ log: number }>`pragma wal_checkpoint(PASSIVE)`.execute(
      database.raw,
    );
    expect(rows[0]?.log).toBeLessThanOrEqual(2);
    expect((await stat(log)).size).toBeLessThanOrEqual(WAL_SIZE_LIMIT_BYTES);
  });
});
