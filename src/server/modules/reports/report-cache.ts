import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Answers kept, least recently used dropped first: a few KB each (a guard list up to ~200 KB). */
export const REPORT_CACHE_ENTRIES = 200;

interface Kept {
  version: string;
  body: string;
}

/**
 * The reports made last, as the JSON sent. A report groups every request of its range (tens of
 * thousands over 12 weeks for a large operation), while people read the same range again and again
 * and its requests change far less often: each answer is kept with the version of the months it
 * covers, and made afresh once any of their requests changed.
 */
export class ReportCache {
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly capacity = REPORT_CACHE_ENTRIES) {}

  get(key: string, version: string): string | null {
    const found = this.kept.get(key);
    if (!found || found.version !== version) return null;
    this.kept.delete(key);
    this.kept.set(key, found);
    return found.body;
  }

  set(key: string, version: string, body: string): void {
    this.kept.delete(key);
    this.kept.set(key, { version, body });
    while (this.kept.size > this.capacity) {
      const oldest = this.kept.keys().next();
      if (oldest.done) break;
      this.kept.delete(oldest.value);
    }
  }
}

/**
 * The version of every request dated in the months from `from` to `to` (yyyy-MM-dd): the
 * dashboard's count rows (migrations 0005 and 0006) grow a version with every insert, update or
 * delete of a request of their post and month, and the epoch whenever rows go. One indexed read
 * of at most (months x posts) small rows.
 */
export async function rangeVersion(db: Kysely<DB>, from: string, to: string): Promise<string> {
  const row = await sql<{ version: string | number }>`
    select (select epoch from coverage_count_epoch where id = 1) || ' ' || count(*) || ' ' ||
      coalesce(sum(version), 0) as version
    from coverage_month_counts
    where month >= ${from.slice(0, 7)} and month <= ${to.slice(0, 7)}`.execute(db);
  return String(row.rows[0]?.version ?? '');
}
