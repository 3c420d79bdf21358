import { randomUUID } from 'node:crypto';
import { parseDatabaseUrl } from '../../src/server/config.js';
import { createDatabase, type Database } from '../../src/server/db/database.js';
import { enqueue, type OutboxMessage } from '../../src/server/outbox/outbox-messages.js';
import { saveTextCaps } from '../../src/server/db/text-caps.js';
import { TEXT_CAP_BOUNDS, type TextCaps } from '../../src/shared/text-caps.js';
import { browserKeys } from '../../src/server/test/push-service.js';
import { createTestDatabase } from '../../src/server/test/test-database.js';
import type { DatabaseKind } from './context.js';
import { sqliteDatabase, type BenchDatabase } from './server.js';

/** Rows a statement inserts: far below either database's limit on bound parameters. */
const ROWS_PER_INSERT = 500;

/**
 * A database of the scenario's own: its server processes must be the only ones taking from the
 * outbox (the run's shared server has no SMS provider nor mail server, and would fail them).
 * SQLite: a new file; PostgreSQL: a new database on DATABASE_URL's server.
 */
export async function outboxDatabase(kind: DatabaseKind): Promise<BenchDatabase> {
  if (kind === 'sqlite') return sqliteDatabase();
  const created = await createTestDatabase();
  return { url: created.url, dispose: () => created.drop() };
}

export function openDatabase(url: string): Database {
  return createDatabase(parseDatabaseUrl(url));
}

/** Accounts with one device each at the push service; answers the devices' paths by account. */
export async function seedDevices(
  database: Database,
  count: number,
  pushOrigin: string,
): Promise<Map<string, string>> {
  const now = new Date().toISOString();
  const devices = new Map<string, string>();
  for (let start = 0; start < count; start += ROWS_PER_INSERT) {
    const accounts = Array.from({ length: Math.min(ROWS_PER_INSERT, count - start) }, () => ({
      id: randomUUID(),
      path: `/push/${randomUUID()}`,
    }));
    await database.db
      .insertInto('user')
      .values(
        accounts.map(({ id }) => ({
          id,
          name: 'Bench Guard',
          email: `outbox-${id}@bench.test`,
          emailVerified: database.dialect === 'sqlite' ? 0 : false,
          role: 'guard',
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    await database.db
      .insertInto('pushSubscriptions')
      .values(
        accounts.map(({ id, path }) => ({
          id: randomUUID(),
          userId: id,
          endpoint: `${pushOrigin}${path}`,
          ...browserKeys().keys,
          createdAt: now,
        })),
      )
      .execute();
    for (const { id, path } of accounts) devices.set(id, path);
  }
  return devices;
}

/** The highest caps on texts (issue #40): the scenarios measure the texts, not their caps. */
export const BENCH_TEXT_CAPS: TextCaps = {
  textsPerNumberPerDay: TEXT_CAP_BOUNDS.textsPerNumberPerDay.max,
  textsPerAccountPerHour: TEXT_CAP_BOUNDS.textsPerAccountPerHour.max,
  textsPerCompanyPerDay: TEXT_CAP_BOUNDS.textsPerCompanyPerDay.max,
};

/**
 * Writes the messages in one transaction, as one commit: they are all due at once. The
 * company's cap of 2,000 texts a day would hold the large plan's 5,000: the caps are raised.
 */
export async function enqueueAll(database: Database, messages: readonly OutboxMessage[]) {
  await saveTextCaps(database.db, BENCH_TEXT_CAPS);
  await database.db.transaction().execute(async (trx) => {
    for (let start = 0; start < messages.length; start += ROWS_PER_INSERT) {
      await enqueue(trx, messages.slice(start, start + ROWS_PER_INSERT));
    }
  });
}

/** The outbox's rows by status, and the most tries any took. */
export async function outboxOutcome(database: Database) {
  const rows = await database.db
    .selectFrom('outbox')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .select((eb) => eb.fn.max('attempts').as('maxAttempts'))
    .groupBy('status')
    .execute();
  const count = (sent: boolean) =>
    rows
      .filter((row) => (row.status === 'sent') === sent)
      .reduce((sum, row) => sum + Number(row.count), 0);
  const maxAttempts = Math.max(0, ...rows.map((row) => row.maxAttempts));
  return { sent: count(true), unsent: count(false), maxAttempts };
}
