import { sql, type Kysely } from 'kysely';
import { hoursOf, weeksInRange } from '../../../shared/report-math.js';
import type {
  CallOutsByHourReport,
  CallOutsByPostReport,
  GuardHoursReport,
  ReportQuery,
  RequestsReport,
  TimeToFillReport,
} from '../../../shared/reports.js';
import type { DialectName } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { countedCallOut, reportSql, shiftMinutesSql, startHour } from './report-sql.js';

/** Counts come back as text from PostgreSQL (bigint) and as numbers from SQLite. */
type Count = number | string;

/**
 * The reports of /reports (issue #22), each one grouped in SQL over the requests dated in the
 * range (at the chosen posts): a few hundred rows come back, whatever the size of the range.
 */
export function reportsRepository(db: Kysely<DB>, dialect: DialectName) {
  const { week, weekday, fillMinutes } = reportSql(dialect);

  function inRange({ from, to, locations }: ReportQuery) {
    let query = db.selectFrom('coverageRequests').where('date', '>=', from).where('date', '<=', to);
    if (locations.length > 0) query = query.where('locationId', 'in', locations);
    return query;
  }

  /** Each week of the range in order, with what the query found for it (or `empty`). */
  function everyWeek<T>(query: ReportQuery, found: Map<string, T>, empty: T) {
    return weeksInRange(query.from, query.to).map((start) => ({
      week: start,
      ...(found.get(start) ?? empty),
    }));
  }

  return {
    async requests(query: ReportQuery): Promise<RequestsReport> {
      const rows = await inRange(query)
        .select((eb) => [
          week.as('week'),
          eb.fn.countAll<Count>().as('requests'),
          eb.fn.count<Count>('assignedGuardName').as('filled'),
        ])
        .groupBy(week)
        .execute();
      const found = new Map(
        rows.map((row) => {
          const [requests, filled] = [Number(row.requests), Number(row.filled)];
          return [row.week, { requests, filled, open: requests - filled }];
        }),
      );
      return { weeks: everyWeek(query, found, { requests: 0, filled: 0, open: 0 }) };
    },

    async timeToFill(query: ReportQuery): Promise<TimeToFillReport> {
      const covered = inRange(query).where('assignedGuardName', 'is not', null);
      const measured = covered
        .where('openedAt', 'is not', null)
        .where('filledAt', 'is not', null)
        .select([week.as('week'), fillMinutes.as('minutes')]);
      // Median as the open-shifts board counts it (the middle two averaged), p90 by nearest rank.
      const rows = await db
        .with('measured', () => measured)
        .with('ranked', (qc) =>
          qc
            .selectFrom('measured')
            .select([
              'week',
              'minutes',
              sql<number>`row_number() over (partition by week order by minutes)`.as('place'),
              sql<number>`count(*) over (partition by week)`.as('n'),
            ]),
        )
        .selectFrom('ranked')
        .select([
          'week',
          sql<Count>`max(n)`.as('filled'),
          sql<Count>`avg(case when place in ((n + 1) / 2, (n + 2) / 2) then minutes end)`.as(
            'median',
          ),
          sql<Count>`max(case when place = (n * 9 + 9) / 10 then minutes end)`.as('p90'),
        ])
        .groupBy('week')
        .execute();
      const unknown = await covered
        .where((eb) => eb.or([eb('openedAt', 'is', null), eb('filledAt', 'is', null)]))
        .select((eb) => eb.fn.countAll<Count>().as('count'))
        .executeTakeFirstOrThrow();
      type Fill = Omit<TimeToFillReport['weeks'][number], 'week'>;
      const found = new Map(
        rows.map((row): [string, Fill] => [
          row.week,
          {
            filled: Number(row.filled),
            medianHours: hoursOf(Number(row.median)),
            p90Hours: hoursOf(Number(row.p90)),
          },
        ]),
      );
      const empty: Fill = { filled: 0, medianHours: null, p90Hours: null };
      return { weeks: everyWeek(query, found, empty), unknown: Number(unknown.count) };
    },

    async callOutsByPost(query: ReportQuery): Promise<CallOutsByPostReport> {
      const counts = inRange(query)
        .select((eb) => [
          'locationId',
          eb.fn.countAll<Count>().as('requests'),
          sql<Count>`count(case when ${countedCallOut} then 1 end)`.as('callOuts'),
        ])
        .groupBy('locationId')
        .having(sql<Count>`count(case when ${countedCallOut} then 1 end)`, '>', 0);
      const rows = await db
        .with('counts', () => counts)
        .selectFrom('counts')
        .innerJoin('locations as location', 'location.id', 'counts.locationId')
        .select([
          'counts.locationId',
          'location.name',
          'location.deptCode',
          'counts.requests',
          'counts.callOuts',
        ])
        .execute();
      const posts = rows
        .map((row) => ({ ...row, requests: Number(row.requests), callOuts: Number(row.callOuts) }))
        .sort((a, b) => b.callOuts - a.callOuts || a.name.localeCompare(b.name));
      return { posts, total: posts.reduce((sum, post) => sum + post.callOuts, 0) };
    },

    async callOutsByHour(query: ReportQuery): Promise<CallOutsByHourReport> {
      const rows = await inRange(query)
        .where('calledOutAt', 'is not', null)
        .where(countedCallOut)
        .select((eb) => [
          weekday.as('weekday'),
          startHour.as('hour'),
          eb.fn.countAll<Count>().as('count'),
        ])
        .groupBy([weekday, startHour])
        .execute();
      const cells = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
      let total = 0;
      let withoutTime = 0;
      for (const row of rows) {
        const count = Number(row.count);
        total += count;
        const cellRow = cells[row.weekday];
        if (row.hour === null || !cellRow) withoutTime += count;
        else cellRow[row.hour] = count;
      }
      return { cells, total, withoutTime };
    },

    async guardHours(query: ReportQuery): Promise<GuardHoursReport> {
      const timed = sql`(start_time is not null and end_time is not null)`;
      const rows = await inRange(query)
        .where('assignedGuardName', 'is not', null)
        .select((eb) => [
          'assignedGuardId',
          'assignedGuardName',
          eb.fn.countAll<Count>().as('assigned'),
          sql<Count>`count(case when ${timed} then 1 end)`.as('shifts'),
          sql<Count | null>`sum(case when ${timed} then ${shiftMinutesSql} end)`.as('minutes'),
        ])
        .groupBy(['assignedGuardId', 'assignedGuardName'])
        .execute();
      let withoutTimes = 0;
      const guards = rows.flatMap((row) => {
        const shifts = Number(row.shifts);
        withoutTimes += Number(row.assigned) - shifts;
        if (shifts === 0) return [];
        const hours = hoursOf(Number(row.minutes));
        return [{ guardId: row.assignedGuardId, name: row.assignedGuardName ?? '', shifts, hours }];
      });
      guards.sort((a, b) => b.hours - a.hours || a.name.localeCompare(b.name));
      return { guards, withoutTimes };
    },
  };
}

export type ReportsRepository = ReturnType<typeof reportsRepository>;
