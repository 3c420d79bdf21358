import { sql, type Kysely } from 'kysely';
import { addDays } from '../../../shared/calendar.js';
import type { ReportQuery } from '../../../shared/reports.js';
import { clocksSteady } from '../../../shared/shift-span.js';
import {
  uncoveredMinutes,
  type EndedShift,
  type UncoveredHoursReport,
} from '../../../shared/uncovered-hours.js';
import { endingDays, openCountChangesAt, splitByEnd } from '../../../shared/uncovered.js';
import { compileOnce } from '../../db/compiled-query.js';
import { monthsVersion } from '../../db/month-versions.js';
import { openRequests } from '../../db/open-shift-clock.js';
import type { DB } from '../../db/schema.js';
import type { TimedAnswer } from '../../http/response-cache/timed-answer.js';
import { shiftMinutesSql } from './report-sql.js';
import { uncoveredTallies, type Found } from './uncovered-tallies.js';

/** Counts come back as text from PostgreSQL (bigint) and as numbers from SQLite. */
type Count = number | string;

const timed = sql`(start_time is not null and end_time is not null)`;
const monthOf = sql<string>`substr(request.date, 1, 7)`;

/** The dates from `from` through `to` on which the clocks change around a shift (shift-span.ts). */
function unsteadyDates(from: string, to: string, timeZone: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (!clocksSteady(date, timeZone)) dates.push(date);
  }
  return dates;
}

/**
 * The Uncovered hours report (issue #39): the time posts had nobody on them, of the shifts of the
 * range that have ended, per post and per customer per month (shared/uncovered-hours.ts says what
 * counts). Most of it is the open shifts dated before yesterday, ended for sure, whose wall-clock
 * length is their real one: grouped in SQL. Read one by one, in the company's time zone: the
 * ending days' open shifts (ended or not), those of a night the clocks change, those a guard
 * called out of (he may have left the post), and those a relief filled after their start.
 */
export function uncoveredHoursRepository(db: Kysely<DB>, timeZone: string) {
  // Besides the requests of the range's months: the reliefs' rows and their check-ins (a relief's
  // row is made with his expected time and only ever gains a check-in: the counts grow).
  const readVersion = compileOnce(db, 2, (fromMonth: string, toMonth: string) =>
    db.selectNoFrom(
      sql<string>`${monthsVersion(fromMonth, toMonth)} || ' ' ||
        (select count(*) || ' ' || count(checked_in_at) || ' ' || coalesce(max(checked_in_at), '')
          from shift_attendance where expected_at is not null)`.as('version'),
    ),
  );

  return {
    async version({ from, to }: ReportQuery): Promise<string> {
      const [row] = await readVersion.execute(from.slice(0, 7), to.slice(0, 7));
      return String(row?.version);
    },

    async report(query: ReportQuery, now: Date): Promise<TimedAnswer<UncoveredHoursReport>> {
      const { from, to, locations } = query;
      const days = endingDays(now, timeZone);
      const last = to < days.today ? to : days.today;
      const settledTo = addDays(days.yesterday, -1) < last ? addDays(days.yesterday, -1) : last;
      const unsteady = from <= settledTo ? unsteadyDates(from, settledTo, timeZone) : [];
      const scope = { from, locationIds: locations };

      const [settled, read] = await Promise.all([
        from > settledTo
          ? []
          : openRequests(db, { ...scope, to: settledTo })
              .where('request.calledOutGuardId', 'is', null)
              .$if(unsteady.length > 0, (q) => q.where('request.date', 'not in', unsteady))
              .select((eb) => [
                monthOf.as('month'),
                'request.locationId',
                'request.userId',
                eb.fn.countAll<Count>().as('shifts'),
                sql<Count>`count(case when ${timed} then 1 end)`.as('timed'),
                sql<Count | null>`sum(case when ${timed} then ${shiftMinutesSql} end)`.as(
                  'minutes',
                ),
              ])
              .groupBy([monthOf, 'request.locationId', 'request.userId'])
              .execute(),
        from > last ? [] : endedOneByOne(db, { ...scope, to: last }, days.yesterday, unsteady),
      ]);

      const found: Found[] = settled.map((row) => {
        const shifts = Number(row.shifts);
        const withTimes = Number(row.timed);
        return {
          month: row.month,
          locationId: row.locationId,
          userId: row.userId,
          shifts,
          partShifts: 0,
          minutes: Number(row.minutes ?? 0),
          withoutTimes: shifts - withTimes,
        };
      });
      const split = splitByEnd(read, now, timeZone);
      for (const shift of split.ended) {
        const minutes = uncoveredMinutes(shift, timeZone);
        if (minutes === 0) continue;
        found.push({
          month: shift.date.slice(0, 7),
          locationId: shift.locationId,
          userId: shift.userId,
          shifts: shift.open ? 1 : 0,
          partShifts: shift.open ? 0 : 1,
          minutes: minutes ?? 0,
          withoutTimes: minutes === null ? 1 : 0,
        });
      }
      const answer = await uncoveredTallies(db, query, found);
      return { answer, changesAt: openCountChangesAt(query, days, split.nextEndAt, timeZone) };
    },
  };
}

