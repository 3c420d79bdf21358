import { sql, type Kysely } from 'kysely';
import { weekDays } from '../../../shared/iso-week.js';
import { ScheduleWeekSchema, type ScheduleWeek } from '../../../shared/schedule.js';
import type { DB } from '../../db/schema.js';

/** Weeks kept, least recently used dropped first: ~0.5 MB each at 300 posts, so ~16 MB at most. */
export const WEEK_CACHE_ENTRIES = 32;

interface Kept {
  version: string;
  body: Buffer;
}

/**
 * The version of what a week's board shows, as one text value: the versions of the dashboard's
 * count rows of the week's one or two months (migration 0006: every insert, update or delete of a
 * request raises its post's row, and removing rows raises the epoch), and the number and versions
 * of the posts (a post added, renamed or removed; a rename raises its version).
 */
function weekVersion(db: Kysely<DB>, firstMonth: string, lastMonth: string) {
  return db.selectNoFrom(
    sql<string>`(select epoch from coverage_count_epoch where id = 1) || ' ' ||
      (select count(*) || ' ' || coalesce(sum(version), 0) from coverage_month_counts
        where month in (${firstMonth}, ${lastMonth})) || ' ' ||
      (select count(*) || ' ' || coalesce(sum(version), 0) from locations)`.as('version'),
  );
}

/**
 * The office's week boards (every post, every request), kept as the JSON sent while the version
 * above is unchanged: a change committed by any process shows on the very next read, and what is
 * saved is reading, checking and serializing some 5,000 requests. A customer's own board is made
 * afresh every time.
 */
export function scheduleWeekCache(db: Kysely<DB>, maxEntries = WEEK_CACHE_ENTRIES) {
  const entries = new Map<string, Kept>();
  const toJson = (week: ScheduleWeek) =>
    Buffer.from(JSON.stringify(ScheduleWeekSchema.parse(week)));

  return {
    async json(week: string, load: () => Promise<ScheduleWeek>): Promise<Buffer> {
      const days = weekDays(week);
      // Read before the rows: a change in between leaves the kept answer newer than its version.
      const row = await weekVersion(
        db,
        (days[0] ?? '').slice(0, 7),
        (days[6] ?? '').slice(0, 7),
      ).executeTakeFirst();
      const version = String(row?.version);
      const kept = entries.get(week);
      entries.delete(week);
      if (kept?.version === version) {
        entries.set(week, kept);
        return kept.body;
      }
      const body = toJson(await load());
      entries.set(week, { version, body });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
      return body;
    },
  };
}
