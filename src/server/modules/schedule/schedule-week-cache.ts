import { sql, type Kysely } from 'kysely';
import { weekDays } from '../../../shared/iso-week.js';
import { ScheduleWeekSchema, type ScheduleWeek } from '../../../shared/schedule.js';
import type { DB } from '../../db/schema.js';
import { keptAnswers } from '../../http/kept-answers.js';
import { monthsVersion } from '../coverage-requests/coverage-month-cache.js';

/** Weeks kept, least recently used dropped first: ~0.5 MB each at 300 posts, so ~16 MB at most. */
export const WEEK_CACHE_ENTRIES = 32;

/**
 * The version of what a week's board shows, as one text value: the requests of the week's one or
 * two months (monthsVersion), and the number and versions of the posts (a post added, renamed or
 * removed; a rename raises its version).
 */
function weekVersion(db: Kysely<DB>, firstMonth: string, lastMonth: string) {
  return db.selectNoFrom(
    sql<string>`${monthsVersion(firstMonth, lastMonth)} || ' ' ||
      (select count(*) || ' ' || coalesce(sum(version), 0) from locations)`.as('version'),
  );
}

/**
 * The office's week boards (every post, every request), kept as the JSON sent while the version
 * above is unchanged: a change committed by another process shows on the very next read, and
 * what is saved is reading, checking and serializing some 5,000 requests. A customer's own board
 * is made afresh every time.
 */
export function scheduleWeekCache(db: Kysely<DB>, maxEntries = WEEK_CACHE_ENTRIES) {
  const kept = keptAnswers(ScheduleWeekSchema, maxEntries);
  return {
    async json(week: string, load: () => Promise<ScheduleWeek>): Promise<Buffer> {
      const days = weekDays(week);
      // Read before the rows: a change in between leaves the kept answer newer than its version.
      const row = await weekVersion(
        db,
        (days[0] ?? '').slice(0, 7),
        (days[6] ?? '').slice(0, 7),
      ).executeTakeFirst();
      return kept.json(week, String(row?.version), load);
    },
  };
}
