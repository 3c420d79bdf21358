import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { compareLocations } from '../../../shared/location-order';
import type {
  Location,
  LocationEdit,
  LocationInput,
  LocationListItem,
} from '../../../shared/locations';
import { api } from '../api-client';
import { announce } from '../data-changes';
import { isStale } from '../edit-conflict';

/** Locations are cached 2 minutes and retained 5 (spec section 9). */
export const LOCATIONS_STALE_MS = 2 * 60 * 1000;
export const LOCATIONS_GC_MS = 5 * 60 * 1000;

export const locationKeys = {
  all: ['locations'] as const,
  list: () => [...locationKeys.all, 'list'] as const,
};

export const locationsQueryOptions = queryOptions({
  queryKey: locationKeys.list(),
  queryFn: ({ signal }) => api<LocationListItem[]>('/api/locations', { signal }),
  // Every list of locations (page, dashboard, type-ahead) shows the same natural order.
  select: (locations) => [...locations].sort(compareLocations),
  staleTime: LOCATIONS_STALE_MS,
  gcTime: LOCATIONS_GC_MS,
});

/** GET /api/locations: every location, sorted by name. */
export function useLocations() {
  return useQuery(locationsQueryOptions);
}

/** Refreshes the locations, and every list that joins their names, once a write succeeds. */
function useInvalidateLocations() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: locationKeys.all }),
      announce(queryClient, 'locations'),
    ]);
}

/** POST /api/locations; a duplicate department code is refused (409). */
export function useCreateLocation() {
  const invalidate = useInvalidateLocations();
  return useMutation({
    mutationFn: (input: LocationInput) =>
      api<Location>('/api/locations', { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

/**
 * PATCH /api/locations/:id with the new name and department code, based on the version the dialog
 * opened; a stale save (409) refreshes the lists too, since they are behind as well.
 */
export function useUpdateLocation() {
  const invalidate = useInvalidateLocations();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: LocationEdit }) =>
      api<Location>(`/api/locations/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
    onSuccess: invalidate,
    onError: (error) => (isStale(error) ? invalidate() : undefined),
  });
}

/** DELETE /api/locations/:id; refused (409) while coverage requests use the location. */
export function useDeleteLocation() {
  const invalidate = useInvalidateLocations();
  return useMutation({
    mutationFn: (id: string) =>
      api<null>(`/api/locations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
