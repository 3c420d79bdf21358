import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduleWeek } from '../../../shared/schedule';
import { api } from '../../lib/api-client';
import { COVERAGE_ROOT_KEY } from '../../lib/queries/locations';

/** Under the coverage root: every coverage write (add, edit, delete, import) refreshes the board. */
export const scheduleKeys = {
  week: (week: string) => [...COVERAGE_ROOT_KEY, 'schedule', week] as const,
};

/** GET /api/schedule/week: the week's posts and requests. */
export function scheduleWeekQueryOptions(week: string) {
  return queryOptions({
    queryKey: scheduleKeys.week(week),
    queryFn: ({ signal }) =>
      api<ScheduleWeek>(`/api/schedule/week?${new URLSearchParams({ week }).toString()}`, {
        signal,
      }),
    // Paging weeks keeps the previous board on screen (dimmed) until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useScheduleWeek(week: string) {
  return useQuery(scheduleWeekQueryOptions(week));
}
