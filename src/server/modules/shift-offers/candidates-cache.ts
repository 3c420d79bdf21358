import { sql, type Kysely } from 'kysely';
import { CandidatesSchema, type Candidates } from '../../../shared/shift-offers.js';
import type { SessionReader } from '../../auth/session-reader.js';
import { compileOnce } from '../../db/compiled-query.js';
import type { DB } from '../../db/schema.js';
import { jsonOf, keptAnswers } from '../../http/kept-answers.js';

/** Rankings kept, least recently used dropped first: ~10 KB each. */
const CANDIDATES_CACHE_ENTRIES = 500;

/**
 * The version of a request's ranking (candidates.ts), as one text value, or null for an unknown
 * request. The ranking reads the day's bookings of every post (that month's count rows, which
 * grow with every change to a request, and since migration 0014 to an offer), the post's last
 * year (its count rows of the thirteen months up to the shift's), the request itself and its
 * offers (its own count row), and the guards (0014's guard list version); and count rows
 * removed change the epoch. How an offer reaches each guard (issue #30) also reads the numbers
 * that replied STOP and the devices that take Web Push: their counts and latest instants (a STOP
 * again moves its instant; a START or a device removed lowers the count). Written in SQL so that
 * the route can read it with the session.
 */
const candidatesVersion = (requestId: string) => sql<string | null>`(
  select (select epoch from coverage_count_epoch where id = 1) || ' ' ||
    (select count(*) || ' ' || coalesce(sum(c.version), 0) from coverage_month_counts c
      where c.month = substr(r.date, 1, 7)) || ' ' ||
    (select coalesce(sum(c.version), 0) from coverage_month_counts c
      where c.location_id = r.location_id
        and c.month >= (cast(substr(r.date, 1, 4) as integer) - 1) || substr(r.date, 5, 3)
        and c.month <= substr(r.date, 1, 7)) || ' ' ||
    (select version from guard_list_version where id = 1) || ' ' ||
    (select count(*) || ' ' || coalesce(max(opted_out_at), '') from sms_opt_outs) || ' ' ||
    (select count(*) || ' ' || coalesce(max(created_at), '') from push_subscriptions)
  from coverage_requests r where r.id = ${requestId})`;

/** Reads the session and a request's ranking version in one statement (withCompanion). */
export function sessionWithCandidatesVersion(reader: SessionReader) {
  return reader.withCompanion(1, candidatesVersion);
}

/**
 * Find cover's rankings, kept as the JSON sent while nothing they rank by changed: ranking two
 * thousand guards reads the guards, the day's bookings and the post's year (~6 ms of queries and
 * sorting a time). Only the whole list is kept; a typed name is ranked afresh.
 */
export function candidatesCache(db: Kysely<DB>) {
  const readVersion = compileOnce(db, 1, (requestId: string) =>
    db.selectNoFrom(candidatesVersion(requestId).as('version')),
  );
  const kept = keptAnswers(CandidatesSchema, CANDIDATES_CACHE_ENTRIES);

  return {
    /**
     * The ranking's JSON for the request: the kept one while its version (read with the
     * session, or here when `version` is null) is unchanged, else `load()`'s.
     */
    async json(
      requestId: string,
      load: () => Promise<Candidates>,
      version: string | null,
    ): Promise<Buffer> {
      const current = version ?? (await readVersion.execute(requestId))[0]?.version ?? null;
      // An unknown request has no version: load() answers 404, and nothing is kept.
      if (current === null) return jsonOf(CandidatesSchema, await load());
      return kept.json(requestId, current, load);
    },
  };
}
