import { sql, type Kysely } from 'kysely';
import { compareLocations } from '../../../shared/location-order.js';
import { weekDays } from '../../../shared/iso-week.js';
import type { ScheduleGuard, ScheduleShift, ScheduleWeek } from '../../../shared/schedule.js';
import { compileOnce } from '../../db/compiled-query.js';
import { companyRules } from '../../db/company-rules.js';
import { monthsVersion } from '../../db/month-versions.js';
import type { DB } from '../../db/schema.js';
import { addGuardHours, boardRules } from './schedule-hours.js';

/** Whose board: every post and request, or (a customer's) only their own requests and posts. */
export interface ScheduleScope {
  week: string;
  /** Set for customers: only the requests this user created, and the posts they were made for. */
  createdBy?: string | undefined;
}

/**
 * The week board (issue #22) in two queries, whatever the number of posts: the posts shown as
 * rows, and the week's requests (the `(date, location_id)` index), put together here; the
 * office's board reads the company's rules too (one primary-key read), for the guards' hours.
 */
export function scheduleRepository(db: Kysely<DB>, timeZone: string) {
  function posts(createdBy: string | undefined) {
    let query = db.selectFrom('locations').select(['id', 'name', 'deptCode']);
    if (createdBy !== undefined) {
      // A customer's posts: those of the requests they made, in any week (the `(user_id, date)`
      // index), so the rows stay from week to week and an empty cell can take a new request.
      query = query.where('id', 'in', (eb) =>
        eb
          .selectFrom('coverageRequests')
          .select('locationId')
          .where('userId', '=', createdBy)
          .distinct(),
      );
    }
    return query.execute();
  }

  function requests(days: readonly string[], createdBy: string | undefined) {
    let query = db
      .selectFrom('coverageRequests')
      .select([
        'id',
        'date',
        'startTime',
        'endTime',
        'locationId',
        'assignedGuardId',
        'assignedGuardName',
        'notes',
        'guardNote',
        'seriesId',
        'version',
      ])
      .where('date', '>=', days[0] ?? '')
      .where('date', '<=', days[6] ?? '');
    if (createdBy !== undefined) query = query.where('userId', '=', createdBy);
    return query
      .orderBy('date')
      .orderBy('startTime', (order) => order.asc().nullsFirst())
      .orderBy('endTime', (order) => order.asc().nullsFirst())
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
  }

  // The office's board's version: the requests of the week's one or two months, the number
  // and versions of the posts (a post added, renamed or removed; a rename raises its version),
  // and the company's rules the guards' hours are counted by (rules_version, migration 0028).
  const readVersion = compileOnce(db, 2, (firstMonth: string, lastMonth: string) =>
    db.selectNoFrom(
      sql<string>`${monthsVersion(firstMonth, lastMonth)} || ' ' ||
        (select count(*) || ' ' || coalesce(sum(version), 0) from locations) || ' ' ||
        (select version from rules_version where id = 1)`.as('version'),
    ),
  );

  return {
    /** The version of the office's board of the week (every post, every request). */
    async version(week: string): Promise<string> {
      const days = weekDays(week);
      const [firstDay = '', lastDay = ''] = [days[0], days[6]];
      const [row] = await readVersion.execute(firstDay.slice(0, 7), lastDay.slice(0, 7));
      return String(row?.version);
    },

    /**
     * The week's days (Monday first), the posts as people read a list of them, the guards booked
     * (each once: by id, or by the name a deleted guard's requests kept) and the requests, each
     * naming its post, day and guard by index.
     */
    async week({ week, createdBy }: ScheduleScope): Promise<ScheduleWeek> {
      const days = weekDays(week);
      const [postRows, requestRows, rules] = await Promise.all([
        posts(createdBy),
        requests(days, createdBy),
        createdBy === undefined ? companyRules(db) : null,
      ]);
      const sorted = postRows.sort(compareLocations);
      const postIndex = new Map(sorted.map((post, index) => [post.id, index]));
      const dayIndex = new Map(days.map((day, index) => [day, index]));
      const guards: ScheduleGuard[] = [];
      const guardIndex = new Map<string, number>();
      const shifts: ScheduleShift[] = [];
      for (const row of requestRows) {
        const post = postIndex.get(row.locationId);
        const day = dayIndex.get(row.date);
        if (post === undefined || day === undefined) continue;
        let guard: number | null = null;
        if (row.assignedGuardName !== null) {
          const key =
            row.assignedGuardId === null ? `name:${row.assignedGuardName}` : row.assignedGuardId;
          guard = guardIndex.get(key) ?? null;
          if (guard === null) {
            guard = guards.length;
            guards.push({ id: row.assignedGuardId, name: row.assignedGuardName, hours: null });
            guardIndex.set(key, guard);
          }
        }
        shifts.push({
          id: row.id,
          post,
          day,
          startTime: row.startTime,
          endTime: row.endTime,
          guard,
          notes: row.notes,
          guardNote: row.guardNote,
          seriesId: row.seriesId,
          version: row.version,
        });
      }
      if (rules) addGuardHours({ days, guards, shifts }, rules, timeZone);
      return { week, days, posts: sorted, guards, shifts, rules: rules && boardRules(rules) };
    },
  };
}
