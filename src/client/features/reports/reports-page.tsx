import { useSearchParams } from 'react-router';
import { localIsoDate } from '../../../shared/calendar';
import { defaultReportRange } from '../../../shared/report-math';
import { ReportQuerySchema } from '../../../shared/reports';
import { PageHeader } from '../../components/page-header';
import type { ReportFilters } from './api';
import { CallOutReports } from './call-out-reports';
import { GuardHoursReport } from './guard-hours-report';
import { ConfirmedWarningsReportCard, OvertimeReportCard } from './hours-reports';
import { ReportFilterBar } from './report-filter-bar';
import { UncoveredHoursReports } from './uncovered-hours-report';
import { RequestsReports, TimeToFillReport } from './weekly-reports';

/** The filters in the address (?from&to&locations), so that Back, reload and links keep them. */
function filtersOf(search: URLSearchParams, today: string): ReportFilters {
  const fallback = defaultReportRange(today);
  return {
    from: search.get('from') ?? fallback.from,
    to: search.get('to') ?? fallback.to,
    locations: (search.get('locations') ?? '').split(',').filter(Boolean),
  };
}

/** The first problem the server would find with the filters, or null. */
function problemOf(filters: ReportFilters): string | null {
  const checked = ReportQuerySchema.safeParse({
    ...filters,
    locations: filters.locations.join(','),
  });
  return checked.success ? null : (checked.error.issues[0]?.message ?? 'Check the dates');
}

/**
 * /reports (issue #22, admin and supervisor): for a range (the last 12 weeks by default) and
 * posts, requests per week, the share filled, time to fill, call-outs per post and by weekday
 * and hour, hours per guard, overtime and confirmed warnings (issue #32), uncovered hours per post
 * and per customer (issue #39); each chart with its numbers in a table and as CSV.
 */
export function ReportsPage() {
  const [search, setSearch] = useSearchParams();
  const today = localIsoDate(new Date());
  const filters = filtersOf(search, today);
  const problem = problemOf(filters);
  const enabled = problem === null;

  const change = (next: ReportFilters) => {
    const params = new URLSearchParams({ from: next.from, to: next.to });
    if (next.locations.length > 0) params.set('locations', next.locations.join(','));
    setSearch(params, { replace: true });
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Reports"
        description="Requests, fills, call-outs, hours, overtime and uncovered hours, by the date of each shift."
      />
      <ReportFilterBar
        filters={filters}
        problem={problem}
        onChange={change}
        onReset={() => setSearch(new URLSearchParams(), { replace: true })}
      />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <RequestsReports filters={filters} enabled={enabled} />
        <TimeToFillReport filters={filters} enabled={enabled} />
        <CallOutReports filters={filters} enabled={enabled} />
        <GuardHoursReport filters={filters} enabled={enabled} />
        <OvertimeReportCard filters={filters} enabled={enabled} />
        <ConfirmedWarningsReportCard filters={filters} enabled={enabled} />
        <UncoveredHoursReports filters={filters} enabled={enabled} />
      </div>
    </div>
  );
}
