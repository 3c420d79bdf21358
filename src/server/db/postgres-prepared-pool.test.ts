import type { PostgresPoolClient } from 'kysely';
import { sql } from 'kysely';
import type pg from 'pg';
import Cursor from 'pg-cursor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation } from '../test/builders.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { MAX_PREPARED_PARAMETERS, preparingPool, statementName } from './postgres-prepared-pool.js';

/** A pg pool of one fake connection that records what it is asked to run. */
function recordingPool() {
  const sent: unknown[] = [];
  let released = 0;
  const client = {
    query: (config: unknown) => {
      sent.push(config);
      return config instanceof Cursor
        ? config
        : Promise.resolve({ command: 'SELECT', rowCount: null, rows: [{ one: 1 }] });
    },
    release: () => {
      released += 1;
    },
  };
  const pool = {
    connect: () => Promise.resolve(client),
    end: () => Promise.resolve(),
  } as unknown as pg.Pool;
  return { pool: preparingPool(pool), sent, released: () => released };
}

const ids = (count: number) => Array.from({ length: count }, (_, index) => `id-${index}`);

describe('preparingPool (what it sends to pg)', () => {
  it('names each statement with parameters after its text, the same name every time', async () => {
    const { pool, sent } = recordingPool();
    const client = await pool.connect();
    const text = 'select 1 as one where $1::text is not null';
    const result = await client.query(text, ['a']);
    await client.query(text, ['b']);
    await client.query('select 2 where $1::int > 0', [1]);
    expect(result).toEqual({ command: 'SELECT', rowCount: 0, rows: [{ one: 1 }] });
    expect(sent).toEqual([
      { name: statementName(text), text, values: ['a'] },
      { name: statementName(text), text, values: ['b'] },
      {
        name: statementName('select 2 where $1::int > 0'),
        text: 'select 2 where $1::int > 0',
        values: [1],
      },
    ]);
    expect(statementName(text)).toMatch(/^q_[0-9a-f]{24}$/);
    expect(statementName(text)).not.toBe(statementName('select 2 where $1::int > 0'));
  });

  it('runs statements without parameters, or with very many, unnamed', async () => {
    const { pool, sent } = recordingPool();
    const client = await pool.connect();
    const many = ids(MAX_PREPARED_PARAMETERS + 1);
    await client.query('begin', []);
    await client.query('select $1', many);
    expect(sent).toEqual([
      { text: 'begin', values: [] },
      { text: 'select $1', values: many },
    ]);
    const most = ids(MAX_PREPARED_PARAMETERS);
    await client.query('select $1', most);
    expect(sent[2]).toEqual({ name: statementName('select $1'), text: 'select $1', values: most });
  });

  it('hands a cursor to pg as it is, refuses what is not a pg-cursor, and releases the connection', async () => {
    const { pool, sent, released } = recordingPool();
    const client: PostgresPoolClient = await pool.connect();
    const cursor = new Cursor('select 1', []);
    expect(client.query(cursor)).toBe(cursor);
    expect(sent).toEqual([cursor]);
    expect(() =>
      client.query({ read: () => Promise.resolve([]), close: () => Promise.resolve() }),
    ).toThrow(/pg-cursor/);
    client.release();
    expect(released()).toBe(1);
    // Kysely keys its connections by client: the same pg client is the same wrapper.
    expect(await pool.connect()).toBe(client);
  });
});

describe('preparingPool (on the test database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers as before, in and out of transactions, and PostgreSQL keeps one statement per text', async () => {
    const { db, dialect } = t.app.database;
    const location = await createLocation(db, { name: 'West Gate', deptCode: 'WG-4' });
    const byId = (id: string) =>
      db.selectFrom('locations').select(['name', 'deptCode']).where('id', '=', id).execute();
    expect(await byId(location.id)).toEqual([{ name: 'West Gate', deptCode: 'WG-4' }]);
    expect(await byId('missing')).toEqual([]);

    // One connection of the pool, to look at what it keeps.
    await db.connection().execute(async (connection) => {
      const nameById = connection
        .selectFrom('locations')
        .select('name')
        .where('id', '=', location.id);
      expect(await nameById.execute()).toEqual([{ name: 'West Gate' }]);
      expect(await nameById.execute()).toEqual([{ name: 'West Gate' }]);
      const many = connection
        .selectFrom('locations')
        .select('deptCode')
        .where('id', 'in', [...ids(MAX_PREPARED_PARAMETERS), location.id]);
      expect(await many.execute()).toEqual([{ deptCode: 'WG-4' }]);
      if (dialect !== 'postgres') return;
      const kept = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements
      `.execute(connection);
      const { sql: nameSql } = nameById.compile();
      expect(kept.rows.filter((row) => row.statement === nameSql)).toEqual([
        { name: statementName(nameSql), statement: nameSql },
      ]);
      expect(kept.rows.some((row) => row.statement === many.compile().sql)).toBe(false);
      expect(kept.rows.every((row) => row.name.startsWith('q_'))).toBe(true);
    });

    // A statement that fails inside a transaction rolls it back; the connection goes on working.
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('locations')
          .set({ name: 'Renamed' })
          .where('id', '=', location.id)
          .execute();
        await trx
          .insertInto('locations')
          .values({ ...location })
          .execute();
      }),
    ).rejects.toThrow();
    expect(await byId(location.id)).toEqual([{ name: 'West Gate', deptCode: 'WG-4' }]);
  });
});
