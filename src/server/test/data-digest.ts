import { sql } from 'kysely';
import type { TestApp } from './test-app.js';

/**
 * Tables no request's outcome is judged by: counters and bookkeeping that change on their own
 * (sign-in limits, presence heartbeats, realtime fan-out, migrations).
 */
const BOOKKEEPING =
  /^(rate_limit|sign_in_counters|presence_.*|socket_io_.*|app_migrations.*|kysely_.*)$/;

/**
 * Tables whose rows the app's own workers change after a request ended, read without those
 * columns: the outbox's worker marks messages sent or failed, and trims what it sent (issue #30).
 * A request that wrote a message still shows, as a new row.
 */
const WORKER_OWNED: Record<string, readonly string[]> = {
  outbox: ['id', 'channel', 'offer_id', 'created_at'],
};

/**
 * Every row of every table (a table added later counts too), in a stable order: equal digests
 * mean nothing changed.
 */
export async function dataDigest(t: TestApp): Promise<string> {
  const { raw } = t.app.database;
  const names = (await raw.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !BOOKKEEPING.test(name))
    .sort();
  const tables: Record<string, string[]> = {};
  for (const name of names) {
    const only = WORKER_OWNED[name];
    const columns = only ? sql.join(only.map((column) => sql.ref(column))) : sql`*`;
    const { rows } = await sql`select ${columns} from ${sql.table(name)}`.execute(raw);
    tables[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return JSON.stringify(tables);
}
