import { useMemo } from 'react';
import type uPlot from 'uplot';
import { reportFileName } from '../../../shared/report-math';
import { useReport, type ReportFilters } from './api';
import { categoryChart, CHART_COLORS, indexes } from './chart-options';
import { ReportCard } from './report-card';
import { filledShare, requestsTable, timeToFillTable, weekLabel } from './report-tables';
import { UplotChart } from './uplot-chart';

const failureOf = (query: { error: Error | null; refetch: () => unknown }) =>
  query.error ? { message: query.error.message, retry: () => void query.refetch() } : null;

/** Requests per week, and the share of them with a guard. */
export function RequestsReports({
  filters,
  enabled,
}: {
  filters: ReportFilters;
  enabled: boolean;
}) {
  const report = useReport('requests', filters, enabled);
  const weeks = report.data?.weeks;
  const total = weeks?.reduce((sum, week) => sum + week.requests, 0) ?? 0;
  const charts = useMemo(() => {
    if (!weeks) return null;
    const labels = weeks.map((week) => weekLabel(week.week));
    const x = indexes(weeks.length);
    return {
      requests: {
        options: categoryChart(
          labels,
          [{ label: 'Requests', color: CHART_COLORS.primary, kind: 'bars' }],
          { xLabel: 'Week of' },
        ),
        data: [x, weeks.map((w) => w.requests)] as uPlot.AlignedData,
      },
      share: {
        options: categoryChart(
          labels,
          [{ label: 'Filled', color: CHART_COLORS.primary, kind: 'line', unit: ' %' }],
          { xLabel: 'Week of', yRange: [0, 100] },
        ),
        data: [x, weeks.map((w) => filledShare(w.filled, w.requests))] as uPlot.AlignedData,
      },
    };
  }, [weeks]);
  const table = report.data ? requestsTable(report.data) : null;
  const empty = total === 0 ? 'No requests in this range.' : null;
  const file = (name: string) => reportFileName(name, filters.from, filters.to);
  return (
    <>
      <ReportCard
        title="Requests per week"
        description="Requests by the ISO week (Monday to Sunday) of their shift date."
        table={table}
        fileName={file('requests-per-week')}
        empty={empty}
        failure={failureOf(report)}
      >
        {charts ? (
          <UplotChart
            options={charts.requests.options}
            data={charts.requests.data}
            label="Bar chart of requests per week"
          />
        ) : null}
      </ReportCard>
      <ReportCard
        title="Share filled"
        description="The percentage of each week's requests that have a guard assigned now; the rest are open, or uncovered once they ended without one."
        table={table}
        fileName={file('share-filled')}
        empty={empty}
        failure={failureOf(report)}
      >
        {charts ? (
          <UplotChart
            options={charts.share.options}
            data={charts.share.data}
            label="Line chart of the percentage of requests filled per week"
          />
        ) : null}
      </ReportCard>
    </>
  );
}

/** How long open shifts took to get a guard: median and 90th percentile per week. */
export function TimeToFillReport({
  filters,
  enabled,
}: {
  filters: ReportFilters;
  enabled: boolean;
}) {
  const report = useReport('time-to-fill', filters, enabled);
  const weeks = report.data?.weeks;
  const chart = useMemo(() => {
    if (!weeks) return null;
    const labels = weeks.map((week) => weekLabel(week.week));
    return {
      options: categoryChart(
        labels,
        [
          { label: 'Median', color: CHART_COLORS.primary, kind: 'line', unit: ' h' },
          { label: '90th percentile', color: CHART_COLORS.secondary, kind: 'line', unit: ' h' },
        ],
        { xLabel: 'Week of' },
      ),
      data: [
        indexes(weeks.length),
        weeks.map((w) => w.medianHours),
        weeks.map((w) => w.p90Hours),
      ] as uPlot.AlignedData,
    };
  }, [weeks]);
  const unknown = report.data?.unknown ?? 0;
  const measured = weeks?.reduce((sum, week) => sum + week.filled, 0) ?? 0;
  return (
    <ReportCard
      title="Time to fill"
      description="Hours from when a shift became open (created without a guard, or a call-out) to when a guard was assigned."
      table={report.data ? timeToFillTable(report.data) : null}
      fileName={reportFileName('time-to-fill', filters.from, filters.to)}
      empty={measured === 0 ? 'No filled shift in this range has a known time to fill.' : null}
      note={
        unknown > 0
          ? `${unknown.toLocaleString()} covered requests are left out: when they became open or were filled is not known (made before it was recorded, or given a guard from the start).`
          : null
      }
      failure={failureOf(report)}
    >
      {chart ? (
        <UplotChart
          options={chart.options}
          data={chart.data}
          label="Line chart of the median and 90th percentile hours to fill per week"
        />
      ) : null}
    </ReportCard>
  );
}

export { failureOf };
