import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { compileOnce } from '../../db/compiled-query.js';
import type { DB } from '../../db/schema.js';

/** Answers kept, least recently used dropped first: ~20 KB each, so ~20 MB at most. */
export const MONTH_CACHE_ENTRIES = 1000;

interface Kept {
  version: number;
  body: string;
}

/**
 * The dashboard's answers for a month (the cards' counts, a post's requests), kept as the JSON
 * sent, valid while the month's version (migration 0006) is unchanged. Every answer still costs
 * one primary-key read of that version, so a change made by any process is seen on the very next
 * request; only the reading, checking and serializing of hundreds of rows is saved.
 *
 * Answers for one user only (a customer's own requests) are not for this cache.
 */
export function coverageMonthCache(db: Kysely<DB>, maxEntries = MONTH_CACHE_ENTRIES) {
  const versionOf = compileOnce(db, 1, (month: string) =>
    db.selectFrom('coverageMonthVersions').select('version').where('month', '=', month),
  );
  const entries = new Map<string, Kept>();

  return {
    /**
     * The JSON of `key`'s answer in `month`: the kept one if the month has not changed since,
     * else `load()`'s, shaped and checked by `schema`.
     */
    async json<T>(
      month: string,
      key: string,
      schema: z.ZodType<T>,
      load: () => Promise<T>,
    ): Promise<string> {
      // The version is read before the rows: a change committed in between leaves the kept
      // answer newer than its version (the next read loads again), never older.
      const [row] = await versionOf.execute(month);
      const version = row?.version ?? 0;
      const name = `${month} ${key}`;
      const kept = entries.get(name);
      entries.delete(name);
      if (kept?.version === version) {
        entries.set(name, kept);
        return kept.body;
      }
      const body = JSON.stringify(schema.parse(await load()));
      // A slower load of an older version must not replace a newer answer kept meanwhile.
      const latest = entries.get(name);
      if (!latest || latest.version <= version) {
        entries.delete(name);
        entries.set(name, { version, body });
      }
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
      return body;
    },
  };
}

/** Any JSON answer made for one caller, with the same shaping and checks as the kept ones. */
export function toJson<T>(schema: z.ZodType<T>, value: T): string {
  return JSON.stringify(schema.parse(value));
}
