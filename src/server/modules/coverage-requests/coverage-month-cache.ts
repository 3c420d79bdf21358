import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { z } from 'zod';
import { compileOnce } from '../../db/compiled-query.js';
import type { SessionReader } from '../../auth/session-reader.js';
import type { DB } from '../../db/schema.js';
import { jsonOf } from '../../http/kept-answers.js';

/** Answers kept, least recently used dropped first: ~20 KB each, so ~20 MB at most. */
export const MONTH_CACHE_ENTRIES = 1000;

interface Kept {
  version: string;
  body: Buffer;
}

/** Whose answer: a month's cards, or the requests of a month (of one post, or of every post). */
export interface CacheScope {
  kind: 'summary' | 'list';
  month: string;
  locationId?: string | undefined;
  /** Set for a customer: an answer of their own requests, made afresh every time. */
  createdBy?: string | undefined;
}

/** The epoch of removed count rows (migration 0006), as text. */
const EPOCH = sql<string>`(select epoch from coverage_count_epoch where id = 1)`;

/**
 * The version of a month's cards, or of all its requests: the epoch, the number of the month's
 * count rows and the sum of their versions, as one text value. Written in SQL (snake_case) so
 * that it can be read in another statement, e.g. the one that reads the session.
 */
const monthVersion = (month: string) =>
  sql<string>`${EPOCH} || ' ' || (select count(*) || ' ' || coalesce(sum(version), 0) from coverage_month_counts where month = ${month})`;

/**
 * The version of every request dated in the months `fromMonth` through `toMonth` (yyyy-MM), of
 * every post: the epoch, and the number and versions of those months' count rows. What the
 * open-shifts board, the week board and the reports keep their answers by.
 */
export const monthsVersion = (fromMonth: string, toMonth: string | RawBuilder<string>) =>
  sql<string>`${EPOCH} || ' ' || (select count(*) || ' ' || coalesce(sum(version), 0) from coverage_month_counts where month >= ${fromMonth} and month <= ${toMonth})`;

/** The version of a post's requests of a month (-1 while it has none). */
const postVersion = (month: string, locationId: string) =>
  sql<string>`${EPOCH} || ' ' || coalesce((select version from coverage_month_counts where month = ${month} and location_id = ${locationId}), -1)`;

/** The month and, for one post's requests, the post: what a version is read for. */
type VersionScope = Pick<CacheScope, 'month' | 'locationId'>;

/**
 * Reads the session and the version of a cache scope in one statement (see
 * `SessionReader.withCompanion`): the same SQL the cache reads on its own.
 */
export function sessionWithVersion(reader: SessionReader) {
  const withMonth = reader.withCompanion(1, monthVersion);
  const withPost = reader.withCompanion(2, postVersion);
  return (cookieHeader: string, { month, locationId }: VersionScope) =>
    locationId === undefined
      ? withMonth(cookieHeader, month)
      : withPost(cookieHeader, month, locationId);
}

/**
 * The dashboard's answers for a month (the cards' counts, a post's requests), kept as the JSON
 * sent, valid while what they show is unchanged: the versions of migration 0006, read on every
 * request in one statement (the count rows of the post, or of the whole month, and the epoch of
 * removed rows) — by the cache itself, or by the route with the session (`sessionWithVersion`).
 * A change committed by whichever process is therefore seen on the very next request;
 * what is saved is reading, checking and serializing hundreds of rows.
 */
export function coverageMonthCache(db: Kysely<DB>, maxEntries = MONTH_CACHE_ENTRIES) {
  const readMonthVersion = compileOnce(db, 1, (month: string) =>
    db.selectNoFrom(monthVersion(month).as('version')),
  );
  const readPostVersion = compileOnce(db, 2, (month: string, locationId: string) =>
    db.selectNoFrom(postVersion(month, locationId).as('version')),
  );

  async function versionOf({ month, locationId }: VersionScope): Promise<string> {
    const [row] =
      locationId === undefined
        ? await readMonthVersion.execute(month)
        : await readPostVersion.execute(month, locationId);
    return String(row?.version);
  }

  const entries = new Map<string, Kept>();

  return {
    /**
     * The JSON of the answer for `scope` (UTF-8): the kept one if nothing it shows changed since, else
     * `load()`'s, shaped and checked by `schema`. A customer's own answer is never kept.
     * `readVersion` is the scope's version when the caller already read it (before this call).
     */
    async json<T>(
      scope: CacheScope,
      schema: z.ZodType<T>,
      load: () => Promise<T>,
      readVersion: string | null = null,
    ): Promise<Buffer> {
      if (scope.createdBy !== undefined) return jsonOf(schema, await load());
      // The version is read before the rows: a change committed in between leaves the kept
      // answer newer than its version (the next read loads again), never older.
      const version = readVersion ?? (await versionOf(scope));
      const name = `${scope.kind} ${scope.month} ${scope.locationId ?? '*'}`;
      const kept = entries.get(name);
      entries.delete(name);
      if (kept?.version === version) {
        entries.set(name, kept);
        return kept.body;
      }
      const body = jsonOf(schema, await load());
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
