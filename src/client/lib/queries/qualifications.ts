import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GuardQualification,
  GuardQualificationsInput,
  QualificationList,
  QualificationRecord,
} from '../../../shared/qualifications';
import { api } from '../api-client';
import { announce, refreshOn } from '../data-changes';
import { guardKeys } from './guards';
import { locationKeys } from './locations';

/**
 * The list of licences and skills (issue #32), and what guards hold and posts require. Shared by
 * the Qualifications page and the guard and location editors, so it lives here, not in a feature.
 */
export const qualificationKeys = {
  all: ['qualifications'] as const,
  list: () => [...qualificationKeys.all, 'list'] as const,
};

export const qualificationsQueryOptions = queryOptions({
  queryKey: qualificationKeys.list(),
  queryFn: ({ signal }) => api<QualificationList>('/api/qualifications', { signal }),
  // The counts change with what guards hold and posts require, and with guards deleted.
  meta: refreshOn('qualifications', 'guards', 'locations'),
});

/** GET /api/qualifications: the list by name, with how many guards hold each and posts require it. */
export function useQualifications({ enabled = true } = {}) {
  return useQuery({ ...qualificationsQueryOptions, enabled });
}

/** Refreshes the list, and the guards and posts that show qualifications. */
function useInvalidateQualifications() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: qualificationKeys.all }),
      queryClient.invalidateQueries({ queryKey: guardKeys.all }),
      queryClient.invalidateQueries({ queryKey: locationKeys.all }),
      announce(queryClient, 'qualifications'),
    ]);
}

const qualificationPath = (id: string) => `/api/qualifications/${encodeURIComponent(id)}`;

/** POST /api/qualifications; a name on the list already (any letter case) is refused (409). */
export function useCreateQualification() {
  const invalidate = useInvalidateQualifications();
  return useMutation({
    mutationFn: (name: string) =>
      api<QualificationRecord>('/api/qualifications', { method: 'POST', body: { name } }),
    onSuccess: invalidate,
  });
}

/** PATCH /api/qualifications/:id: a new name. */
export function useRenameQualification() {
  const invalidate = useInvalidateQualifications();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api<QualificationRecord>(qualificationPath(id), { method: 'PATCH', body: { name } }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/qualifications/:id: from the list, every guard and every post. */
export function useDeleteQualification() {
  const invalidate = useInvalidateQualifications();
  return useMutation({
    mutationFn: (id: string) => api<null>(qualificationPath(id), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/** PUT /api/guards/:id/qualifications: the guard's whole set, each with its expiry or null. */
export function useSaveGuardQualifications() {
  const invalidate = useInvalidateQualifications();
  return useMutation({
    mutationFn: ({ guardId, held }: { guardId: string; held: GuardQualificationsInput }) =>
      api<{ qualifications: GuardQualification[] }>(
        `/api/guards/${encodeURIComponent(guardId)}/qualifications`,
        { method: 'PUT', body: held },
      ),
    onSuccess: invalidate,
  });
}

/** PUT /api/locations/:id/requirements: the post's whole set of required qualifications. */
export function useSaveLocationRequirements() {
  const invalidate = useInvalidateQualifications();
  return useMutation({
    mutationFn: ({ locationId, ids }: { locationId: string; ids: string[] }) =>
      api<{ requirements: QualificationRecord[] }>(
        `/api/locations/${encodeURIComponent(locationId)}/requirements`,
        { method: 'PUT', body: { qualificationIds: ids } },
      ),
    onSuccess: invalidate,
  });
}
