import { sql, type Kysely } from 'kysely';
import { addDays } from '../../../shared/calendar.js';
import { shiftBounds, wallClockOf } from '../../../shared/check-in-rules.js';
import {
  NOW_STRIP_AHEAD_MS,
  NOW_STRIP_MAX,
  nowStrip,
  type NowShift,
  type NowShifts,
  type NowShiftsQuery,
} from '../../../shared/now-strip.js';
import { attendanceSettings } from '../../db/attendance-settings.js';
import { compileOnce } from '../../db/compiled-query.js';
import { monthsVersion } from '../../db/month-versions.js';
import type { DB } from '../../db/schema.js';

/** Slack on the wall-clock bounds the query narrows by (a clock change moves them an hour). */
const SLACK_MS = 60 * 60 * 1000;
const MS_PER_MINUTE = 60_000;

/**
 * The 'Now' strip of the open-shifts board (issues #33, #39) in one query: the timed shifts of
 * yesterday (overnight ones only), today and, near midnight, tomorrow, with or without a guard,
 * each with its guard's check-in (shift_attendance; for a call-out, the guard who called out)
 * and a relief's arrival. The query narrows by wall-clock times with an hour's slack; the exact
 * instants in the company's zone (shiftBounds) and the states (now-strip.ts) decide what shows.
 */
export function nowShiftsRepository(db: Kysely<DB>, timeZone: string) {
  // What the strip is made of besides the clock: the requests of its days' months (their guards,
  // call-outs, posts: migration 0006's versions), the check-ins since the day before yesterday
  // (a check-in sets checked_in_at, and one again at the post sets a later one: the count or the
  // latest moves; the checked_in_at index), and the late and no-show minutes; and the
  // confirmations since then (issue #39: one is only ever set, at the time it is made; the
  // confirmed_at index).
  const readVersion = compileOnce(
    db,
    3,
    (fromMonth: string, toMonth: string, checkInsFrom: string) =>
      db.selectNoFrom(
        sql<string>`${monthsVersion(fromMonth, toMonth)} || ' ' ||
          (select count(*) || ' ' || coalesce(max(checked_in_at), '') from shift_attendance
            where checked_in_at >= ${checkInsFrom}) || ' ' ||
          coalesce((select late_after_minutes || ' ' || no_show_after_minutes
            from attendance_settings where id = 1), '') || ' ' ||
          (select count(*) || ' ' || coalesce(max(confirmed_at), '') from shift_attendance
            where confirmed_at >= ${checkInsFrom})`.as('version'),
      ),
  );

  return {
    /**
     * The version of the strip at `now`: the minute it is in too, as the states change at whole
     * minutes (a shift's start and the thresholds are whole minutes) with no write.
     */
    async version(now: Date): Promise<string> {
      const today = wallClockOf(now, timeZone).date;
      const until = wallClockOf(new Date(now.getTime() + NOW_STRIP_AHEAD_MS + SLACK_MS), timeZone);
      const [row] = await readVersion.execute(
        addDays(today, -1).slice(0, 7),
        until.date.slice(0, 7),
        addDays(today, -2),
      );
      return `${String(Math.floor(now.getTime() / MS_PER_MINUTE))} ${String(row?.version)}`;
    },

    async strip({ location }: NowShiftsQuery, now: Date): Promise<NowShifts> {
      const today = wallClockOf(now, timeZone);
      const until = wallClockOf(new Date(now.getTime() + NOW_STRIP_AHEAD_MS + SLACK_MS), timeZone);
      const since = wallClockOf(new Date(now.getTime() - SLACK_MS), timeZone);
      const yesterday = addDays(today.date, -1);
      const [settings, rows] = await Promise.all([
        attendanceSettings(db),
        db
          .selectFrom('coverageRequests as request')
          .innerJoin('locations as location', 'location.id', 'request.locationId')
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
            'location.name as locationName',
            'location.deptCode',
            'request.assignedGuardName',
            'request.calledOutGuardName',
            'request.callOutReason',
            'attendance.checkedInAt',
            'attendance.checkInMark',
            'attendance.checkInDistanceMeters',
            'attendance.expectedAt',
            'attendance.confirmedAt',
          ])
          .where('request.date', '>=', yesterday)
          .where('request.date', '<=', until.date)
          .where('request.startTime', 'is not', null)
          .$if(location !== undefined, (query) =>
            query.where('request.locationId', '=', location ?? ''),
          )
          .where((eb) => {
            const overnight = eb('request.endTime', '<=', eb.ref('request.startTime'));
            const startsBy = (date: string) =>
              until.date === date ? eb('request.startTime', '<=', until.time) : eb.lit(true);
            const notEnded =
              since.date === today.date
                ? eb.or([overnight, eb('request.endTime', '>', since.time)])
                : eb.lit(true);
            return eb.or([
              eb.and([eb('request.date', '=', yesterday), overnight]),
              eb.and([eb('request.date', '=', today.date), startsBy(today.date), notEnded]),
              eb.and([eb('request.date', '>', today.date), startsBy(until.date)]),
            ]);
          })
          .execute(),
      ]);

      const clock = (iso: string | null) =>
        iso === null ? null : wallClockOf(new Date(iso), timeZone).time;
      const facts = rows.map((row) => {
        const bounds = shiftBounds(row, timeZone);
        const calledOut = row.assignedGuardName === null;
        return {
          id: row.id,
          date: row.date,
          startTime: row.startTime ?? '',
          endTime: row.endTime ?? '',
          locationId: row.locationId,
          locationName: row.locationName,
          deptCode: row.deptCode,
          guardName: (calledOut ? row.calledOutGuardName : row.assignedGuardName) ?? '',
          absentGuardName: row.calledOutGuardName,
          callOutReason: row.callOutReason,
          start: new Date(bounds.start).toISOString(),
          end: new Date(bounds.end).toISOString(),
          checkedInAt: row.checkedInAt,
          checkInMark: row.checkInMark,
          checkInDistanceMeters: row.checkInDistanceMeters,
          // A relief's arrival counts for the guard who has the shift, not for one who called out.
          expectedAt: calledOut ? null : row.expectedAt,
          calledOut,
          confirmed: row.confirmedAt !== null,
        };
      });
      const strip = nowStrip(facts, now, settings);
      const shifts: NowShift[] = strip.slice(0, NOW_STRIP_MAX).map((shift) => ({
        ...shift,
        checkedInTime: clock(shift.checkedInAt),
        expectedTime: clock(shift.expectedAt),
      }));
      return {
        at: now.toISOString(),
        lateAfterMinutes: settings.lateAfterMinutes,
        noShowAfterMinutes: settings.noShowAfterMinutes,
        shifts,
        total: strip.length,
      };
    },
  };
}
