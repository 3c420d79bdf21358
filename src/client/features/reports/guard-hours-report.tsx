import { useMemo } from 'react';
import type uPlot from 'uplot';
import { reportFileName } from '../../../shared/report-math';
import { useReport, type ReportFilters } from './api';
import { CHART_BARS } from './call-out-reports';
import { categoryChart, CHART_COLORS, indexes } from './chart-options';
import { ReportCard } from './report-card';
import { guardHoursTable } from './report-tables';
import { UplotChart } from './uplot-chart';
import { failureOf } from './weekly-reports';

/** Hours per guard from the shifts' times, the most first. */
export function GuardHoursReport({
  filters,
  enabled,
}: {
  filters: ReportFilters;
  enabled: boolean;
}) {
  const report = useReport('guard-hours', filters, enabled);
  const guards = report.data?.guards;
  const chart = useMemo(() => {
    if (!guards) return null;
    const shown = guards.slice(0, CHART_BARS);
    return {
      options: categoryChart(
        shown.map((guard) => guard.name),
        [{ label: 'Hours', color: CHART_COLORS.primary, kind: 'bars', unit: ' h' }],
        { xLabel: 'Guard', rotate: true, idleShows: 'first' },
      ),
      data: [indexes(shown.length), shown.map((guard) => guard.hours)] as uPlot.AlignedData,
    };
  }, [guards]);
  const withoutTimes = report.data?.withoutTimes ?? 0;
  const notes = [
    guards && guards.length > CHART_BARS
      ? `The chart shows the ${String(CHART_BARS)} guards with the most hours; the table lists all ${String(guards.length)}.`
      : null,
    withoutTimes > 0
      ? `${withoutTimes.toLocaleString()} assigned shifts without a start or end time are left out.`
      : null,
  ].filter(Boolean);
  return (
    <ReportCard
      title="Hours per guard"
      description="Hours of the shifts each guard is assigned, from start to end; a shift ending before it starts ends the next day."
      table={report.data ? guardHoursTable(report.data) : null}
      fileName={reportFileName('hours-per-guard', filters.from, filters.to)}
      empty={guards?.length === 0 ? 'No assigned shifts with times in this range.' : null}
      note={notes.length > 0 ? notes.join(' ') : null}
      failure={failureOf(report)}
    >
      {chart ? (
        <UplotChart
          options={chart.options}
          data={chart.data}
          label="Bar chart of hours per guard"
        />
      ) : null}
    </ReportCard>
  );
}
