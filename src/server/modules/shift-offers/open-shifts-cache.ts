import { sql, type Kysely } from 'kysely';
import { addDays, localIsoDate, weekdayOf } from '../../../shared/calendar.js';
import {
  OpenShiftsSchema,
  type OpenShifts,
  type OpenShiftsQuery,
} from '../../../shared/shift-offers.js';
import type { SessionReader } from '../../auth/session-reader.js';
import { compileOnce } from '../../db/compiled-query.js';
import type { DB } from '../../db/schema.js';
import { keptAnswers } from '../../http/kept-answers.js';
import { monthsVersion } from '../coverage-requests/coverage-month-cache.js';

/** Boards kept, least recently used dropped first: a board is a range, so a handful in use. */
const BOARD_CACHE_ENTRIES = 32;

/** How long a request taken through an offer stays on the board, marked as taken. */
export const TAKEN_SHOWN_MS = 60 * 60 * 1000;

/** Monday 00:00 of this week in the server's time zone, as an ISO instant. */
export function startOfWeek(now: Date): string {
  const today = localIsoDate(now);
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  return new Date(`${monday}T00:00:00`).toISOString();
}

/**
 * The version of a board, as one text value: the range's months (monthsVersion: migration 0006's
 * count rows grow with every change to a request or a post, and since 0014 to an offer), and
 * this week's fills (the median time to fill counts requests of
 * every date). Written in SQL so that the route can read it in the session's statement.
 */
const boardVersion = (fromMonth: string, toMonth: string, weekStart: string) => sql<string>`
  ${monthsVersion(fromMonth, toMonth)} || ' ' ||
  (select count(*) || ' ' || coalesce(max(filled_at), '') from coverage_requests
    where filled_at >= ${weekStart})`;

/** What a board's version is read for: the range, and this week's Monday. */
export interface BoardScope {
  query: OpenShiftsQuery;
  weekStart: string;
}

const versionArgs = ({ query, weekStart }: BoardScope): [string, string, string] => [
  query.from.slice(0, 7),
  query.to.slice(0, 7),
  weekStart,
];

/** Reads the session and the board's version in one statement (SessionReader.withCompanion). */
export function sessionWithBoardVersion(reader: SessionReader) {
  const read = reader.withCompanion(3, boardVersion);
  return (cookieHeader: string, scope: BoardScope) => read(cookieHeader, ...versionArgs(scope));
}

/** When the board as loaded at `now` changes without a write: a taken shift's hour is up. */
function expiryOf(board: OpenShifts, now: number): number {
  let expires = now + TAKEN_SHOWN_MS;
  for (const shift of board.shifts) {
    if (shift.takenBy === null || shift.filledAt === null) continue;
    expires = Math.min(expires, Date.parse(shift.filledAt) + TAKEN_SHOWN_MS);
  }
  return expires;
}

/**
 * The open-shifts board's answers, kept as the JSON sent while nothing on them changed: the
 * board is what every dispatcher's screen reads, and reading, tallying and serialising a bad
 * week's thousand open shifts cost ~35 ms a time. Valid while the version (read with the
 * session on every request, so a change committed by another process counts at once) is the same
 * and no taken shift's hour on the board has passed.
 */
export function openShiftsCache(db: Kysely<DB>) {
  const readVersion = compileOnce(db, 3, (fromMonth: string, toMonth: string, week: string) =>
    db.selectNoFrom(boardVersion(fromMonth, toMonth, week).as('version')),
  );
  const kept = keptAnswers(OpenShiftsSchema, BOARD_CACHE_ENTRIES, expiryOf);

  return {
    /**
     * The board's JSON for `scope`: the kept one if still valid, else `load()`'s. `version` is
     * the one read with the session, or null to read it here (before loading).
     */
    async json(
      scope: BoardScope,
      load: () => Promise<OpenShifts>,
      version: string | null,
      now = Date.now(),
    ): Promise<Buffer> {
      const current =
        version ?? String((await readVersion.execute(...versionArgs(scope)))[0]?.version);
      const name = `${scope.query.from} ${scope.query.to} ${scope.query.location ?? ''} ${scope.weekStart}`;
      return kept.json(name, current, load, now);
    },
  };
}
