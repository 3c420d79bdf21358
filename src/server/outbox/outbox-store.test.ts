import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/database.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testDialect } from '../test/test-database.js';
import { enqueue } from './outbox-messages.js';
import { outboxStore } from './outbox-store.js';

const CLAIMERS = 8;
const MESSAGES = 2_000;

/**
 * The claim itself, under contention: several connections (as several processes have) take
 * batches from one queue as fast as they can. Each message must go to exactly one of them.
 */
describe(`claiming due messages from ${String(CLAIMERS)} connections at once (${testDialect()})`, () => {
  let t: TestApp;
  let connections: Database[];
  beforeAll(async () => {
    // The app's own worker stays out of it: it polls once an hour and is never woken here.
    t = await createTestApp({}, null, { outboxTiming: { pollMs: 3_600_000 } });
    connections = Array.from({ length: CLAIMERS }, () => createDatabase(t.config.database));
  });
  afterAll(async () => {
    await Promise.all(connections.map((connection) => connection.destroy()));
    await t.close();
  });

  it('hands each message to one claimer only, and every message to some claimer', async () => {
    const ids = await t.app.database.db.transaction().execute((trx) =>
      enqueue(
        trx,
        Array.from({ length: MESSAGES }, (_, index) => ({
          channel: 'sms' as const,
          to: `+1555800${String(index).padStart(4, '0')}`,
          body: 'Contended',
        })),
      ),
    );
    const taken = await Promise.all(
      connections.map(async (connection) => {
        const store = outboxStore(connection.db, connection.dialect);
        const mine: string[] = [];
        for (;;) {
          const claimed = await store.claim(32, 60_000);
          if (claimed.length === 0) return mine;
          mine.push(...claimed.map((message) => message.id));
        }
      }),
    );
    const all = taken.flat();
    expect(all).toHaveLength(MESSAGES);
    expect(new Set(all).size).toBe(MESSAGES);
    expect([...all].sort()).toEqual([...ids].sort());
    // They really competed: more than one claimer got some.
    expect(taken.filter((mine) => mine.length > 0).length).toBeGreaterThan(1);
    const rows = await t.app.database.db
      .selectFrom('outbox')
      .select(['status', 'attempts'])
      .where('id', 'in', ids.slice(0, 500))
      .execute();
    expect(rows.every((row) => row.status === 'sending' && row.attempts === 1)).toBe(true);
  });
});
