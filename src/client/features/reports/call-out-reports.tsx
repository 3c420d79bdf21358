import { useMemo } from 'react';
import type uPlot from 'uplot';
import { reportFileName } from '../../../shared/report-math';
import { useReport, type ReportFilters } from './api';
import { CallOutHeatMap } from './call-out-heat-map';
import { categoryChart, CHART_COLORS, indexes } from './chart-options';
import { ReportCard } from './report-card';
import { callOutsByHourTable, callOutsByPostTable } from './report-tables';
import { UplotChart } from './uplot-chart';
import { failureOf } from './weekly-reports';

/** Bars the chart shows at most; the table lists every one. */
export const CHART_BARS = 15;

/** Call-outs per post (the most first) and by weekday and starting hour. */
export function CallOutReports({ filters, enabled }: { filters: ReportFilters; enabled: boolean }) {
  const byPost = useReport('call-outs-by-post', filters, enabled);
  const byHour = useReport('call-outs-by-hour', filters, enabled);
  const posts = byPost.data?.posts;
  const chart = useMemo(() => {
    if (!posts) return null;
    const shown = posts.slice(0, CHART_BARS);
    return {
      // Dept codes under the bars (short, and unique); the legend reads the post's whole name.
      options: categoryChart(
        shown.map((post) => post.deptCode),
        [{ label: 'Call-outs', color: CHART_COLORS.secondary, kind: 'bars' }],
        {
          xLabel: 'Post',
          legendLabels: shown.map((post) => `${post.name} (${post.deptCode})`),
          rotate: true,
          idleShows: 'first',
        },
      ),
      data: [indexes(shown.length), shown.map((post) => post.callOuts)] as uPlot.AlignedData,
    };
  }, [posts]);
  const withoutTime = byHour.data?.withoutTime ?? 0;
  return (
    <>
      <ReportCard
        title="Call-outs per post"
        description="Shifts a guard called out of, by post (a shift's last call-out counts once)."
        table={byPost.data ? callOutsByPostTable(byPost.data) : null}
        fileName={reportFileName('call-outs-by-post', filters.from, filters.to)}
        empty={byPost.data?.total === 0 ? 'No call-outs in this range.' : null}
        note={
          posts && posts.length > CHART_BARS
            ? `The chart shows the ${String(CHART_BARS)} posts with the most; the table lists all ${String(posts.length)}.`
            : null
        }
        failure={failureOf(byPost)}
      >
        {chart ? (
          <UplotChart
            options={chart.options}
            data={chart.data}
            label="Bar chart of call-outs per post"
          />
        ) : null}
      </ReportCard>
      <ReportCard
        title="Call-outs by weekday and hour"
        description="When the shifts guards called out of were to start: darker is more."
        table={byHour.data ? callOutsByHourTable(byHour.data) : null}
        fileName={reportFileName('call-outs-by-hour', filters.from, filters.to)}
        empty={byHour.data?.total === 0 ? 'No call-outs in this range.' : null}
        note={
          withoutTime > 0
            ? `${withoutTime.toLocaleString()} call-outs of shifts without a start time are not in the grid.`
            : null
        }
        failure={failureOf(byHour)}
      >
        {byHour.data ? <CallOutHeatMap report={byHour.data} /> : null}
      </ReportCard>
    </>
  );
}
