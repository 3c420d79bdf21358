import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('migration 0041 (issue #40)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const row = (id: string, status: string) => ({
    id,
    channel: 'sms',
    payload: '{"to":"+12015550142","body":"x"}',
    status,
    next_attempt_at: new Date().toISOString(),
    created_at: new Date().toISOString(),
  });

  it('lets an outbox row be held, and still refuses a status that is none', async () => {
    const { raw } = t.app.database;
    const insert = (values: ReturnType<typeof row>) =>
      raw
        .withoutPlugins()
        .insertInto('outbox' as never)
        .values(values)
        .execute();
    await insert(row('held-0041', 'held'));
    await expect(insert(row('bogus-0041', 'lost'))).rejects.toThrow();
  });

  it('keeps every index the outbox had, beside the caps’ own (SQLite makes the table again)', async () => {
    const { raw, dialect } = t.app.database;
    const query =
      dialect === 'postgres'
        ? sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'outbox'`
        : sql<{ name: string }>`select name from sqlite_master
            where type = 'index' and tbl_name = 'outbox' and sql is not null`;
    const names = (await query.execute(raw)).rows.map((index) => index.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'outbox_due_idx',
        'outbox_offer_idx',
        'outbox_provider_idx',
        'outbox_unsent_idx',
        'outbox_sms_to_idx',
        'outbox_caused_by_idx',
        'outbox_sms_created_idx',
      ]),
    );
  });
});
