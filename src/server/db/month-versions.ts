import { sql, type Kysely, type RawBuilder } from 'kysely';
import { compileOnce } from './compiled-query.js';
import type { DB } from './schema.js';

/**
 * The versions of the requests of a month, kept by triggers in the writing transaction: a count
 * row per post and month (migration 0005) whose version grows with every change to a request, a
 * post renamed or a guard deleted (0006) and to an offer (0014), and an epoch that moves when
 * count rows are removed (so removed rows and new ones never add up to the same versions). The
 * screens whose answers are kept (http/response-cache) read these to tell a kept answer is still
 * what the database holds. Written in SQL (snake_case) so that a screen can add parts of its own.
 */

/** The epoch of removed count rows, as text. */
export const EPOCH = sql<string>`(select epoch from coverage_count_epoch where id = 1)`;

/** The version of every request dated in the months `fromMonth` through `toMonth` (yyyy-MM). */
export const monthsVersion = (fromMonth: string, toMonth: string | RawBuilder<string>) =>
  sql<string>`${EPOCH} || ' ' || (select count(*) || ' ' || coalesce(sum(version), 0) from coverage_month_counts where month >= ${fromMonth} and month <= ${toMonth})`;

/** The version of every request of a month, of every post. */
const monthVersion = (month: string) =>
  sql<string>`${EPOCH} || ' ' || (select count(*) || ' ' || coalesce(sum(version), 0) from coverage_month_counts where month = ${month})`;

/** The version of a post's requests of a month (-1 while it has none). */
const postVersion = (month: string, locationId: string) =>
  sql<string>`${EPOCH} || ' ' || coalesce((select version from coverage_month_counts where month = ${month} and location_id = ${locationId}), -1)`;

/** Reads the versions above, each one small indexed statement compiled once. */
export function monthVersions(db: Kysely<DB>) {
  const ofMonth = compileOnce(db, 1, (month: string) =>
    db.selectNoFrom(monthVersion(month).as('version')),
  );
  const ofPost = compileOnce(db, 2, (month: string, locationId: string) =>
    db.selectNoFrom(postVersion(month, locationId).as('version')),
  );
  const ofMonths = compileOnce(db, 2, (fromMonth: string, toMonth: string) =>
    db.selectNoFrom(monthsVersion(fromMonth, toMonth).as('version')),
  );
  const first = (rows: { version: string }[]) => String(rows[0]?.version);

  return {
    /** Every request of the month (yyyy-MM), of every post. */
    month: async (month: string) => first(await ofMonth.execute(month)),
    /** A post's requests of the month. */
    post: async (month: string, locationId: string) =>
      first(await ofPost.execute(month, locationId)),
    /** Every request of the months from `fromMonth` through `toMonth`, of every post. */
    months: async (fromMonth: string, toMonth: string) =>
      first(await ofMonths.execute(fromMonth, toMonth)),
  };
}
