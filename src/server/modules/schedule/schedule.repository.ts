import { sql, type Kysely } from 'kysely';
import { compareLocations } from '../../../shared/location-order.js';
import { addDays } from '../../../shared/calendar.js';
import { weekDays } from '../../../shared/iso-week.js';
import type { ScheduleGuard, ScheduleShift, ScheduleWeek } from '../../../shared/schedule.js';
import { compileOnce } from '../../db/compiled-query.js';
import { attendanceSettings } from '../../db/attendance-settings.js';
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
 * rows, and the week's requests (the `(date, location_id)` index) with their guards' check-ins
 * (issue #33), put together here; the office's board reads the company's rules (for the guards'
 * hours) and the attendance settings too (one primary-key read each).
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
      .selectFrom('coverageRequests as request')
      // The booked guard's check-in, or the no-show's (issue #33): one row per shift and guard.
      .leftJoin('shiftAttendance as attendance', (join) =>
        join
          .onRef('attendance.requestId', '=', 'request.id')
          .on((eb) =>
            eb(
              'attendance.guardId',
              '=',
              eb.fn.coalesce('request.assignedGuardId', 'request.calledOutGuardId'),
            ),
          ),
      )
      .select([
        'request.id',
        'request.date',
        'request.startTime',
        'request.endTime',
        'request.locationId',
        'request.assignedGuardId',
        'request.assignedGuardName',
        'request.notes',
        'request.guardNote',
        'request.seriesId',
        'request.version',
        'request.calledOutGuardName',
        'request.callOutReason',
        'attendance.checkedInAt',
        'attendance.checkInMark',
        'attendance.checkInDistanceMeters',
        'attendance.expectedAt',
      ])
      .where('request.date', '>=', days[0] ?? '')
      .where('request.date', '<=', days[6] ?? '');
    if (createdBy !== undefined) query = query.where('request.userId', '=', createdBy);
    return query
      .orderBy('request.date')
      .orderBy('request.startTime', (order) => order.asc().nullsFirst())
      .orderBy('request.endTime', (order) => order.asc().nullsFirst())
      .orderBy('request.createdAt')
      .orderBy('request.id')
      .execute();
  }

  // The office's board's version: the requests of the week's one or two months, the number
  // and versions of the posts (a post added, renamed or removed; a rename raises its version),
  // and the company's rules the guards' hours are counted by (rules_version, migration 0028);
  // and, for attendance (issue #33), the check-ins of the week's shifts (a check-in is taken
  // from 30 minutes before a start to the end: the days around the week hold them all, read by
  // the checked_in_at index) and the late and no-show minutes. A check-in's route needs to do
  // nothing more than write its row.
  const readVersion = compileOnce(
    db,
    4,
    (firstMonth: string, lastMonth: string, checkInsFrom: string, checkInsTo: string) =>
      db.selectNoFrom(
        sql<string>`${monthsVersion(firstMonth, lastMonth)} || ' ' ||
        (select count(*) || ' ' || coalesce(sum(version), 0) from locations) || ' ' ||
        (select version from rules_version where id = 1) || ' ' ||
        (select count(*) || ' ' || coalesce(max(checked_in_at), '') from shift_attendance
          where checked_in_at >= ${checkInsFrom} and checked_in_at < ${checkInsTo}) || ' ' ||
        coalesce((select late_after_minutes || ' ' || no_show_after_minutes
          from attendance_settings where id = 1), '')`.as('version'),
      ),
  );

  return {
    /** The version of the office's board of the week (every post, every request). */
    async version(week: string): Promise<string> {
      const days = weekDays(week);
      const [firstDay = '', lastDay = ''] = [days[0], days[6]];
      const [row] = await readVersion.execute(
        firstDay.slice(0, 7),
        lastDay.slice(0, 7),
        addDays(firstDay, -1),
        addDays(lastDay, 2),
      );
      return String(row?.version);
    },

    /**
     * The week's days (Monday first), the posts as people read a list of them, the guards booked
     * (each once: by id, or by the name a deleted guard's requests kept) and the requests, each
     * naming its post, day and guard by index.
     */
    async week({ week, createdBy }: ScheduleScope): Promise<ScheduleWeek> {
      const days = weekDays(week);
      const office = createdBy === undefined;
      const [postRows, requestRows, rules, attendanceRules] = await Promise.all([
        posts(createdBy),
        requests(days, createdBy),
        office ? companyRules(db) : null,
        office ? attendanceSettings(db) : null,
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
          ...(office ? officeAttendance(row) : customerAttendance(row)),
        });
      }
      if (rules) addGuardHours({ days, guards, shifts }, rules, timeZone);
      return {
        week,
        days,
        posts: sorted,
        guards,
        shifts,
        rules: rules && boardRules(rules),
        timeZone,
        attendanceRules: attendanceRules && {
          lateAfterMinutes: attendanceRules.lateAfterMinutes,
          noShowAfterMinutes: attendanceRules.noShowAfterMinutes,
        },
      };
    },
  };
}

/** What a week's request row holds of attendance. */
interface AttendanceRow {
  assignedGuardName: string | null;
  calledOutGuardName: string | null;
  callOutReason: string | null;
  checkedInAt: string | null;
  checkInMark: string | null;
  checkInDistanceMeters: number | null;
  expectedAt: string | null;
}

/**
 * The office's: the check-in, whether it was off site and how far, the guard who did not come
 * (a no-show, or before the relief who took it: issue #39) and the relief's arrival.
 */
function officeAttendance(row: AttendanceRow): Pick<ScheduleShift, 'attendance'> {
  const noShowGuardName = row.callOutReason === 'no-show' ? (row.calledOutGuardName ?? '') : null;
  const expectedAt = row.assignedGuardName === null ? null : row.expectedAt;
  if (row.checkedInAt === null && noShowGuardName === null && expectedAt === null) return {};
  const offSite = row.checkInMark === 'off-site';
  return {
    attendance: {
      checkedInAt: row.checkedInAt,
      offSite,
      distanceMeters: offSite ? row.checkInDistanceMeters : null,
      noShowGuardName,
      expectedAt,
    },
  };
}

/**
 * A customer's: when the booked guard checked in on site, and nothing of where (issue #33). A
 * check-in marked off site is the office's to look into: the customer is not told it is on site.
 */
function customerAttendance(row: AttendanceRow): Pick<ScheduleShift, 'onSiteSince'> {
  if (row.assignedGuardName === null || row.checkedInAt === null) return {};
  if (row.checkInMark === 'off-site') return {};
  return { onSiteSince: row.checkedInAt };
}
