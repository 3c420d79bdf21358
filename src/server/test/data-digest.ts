import { sql } from 'kysely';
import type { TestApp } from './test-app.js';

/** Tables whose rows a request could change (sign-in limits and presence left out). */
const DATA_TABLES = [
  'user',
  'account',
  'session',
  'locations',
  'guards',
  'coverage_requests',
  'coverage_month_counts',
  'coverage_count_epoch',
  'conversations',
  'conversation_participants',
  'messages',
  'conversation_deletions',
];

/** Every row of every data table, in a stable order: equal digests mean nothing changed. */
export async function dataDigest(t: TestApp): Promise<string> {
  const tables: Record<string, string[]> = {};
  for (const table of DATA_TABLES) {
    const { rows } = await sql`select * from ${sql.table(table)}`.execute(t.app.database.raw);
    tables[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return JSON.stringify(tables);
}