/** A shift read one by one, with what the report needs of it. */
type ReadShift = EndedShift & { id: string; locationId: string; userId: string | null };

/**
 * The shifts the report reads one by one (see above), dated `from` through `to`: the open ones of
 * the ending days (from `endingFrom`), of nights the clocks change, and those called out of; and
 * those a relief filled. Ended or not: the caller decides by the clock.
 */
async function endedOneByOne(
  db: Kysely<DB>,
  scope: { from: string; to: string; locationIds: readonly string[] },
  endingFrom: string,
  unsteady: readonly string[],
): Promise<ReadShift[]> {
  const columns = [
    'request.id',
    'request.date',
    'request.startTime',
    'request.endTime',
    'request.locationId',
    'request.userId',
    'request.assignedGuardName',
    'request.calledOutAt',
    'gone.checkedInAt as goneCheckedInAt',
  ] as const;
  const [open, reliefs] = await Promise.all([
    openRequests(db, scope)
      .where((eb) =>
        eb.or([
          eb('request.date', '>=', endingFrom),
          eb('request.calledOutGuardId', 'is not', null),
          ...(unsteady.length > 0 ? [eb('request.date', 'in', unsteady)] : []),
        ]),
      )
      .leftJoin('shiftAttendance as gone', (join) =>
        join
          .onRef('gone.requestId', '=', 'request.id')
          .onRef('gone.guardId', '=', 'request.calledOutGuardId'),
      )
      .select([...columns, sql<string | null>`null`.as('reliefCheckedInAt')])
      .execute(),
    // From the reliefs' rows (few, migration 0036's index) to their requests.
    db
      .selectFrom('shiftAttendance as relief')
      .innerJoin('coverageRequests as request', (join) =>
        join
          .onRef('request.id', '=', 'relief.requestId')
          .onRef('request.assignedGuardId', '=', 'relief.guardId'),
      )
      .leftJoin('shiftAttendance as gone', (join) =>
        join
          .onRef('gone.requestId', '=', 'request.id')
          .onRef('gone.guardId', '=', 'request.calledOutGuardId'),
      )
      .where('relief.expectedAt', 'is not', null)
      .where('request.date', '>=', scope.from)
      .where('request.date', '<=', scope.to)
      .$if(scope.locationIds.length > 0, (q) =>
        q.where('request.locationId', 'in', scope.locationIds),
      )
      .select([...columns, 'relief.checkedInAt as reliefCheckedInAt'])
      .execute(),
  ]);
  return [...open, ...reliefs].map((row) => ({
    id: row.id,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    locationId: row.locationId,
    userId: row.userId,
    open: row.assignedGuardName === null,
    relief: row.assignedGuardName === null ? null : { checkedInAt: row.reliefCheckedInAt },
    leftAt: row.goneCheckedInAt === null ? null : row.calledOutAt,
  }));
}
