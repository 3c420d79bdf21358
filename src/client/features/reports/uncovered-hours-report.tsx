import { useMemo } from 'react';
import type uPlot from 'uplot';
import { monthTitle } from '../../../shared/month';
import { reportFileName } from '../../../shared/report-math';
import type { UncoveredHoursReport, UncoveredTally } from '../../../shared/uncovered-hours';
import { useReport, type ReportFilters } from './api';
import { categoryChart, CHART_COLORS, indexes } from './chart-options';
import { ReportCard } from './report-card';
import { uncoveredByCustomerTable, uncoveredByPostTable } from './uncovered-hours-tables';
import { UplotChart } from './uplot-chart';
import { failureOf } from './weekly-reports';

/** Rows each card names under its chart for the latest uncovered month (the table has them all). */
const NAMED = 5;

/** '12.5 h · 3 shifts, 1 partly'. */
function tallyText(row: UncoveredTally): string {
  const shifts = `${String(row.shifts)} shift${row.shifts === 1 ? '' : 's'}`;
  const partly = row.partShifts > 0 ? `, ${String(row.partShifts)} partly` : '';
  return `${String(row.hours)} h \u00b7 ${shifts}${partly}`;
}

/** The rows of the latest month with uncovered hours, most hours first, as a short list. */
function LatestMonth({
  rows,
  label,
}: {
  rows: readonly (UncoveredTally & { month: string; name: string })[];
  label: string;
}) {
  const month = rows.at(-1)?.month;
  if (!month) return null;
  const latest = rows.filter((row) => row.month === month);
  return (
    <div className="flex flex-col gap-1 text-sm">
      <span className="font-medium">{monthTitle(month)}</span>
      <ul aria-label={label} className="flex flex-wrap gap-1.5">
        {latest.slice(0, NAMED).map((row, index) => (
          <li
            key={`${String(index)} ${row.name}`}
            className="rounded-md border border-border px-2 py-0.5 tabular-nums"
          >
            {row.name} · {tallyText(row)}
          </li>
        ))}
        {latest.length > NAMED ? (
          <li className="px-1 py-0.5 text-muted-foreground">
            and {String(latest.length - NAMED)} more (see the table)
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** What the cards say under their lists: shifts whose hours are not known. */
function withoutTimesNote(report: UncoveredHoursReport | undefined): string | null {
  const count = report?.total.withoutTimes ?? 0;
  return count > 0
    ? `${count.toLocaleString()} uncovered shift${count === 1 ? '' : 's'} without times (a whole day, imported) ${count === 1 ? 'is' : 'are'} counted without hours.`
    : null;
}

/**
 * Uncovered hours (issue #39): the hours posts had nobody on them, month by month, per post and
 * per customer (what a customer is credited), from one report.
 */
export function UncoveredHoursReports({
  filters,
  enabled,
}: {
  filters: ReportFilters;
  enabled: boolean;
}) {
  const report = useReport('uncovered-hours', filters, enabled);
  const months = report.data?.months;
  const chart = useMemo(() => {
    if (!months) return null;
    return {
      options: categoryChart(
        months.map((month) => monthTitle(month.month)),
        [{ label: 'Uncovered', color: CHART_COLORS.secondary, kind: 'bars', unit: ' h' }],
        { xLabel: 'Month' },
      ),
      data: [indexes(months.length), months.map((month) => month.hours)] as uPlot.AlignedData,
    };
  }, [months]);
  const total = report.data?.total;
  const empty =
    total && total.shifts + total.partShifts === 0 ? 'No uncovered hours in this range.' : null;
  const file = (name: string) => reportFileName(name, filters.from, filters.to);
  const note = withoutTimesNote(report.data);
  return (
    <>
      <ReportCard
        title="Uncovered hours per post"
        description="Hours a post had nobody on it, by the month of the shift: shifts that ended without a guard, and the wait for a relief on a shift that started without one."
        table={report.data ? uncoveredByPostTable(report.data) : null}
        fileName={file('uncovered-hours-per-post')}
        empty={empty}
        note={note}
        failure={failureOf(report)}
      >
        {chart && report.data ? (
          <>
            <UplotChart
              options={chart.options}
              data={chart.data}
              label="Bar chart of uncovered hours per month"
            />
            <LatestMonth rows={report.data.posts} label="Posts with uncovered hours" />
          </>
        ) : null}
      </ReportCard>
      <ReportCard
        title="Uncovered hours per customer"
        description="The same hours by the customer account that asked for the shifts: what each customer is credited. Requests the office made are under 'No customer account'."
        table={report.data ? uncoveredByCustomerTable(report.data) : null}
        fileName={file('uncovered-hours-per-customer')}
        empty={empty}
        note={note}
        failure={failureOf(report)}
      >
        {report.data ? (
          <LatestMonth rows={report.data.customers} label="Customers with uncovered hours" />
        ) : null}
      </ReportCard>
    </>
  );
}
