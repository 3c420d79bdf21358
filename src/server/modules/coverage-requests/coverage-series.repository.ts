import type { Kysely } from 'kysely';
import type { CoverageRequest } from '../../../shared/coverage-requests.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../db/timestamps.js';
import { REQUEST_COLUMNS } from './coverage-requests.repository.js';

/** Repeating series (migration 0013): their rules, and the requests of one from a date on. */
export function coverageSeriesRepository(db: Kysely<DB>) {
  return {
    /** Keeps a new series' rule (RFC 5545 text), made by `userId`. */
    async create(id: string, rule: string, userId: string): Promise<void> {
      await db
        .insertInto('coverageSeries')
        .values({ id, rule, userId, createdAt: nowIso() })
        .execute();
    },

    /**
     * The requests of a series dated on or after `date`, but `excludeId` (the one asked about),
     * in date order. `lock` (PostgreSQL, in a transaction) holds them until it ends.
     */
    following(
      seriesId: string,
      date: string,
      excludeId: string,
      { lock = false } = {},
    ): Promise<CoverageRequest[]> {
      return db
        .selectFrom('coverageRequests as request')
        .innerJoin('locations as location', 'location.id', 'request.locationId')
        .select(REQUEST_COLUMNS)
        .where('request.seriesId', '=', seriesId)
        .where('request.date', '>=', date)
        .where('request.id', '!=', excludeId)
        .orderBy('request.date')
        .orderBy('request.id')
        .$if(lock, (query) => query.forUpdate('request'))
        .execute();
    },

    /** Deletes the requests with these ids; answers how many went. */
    async removeMany(ids: readonly string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await db
        .deleteFrom('coverageRequests')
        .where('id', 'in', [...ids])
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
