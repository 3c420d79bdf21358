import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed } from '../../../shared/calendar-feeds';
import { api } from '../api-client';

export const calendarFeedKeys = {
  all: ['calendar-feeds'] as const,
  feed: (path: string) => [...calendarFeedKeys.all, path] as const,
};

/**
 * A calendar feed's address (issue #22), read from `path` (GET) and reset at `${path}/reset`
 * (POST): '/api/my/calendar-feed' for a guard's own, '/api/locations/:id/calendar-feed' a post's.
 */
export function calendarFeedQueryOptions(path: string) {
  return queryOptions({
    queryKey: calendarFeedKeys.feed(path),
    queryFn: ({ signal }) => api<CalendarFeed>(path, { signal }),
  });
}

export function useCalendarFeed(path: string) {
  return useQuery(calendarFeedQueryOptions(path));
}

/** Resets the address: the old one answers 404 from then on. */
export function useResetCalendarFeed(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<CalendarFeed>(`${path}/reset`, { method: 'POST', body: {} }),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKeys.feed(path), feed),
  });
}
