import { sql, type Kysely, type RawBuilder } from 'kysely';
import { addDays, localIsoDate } from '../../../shared/calendar.js';
import { MY_SHIFTS_DAYS, MyShiftsSchema, type MyShifts } from '../../../shared/my-shifts.js';
import { shiftStartMs } from '../../../shared/shift-offers.js';
import type { SessionReader } from '../../auth/session-reader.js';
import { compileOnce } from '../../db/compiled-query.js';
import type { DB } from '../../db/schema.js';
import { keptAnswers } from '../../http/kept-answers.js';
import { monthsVersion } from '../coverage-requests/coverage-month-cache.js';

/** Guards' pages kept, least recently used dropped first: a few KB each. */
export const MY_SHIFTS_CACHE_ENTRIES = 2000;

/** The months a guard's page reads at `now`: offers from yesterday on, shifts through +30 days. */
export function pageMonths(now: Date): [string, string] {
  const today = localIsoDate(now);
  return [addDays(today, -1).slice(0, 7), addDays(today, MY_SHIFTS_DAYS).slice(0, 7)];
}

/**
 * The last month a guard's page may show: the 30 days' last, or a later one holding a shift the
 * guard was offered (an offer is shown whatever its date).
 */
const lastMonth = (guardId: RawBuilder<string>, toMonth: string) => sql<string>`(
  select case when month > ${toMonth} then month else ${toMonth} end
  from (select substr(max(request.date), 1, 7) as month
    from shift_offers offer join coverage_requests request on request.id = offer.request_id
    where offer.guard_id = ${guardId}) offered)`;

/**
 * The version of a guard's page, as one text value: the requests of its months (monthsVersion:
 * the count rows grow with every change to a request, a post and, since migration 0014, an
 * offer), and which months those are.
 */
const pageVersion = (guardId: RawBuilder<string>, fromMonth: string, toMonth: string) => {
  const last = lastMonth(guardId, toMonth);
  return sql<string>`${last} || ' ' || ${monthsVersion(fromMonth, last)}`;
};

/**
 * Reads the session with the account's guard id and their page's version, in one statement, as
 * "id version" (null for an account without a guard).
 */
export function sessionWithPageVersion(reader: SessionReader) {
  return reader.withCompanion(
    2,
    (fromMonth: string, toMonth: string) => sql<string | null>`(
      select guard.id || ' ' || ${pageVersion(sql.ref('guard.id'), fromMonth, toMonth)}
      from guards guard where guard.account_id = "user"."id")`,
  );
}

/** Splits what sessionWithPageVersion read into the guard's id and the page's version. */
export function guardAndVersion(companion: string): { guardId: string; version: string } {
  const at = companion.indexOf(' ');
  return { guardId: companion.slice(0, at), version: companion.slice(at + 1) };
}

/**
 * When the page as loaded at `now` changes with time alone: at midnight (the 30 days move on,
 * yesterday's offers drop off) or when a pending offer's shift starts (it then shows as ended).
 */
function expiryOf(page: MyShifts, now: number): number {
  let expires = new Date(`${addDays(localIsoDate(new Date(now)), 1)}T00:00:00`).getTime();
  for (const offer of page.offers) {
    const starts = offer.status === 'pending' ? shiftStartMs(offer) : null;
    if (starts !== null && starts > now) expires = Math.min(expires, starts);
  }
  return expires;
}

/**
 * Guards' pages kept as the JSON sent while nothing on them changed: a guard's phone reads its
 * page whenever it comes to the front, and reading four years' shifts and offers by the guard
 * cost more than the rest of the request. Valid while the version (read with the session on
 * every request, so a change committed by another process counts at once) is the same and no time
 * has passed that changes it.
 */
export function myShiftsCache(db: Kysely<DB>) {
  const readVersion = compileOnce(db, 3, (guardId: string, fromMonth: string, toMonth: string) =>
    db.selectNoFrom(pageVersion(sql`${guardId}`, fromMonth, toMonth).as('version')),
  );
  const kept = keptAnswers(MyShiftsSchema, MY_SHIFTS_CACHE_ENTRIES, expiryOf);

  return {
    /**
     * The page's JSON for the guard: the kept one if still valid, else `load()`'s. `version` is
     * the one read with the session, or null to read it here (before loading).
     */
    async json(
      guardId: string,
      load: () => Promise<MyShifts>,
      version: string | null,
      now = new Date(),
    ): Promise<Buffer> {
      const current =
        version ?? (await readVersion.execute(guardId, ...pageMonths(now)))[0]?.version ?? '';
      return kept.json(guardId, current, load, now.getTime());
    },
  };
}
