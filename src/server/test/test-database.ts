import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** True when the tests run against PostgreSQL (DATABASE_URL=postgres://…), else SQLite. */
export function testDialect(): 'sqlite' | 'postgres' {
  return process.env.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite';
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database for one test file: a new database on the PostgreSQL server that
 * DATABASE_URL names, or a new SQLite file in a temporary folder.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl?.startsWith('postgres')) {
    const name = `coverdesk_test_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'coverdesk-test-'));
  return {
    url: `file:${path.join(dir, 'coverdesk.db')}`,
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}
