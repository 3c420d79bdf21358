import { sql, type Kysely } from 'kysely';
import type { Day } from 'date-fns';
import { addDays } from '../../../shared/calendar.js';
import {
  CONFIRMATIONS_LISTED_MAX,
  warningMessages,
  type ConfirmedWarningsReport,
  type OvertimeReport,
} from '../../../shared/hours-reports.js';
import { overtimeByWeek } from '../../../shared/overtime-report.js';
import { hoursOf } from '../../../shared/report-math.js';
import type { ReportQuery } from '../../../shared/reports.js';
import { workWeekEnd, workWeekStart, workWeeksInRange } from '../../../shared/work-week.js';
import { compileOnce } from '../../db/compiled-query.js';
import { companyRules } from '../../db/company-rules.js';
import { monthsVersion } from '../../db/month-versions.js';
import type { DB } from '../../db/schema.js';

/** Counts come back as text from PostgreSQL (bigint) and as numbers from SQLite. */
type Count = number | string;

/** The company's whole weeks that hold the range: overtime is counted over whole weeks. */
function wholeWeeks({ from, to }: ReportQuery, weekStartsOn: Day) {
  return { from: workWeekStart(from, weekStartsOn), to: workWeekEnd(to, weekStartsOn) };
}

/**
 * The reports of hours (issue #32): overtime per week from the assigned shifts and the company's
 * rules (counted here, in the company's time zone: shift-span.ts knows the changes of clocks SQL
 * would not), and the assignments made with a confirmed warning (migration 0028).
 */
export function hoursReportsRepository(db: Kysely<DB>, timeZone: string) {
  // Every kept answer of these reports is valid while the requests of the months read, the
  // company's rules, the guards and the confirmations are unchanged. Whole weeks can reach into
  // the month before `from` and after `to`: the months are those of the whole weeks (at most a
  // week either side), so a version read before the rules is still a safe one.
  const readVersion = compileOnce(db, 2, (firstMonth: string, lastMonth: string) =>
    db.selectNoFrom(
      sql<string>`${monthsVersion(firstMonth, lastMonth)} || ' ' ||
        (select version from rules_version where id = 1) || ' ' ||
        (select version from guard_list_version where id = 1) || ' ' ||
        (select count(*) || ' ' || coalesce(max(confirmed_at), '') from assignment_confirmations)`.as(
        'version',
      ),
    ),
  );

  return {
    /** The version of both reports of a range. */
    async version({ from, to }: ReportQuery): Promise<string> {
      const [row] = await readVersion.execute(
        addDays(from, -6).slice(0, 7),
        addDays(to, 6).slice(0, 7),
      );
      return String(row?.version);
    },

    async overtime(query: ReportQuery): Promise<OvertimeReport> {
      const rules = await companyRules(db);
      const weeks = wholeWeeks(query, rules.weekStartsOn);
      const rows = await db
        .selectFrom('coverageRequests')
        .select([
          'assignedGuardId',
          'assignedGuardName',
          'date',
          'startTime',
          'endTime',
          'locationId',
        ])
        .where('date', '>=', weeks.from)
        .where('date', '<=', weeks.to)
        .where('assignedGuardName', 'is not', null)
        .where('startTime', 'is not', null)
        .where('endTime', 'is not', null)
        .execute();
      const shifts = rows.map((row) => ({
        guardKey: row.assignedGuardId ?? `name:${row.assignedGuardName ?? ''}`,
        guardId: row.assignedGuardId,
        guardName: row.assignedGuardName ?? '',
        date: row.date,
        startTime: row.startTime,
        endTime: row.endTime,
      }));
      let counts: ((week: string, guardKey: string) => boolean) | undefined;
      if (query.locations.length > 0) {
        const chosen = new Set(query.locations);
        const worked = new Set<string>();
        rows.forEach((row, index) => {
          const shift = shifts[index];
          if (!shift || !chosen.has(row.locationId)) return;
          worked.add(`${workWeekStart(row.date, rules.weekStartsOn)} ${shift.guardKey}`);
        });
        counts = (week, guardKey) => worked.has(`${week} ${guardKey}`);
      }
      const found = overtimeByWeek(shifts, query, rules, timeZone, counts);
      const { weeklyOvertimeHours, dailyOvertimeHours, weekStartsOn } = rules;
      return {
        rules: { weeklyOvertimeHours, dailyOvertimeHours, weekStartsOn },
        weeks: found.map((week) => ({
          week: week.week,
          overtimeHours: hoursOf(week.overtimeMinutes),
          guards: week.guards.map((guard) => ({
            guardId: guard.guardId,
            name: guard.name,
            hours: hoursOf(guard.minutes),
            overtimeHours: hoursOf(guard.overtimeMinutes),
          })),
        })),
      };
    },

    async confirmedWarnings(query: ReportQuery): Promise<ConfirmedWarningsReport> {
      const { weekStartsOn } = await companyRules(db);
      let inRange = db
        .selectFrom('assignmentConfirmations as confirmation')
        .innerJoin('coverageRequests as request', 'request.id', 'confirmation.requestId')
        .where('confirmation.shiftDate', '>=', query.from)
        .where('confirmation.shiftDate', '<=', query.to);
      if (query.locations.length > 0) {
        inRange = inRange.where('request.locationId', 'in', query.locations);
      }
      const [perDate, listed] = await Promise.all([
        inRange
          .select((eb) => [
            'confirmation.shiftDate',
            eb.fn.countAll<Count>().as('count'),
            eb.fn.sum<Count>('confirmation.overtimeMinutes').as('overtime'),
          ])
          .groupBy('confirmation.shiftDate')
          .execute(),
        inRange
          .innerJoin('locations as location', 'location.id', 'request.locationId')
          .select([
            'confirmation.id',
            'confirmation.requestId',
            'confirmation.shiftDate',
            'location.name as locationName',
            'confirmation.guardId',
            'confirmation.guardName',
            'confirmation.action',
            'confirmation.warnings',
            'confirmation.overtimeMinutes',
            'confirmation.confirmedByName',
            'confirmation.confirmedAt',
          ])
          .orderBy('confirmation.confirmedAt', 'desc')
          .orderBy('confirmation.id')
          .limit(CONFIRMATIONS_LISTED_MAX)
          .execute(),
      ]);
      const byWeek = new Map<string, { confirmations: number; minutes: number }>();
      let total = 0;
      for (const row of perDate) {
        const week = workWeekStart(row.shiftDate, weekStartsOn);
        const kept = byWeek.get(week) ?? { confirmations: 0, minutes: 0 };
        kept.confirmations += Number(row.count);
        kept.minutes += Number(row.overtime);
        byWeek.set(week, kept);
        total += Number(row.count);
      }
      return {
        weekStartsOn,
        weeks: workWeeksInRange(query.from, query.to, weekStartsOn).map((week) => {
          const kept = byWeek.get(week);
          return {
            week,
            confirmations: kept?.confirmations ?? 0,
            overtimeHours: hoursOf(kept?.minutes ?? 0),
          };
        }),
        total,
        confirmations: listed.map(({ warnings, overtimeMinutes, ...row }) => ({
          ...row,
          warnings: warningMessages(warnings),
          overtimeHours: hoursOf(overtimeMinutes),
        })),
      };
    },
  };
}
