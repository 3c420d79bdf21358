import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { compileOnce } from '../../db/compiled-query.js';
import type { DB } from '../../db/schema.js';

/** Answers kept, least recently used dropped first: ~20 KB each, so ~20 MB at most. */
export const MONTH_CACHE_ENTRIES = 1000;

interface Kept {
  version: string;
  body: string;
}

/** Whose answer: a month's cards, or the requests of a month (of one post, or of every post). */
export interface CacheScope {
  kind: 'summary' | 'list';
  month: string;
  locationId?: string | undefined;
  /** Set for a customer: an answer of their own requests, made afresh every time. */
  createdBy?: string | undefined;
}

/** The JSON of `value`, shaped and checked by `schema` (what a route's serializer would do). */
function toJson<T>(schema: z.ZodType<T>, value: T): string {
  return JSON.stringify(schema.parse(value));
}

/**
 * The dashboard's answers for a month (the cards' counts, a post's requests), kept as the JSON
 * sent, valid while what they show is unchanged: the versions of migration 0006, read on every
 * request in one statement (the count rows of the post, or of the whole month, and the epoch of
 * removed rows). A change committed by any process is therefore seen on the very next request;
 * what is saved is reading, checking and serializing hundreds of rows.
 */
export function coverageMonthCache(db: Kysely<DB>, maxEntries = MONTH_CACHE_ENTRIES) {
  const epoch = db.selectFrom('coverageCountEpoch').select('epoch').where('id', '=', 1);
  const monthVersion = compileOnce(db, 1, (month: string) =>
    db
      .selectFrom('coverageMonthCounts')
      .select((eb) => [
        epoch.as('epoch'),
        eb.fn.countAll().as('rows'),
        eb.fn.coalesce(eb.fn.sum('version'), eb.lit(0)).as('versions'),
      ])
      .where('month', '=', month),
  );
  const postVersion = compileOnce(db, 2, (month: string, locationId: string) =>
    db
      .selectFrom('coverageCountEpoch as e')
      .leftJoin('coverageMonthCounts as c', (join) =>
        join.on('c.month', '=', month).on('c.locationId', '=', locationId),
      )
      .select(['e.epoch', 'c.version'])
      .where('e.id', '=', 1),
  );

  async function versionOf({ month, locationId }: CacheScope): Promise<string> {
    if (locationId === undefined) {
      const [row] = await monthVersion.execute(month);
      return `${String(row?.epoch)} ${String(row?.rows)} ${String(row?.versions)}`;
    }
    const [row] = await postVersion.execute(month, locationId);
    return `${String(row?.epoch)} ${String(row?.version)}`;
  }

  const entries = new Map<string, Kept>();

  return {
    /**
     * The JSON of the answer for `scope`: the kept one if nothing it shows changed since, else
     * `load()`'s, shaped and checked by `schema`. A customer's own answer is never kept.
     */
    async json<T>(
      scope: CacheScope,
      schema: z.ZodType<T>,
      load: () => Promise<T>,
    ): Promise<string> {
      if (scope.createdBy !== undefined) return toJson(schema, await load());
      // The version is read before the rows: a change committed in between leaves the kept
      // answer newer than its version (the next read loads again), never older.
      const version = await versionOf(scope);
      const name = `${scope.kind} ${scope.month} ${scope.locationId ?? '*'}`;
      const kept = entries.get(name);
      entries.delete(name);
      if (kept?.version === version) {
        entries.set(name, kept);
        return kept.body;
      }
      const body = JSON.stringify(schema.parse(await load()));
      entries.set(name, { version, body });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
      return body;
    },
  };
}
