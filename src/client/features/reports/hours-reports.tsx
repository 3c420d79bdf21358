import { useMemo } from 'react';
import type uPlot from 'uplot';
import { weekdayName } from '../../../shared/company-rules-text';
import { formatDateTime } from '../../../shared/date-format';
import {
  CONFIRMATION_ACTION_LABELS,
  CONFIRMATIONS_LISTED_MAX,
  type ConfirmedWarningsReport,
  type OvertimeReport,
} from '../../../shared/hours-reports';
import { reportFileName } from '../../../shared/report-math';
import { useReport, type ReportFilters } from './api';
import { categoryChart, CHART_COLORS, indexes, type SeriesSpec } from './chart-options';
import { confirmedWarningsTable, overtimeTable } from './hours-report-tables';
import { ReportCard } from './report-card';
import { weekLabel } from './report-tables';
import { UplotChart } from './uplot-chart';
import { failureOf } from './weekly-reports';

/** Weeks, and guards in each, the Overtime card names under its chart (the table has them all). */
const WEEKS_NAMED = 4;
const GUARDS_NAMED = 5;

const OVERTIME_BARS: SeriesSpec = {
  label: 'Overtime',
  color: CHART_COLORS.secondary,
  kind: 'bars',
  unit: ' h',
};
const CONFIRMED_BARS: SeriesSpec = {
  label: 'Confirmed',
  color: CHART_COLORS.primary,
  kind: 'bars',
};

/** A bar per week of the company, the chart of both cards; `wholeCounts` for counts of things. */
function weeklyBars<Week extends { week: string }>(
  weeks: readonly Week[],
  series: SeriesSpec,
  value: (week: Week) => number,
  wholeCounts = false,
) {
  return {
    options: categoryChart(
      weeks.map((week) => weekLabel(week.week)),
      [series],
      { xLabel: 'Week of', wholeCounts },
    ),
    data: [indexes(weeks.length), weeks.map(value)] as uPlot.AlignedData,
  };
}

/** How the company's rules count overtime, in the card's words. */
function rulesText(rules: OvertimeReport['rules']): string {
  const daily =
    rules.dailyOvertimeHours === null
      ? ''
      : `, or past ${String(rules.dailyOvertimeHours)} h in a day (the larger counts)`;
  return `Hours past ${String(rules.weeklyOvertimeHours)} h in a week${daily}, in weeks from ${weekdayName(rules.weekStartsOn)}. Every post a guard worked counts; overnight shifts count whole on the day they start.`;
}

/** The latest weeks with overtime and who worked it, as a short list under the chart. */
function OvertimeWho({ report }: { report: OvertimeReport }) {
  const weeks = report.weeks
    .filter((week) => week.guards.length > 0)
    .slice(-WEEKS_NAMED)
    .reverse();
  return (
    <ul aria-label="Guards with overtime" className="flex flex-col gap-2 text-sm">
      {weeks.map((week) => (
        <li key={week.week} className="flex flex-col gap-1">
          <span className="font-medium">
            Week of {weekLabel(week.week)}: {String(week.overtimeHours)} h overtime
          </span>
          <ul className="flex flex-wrap gap-1.5">
            {week.guards.slice(0, GUARDS_NAMED).map((guard) => (
              <li
                key={guard.guardId ?? guard.name}
                className="rounded-md border border-border px-2 py-0.5 tabular-nums"
              >
                {guard.name} · {String(guard.hours)} h ·{' '}
                <span className="rounded-sm bg-warning px-1 font-semibold">
                  {String(guard.overtimeHours)} h OT
                </span>
              </li>
            ))}
            {week.guards.length > GUARDS_NAMED ? (
              <li className="px-1 py-0.5 text-muted-foreground">
                and {String(week.guards.length - GUARDS_NAMED)} more (see the table)
              </li>
            ) : null}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** Overtime hours per week of the company, and who worked them. */
export function OvertimeReportCard({
  filters,
  enabled,
}: {
  filters: ReportFilters;
  enabled: boolean;
}) {
  const report = useReport('overtime', filters, enabled);
  const weeks = report.data?.weeks;
  const chart = useMemo(
    () => weeks && weeklyBars(weeks, OVERTIME_BARS, (week) => week.overtimeHours),
    [weeks],
  );
  const none = weeks?.every((week) => week.guards.length === 0) ?? false;
  return (
    <ReportCard
      title="Overtime"
      description={
        report.data ? rulesText(report.data.rules) : 'Overtime hours per week, and who worked them.'
      }
      table={report.data ? overtimeTable(report.data) : null}
      fileName={reportFileName('overtime', filters.from, filters.to)}
      empty={none ? 'No overtime in this range.' : null}
      failure={failureOf(report)}
    >
      {chart && report.data ? (
        <>
          <UplotChart
            options={chart.options}
            data={chart.data}
            label="Bar chart of overtime hours per week"
          />
          <OvertimeWho report={report.data} />
        </>
      ) : null}
    </ReportCard>
  );
}

/** The newest confirmations as a list a person reads: what was confirmed, for whom, by whom. */
function ConfirmationList({ report }: { report: ConfirmedWarningsReport }) {
  return (
    <ul aria-label="Confirmed warnings" className="flex flex-col gap-2 text-sm">
      {report.confirmations.slice(0, 5).map((row) => (
        <li key={row.id} className="flex flex-col gap-0.5 rounded-md border border-border p-2">
          <span className="font-medium">
            {row.shiftDate} · {row.guardName} · {row.locationName}
          </span>
          <span>{row.warnings.join('; ')}</span>
          <span className="text-xs text-muted-foreground">
            {CONFIRMATION_ACTION_LABELS[row.action]} by {row.confirmedByName},{' '}
            {formatDateTime(row.confirmedAt)}
            {row.overtimeHours > 0 ? ` · adds ${String(row.overtimeHours)} h overtime` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Assignments made with a confirmed warning: how many per week, and each of them. */
export function ConfirmedWarningsReportCard({
  filters,
  enabled,
}: {
  filters: ReportFilters;
  enabled: boolean;
}) {
  const report = useReport('confirmed-warnings', filters, enabled);
  const weeks = report.data?.weeks;
  const chart = useMemo(
    () => weeks && weeklyBars(weeks, CONFIRMED_BARS, (week) => week.confirmations, true),
    [weeks],
  );
  const total = report.data?.total ?? 0;
  const more =
    total > CONFIRMATIONS_LISTED_MAX
      ? `The table lists the newest ${String(CONFIRMATIONS_LISTED_MAX)} of ${total.toLocaleString()}.`
      : null;
  return (
    <ReportCard
      title="Confirmed warnings"
      description="Offers and assignments made although the guard had a warning (overtime, hours they cannot work…), by the week of the shift."
      table={report.data ? confirmedWarningsTable(report.data) : null}
      fileName={reportFileName('confirmed-warnings', filters.from, filters.to)}
      empty={report.data && total === 0 ? 'No warnings were confirmed in this range.' : null}
      note={more}
      failure={failureOf(report)}
    >
      {chart && report.data ? (
        <>
          <UplotChart
            options={chart.options}
            data={chart.data}
            label="Bar chart of confirmed warnings per week"
          />
          <ConfirmationList report={report.data} />
        </>
      ) : null}
    </ReportCard>
  );
}
