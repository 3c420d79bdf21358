import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { monthsVersion } from '../coverage-requests/coverage-month-cache.js';

/** Answers kept per report, least recently used dropped first: a few KB each (a guard list up to ~200 KB). */
export const REPORT_CACHE_ENTRIES = 40;

/**
 * The version of every request dated in the months from `from` to `to` (yyyy-MM-dd): a report
 * groups every request of its range (tens of thousands over 12 weeks for a large operation),
 * while people read the same range again and again and its requests change far less often, so
 * each answer is kept with this version and made afresh once a request of those months changed.
 */
export async function rangeVersion(db: Kysely<DB>, from: string, to: string): Promise<string> {
  const row = await db
    .selectNoFrom(monthsVersion(from.slice(0, 7), to.slice(0, 7)).as('version'))
    .executeTakeFirst();
  return row?.version ?? '';
}
