import type { Kysely } from 'kysely';
import { addDays, localIsoDate } from '../../../shared/calendar.js';
import { MY_SHIFTS_DAYS, type MyTimeOffItem } from '../../../shared/my-shifts.js';
import type { DB } from '../../db/schema.js';

/**
 * The guard's time off their page shows (issue #39): approved or pending, meeting today through
 * the page's last day, soonest first. Any change to it bumps rules_version (migration 0028),
 * which the page's version holds, so a kept page is never stale.
 */
export async function myTimeOffShown(
  db: Kysely<DB>,
  guardId: string,
  now: Date,
): Promise<MyTimeOffItem[]> {
  const today = localIsoDate(now);
  const rows = await db
    .selectFrom('timeOff')
    .select(['id', 'fromDate', 'toDate', 'status'])
    .where('guardId', '=', guardId)
    .where('status', 'in', ['pending', 'approved'])
    .where('toDate', '>=', today)
    .where('fromDate', '<=', addDays(today, MY_SHIFTS_DAYS))
    .orderBy('fromDate')
    .orderBy('requestedAt')
    .execute();
  return rows.flatMap((row) =>
    row.status === 'declined'
      ? []
      : [{ id: row.id, from: row.fromDate, to: row.toDate, status: row.status }],
  );
}
