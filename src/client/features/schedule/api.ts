import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduleWeek } from '../../../shared/schedule';
import { api } from '../../lib/api-client';
import { refreshOn } from '../../lib/data-changes';

export const scheduleKeys = {
  all: ['schedule'] as const,
  week: (week: string) => [...scheduleKeys.all, 'week', week] as const,
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
    // Every write to a request (add, edit, delete, import), a shift or a post shows on the board.
    meta: refreshOn('coverage', 'shifts', 'locations'),
  });
}

export function useScheduleWeek(week: string) {
  return useQuery(scheduleWeekQueryOptions(week));
}
