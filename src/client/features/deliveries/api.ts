import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveriesPage, Delivery } from '../../../shared/deliveries';
import { api } from '../../lib/api-client';

export const deliveryKeys = {
  all: ['deliveries'] as const,
  pages: () => [...deliveryKeys.all, 'pages'] as const,
};

/** How often the screen reads the list again on its own: retries and failures come and go. */
const REFRESH_MS = 30_000;
/** After a retry the server sends at once; by then the list can say how it went. */
const AFTER_RETRY_MS = 1_500;

/** GET /api/deliveries: failed and stuck notifications, newest first, a page at a time. */
export function useDeliveries() {
  return useInfiniteQuery({
    queryKey: deliveryKeys.pages(),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api<DeliveriesPage>(
        `/api/deliveries${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: REFRESH_MS,
  });
}

/**
 * POST /api/deliveries/:id/retry: the message is sent again now. The list is read at once, and
 * again a moment later, when the message has gone (and left it) or failed anew.
 */
export function useRetryDelivery() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: deliveryKeys.all });
  return useMutation({
    mutationFn: (id: string) =>
      api<Delivery>(`/api/deliveries/${encodeURIComponent(id)}/retry`, { method: 'POST' }),
    onSettled: () => {
      setTimeout(() => void refresh(), AFTER_RETRY_MS);
      return refresh();
    },
  });
}
