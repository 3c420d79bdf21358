import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Guard,
  GuardEdit,
  GuardImport,
  GuardImportCheckResult,
  GuardImportResult,
  GuardListItem,
  GuardValues,
} from '../../../shared/guards';
import { api } from '../api-client';
import { announce } from '../data-changes';
import { isStale } from '../edit-conflict';

/** Guards are cached 2 minutes and retained 5 (spec section 9). */
export const GUARDS_STALE_MS = 2 * 60 * 1000;
export const GUARDS_GC_MS = 5 * 60 * 1000;

export const guardKeys = {
  all: ['guards'] as const,
  list: () => [...guardKeys.all, 'list'] as const,
};

export const guardsQueryOptions = queryOptions({
  queryKey: guardKeys.list(),
  queryFn: ({ signal }) => api<GuardListItem[]>('/api/guards', { signal }),
  staleTime: GUARDS_STALE_MS,
  gcTime: GUARDS_GC_MS,
});

/** GET /api/guards: every guard, sorted by first then last name. */
export function useGuards() {
  return useQuery(guardsQueryOptions);
}

/** Refreshes the guards, and what other screens show of them (accounts, numbers, candidates). */
function useInvalidateGuards() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: guardKeys.all }),
      announce(queryClient, 'guards'),
    ]);
}

const guardPath = (id: string) => `/api/guards/${encodeURIComponent(id)}`;

/** POST /api/guards; empty optional fields are sent as null. */
export function useCreateGuard() {
  const invalidate = useInvalidateGuards();
  return useMutation({
    mutationFn: (input: GuardValues) => api<Guard>('/api/guards', { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

/**
 * PATCH /api/guards/:id with every field of the dialog, based on the version it opened; a stale
 * save (409) refreshes the list too.
 */
export function useUpdateGuard() {
  const invalidate = useInvalidateGuards();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: GuardEdit }) =>
      api<Guard>(guardPath(id), { method: 'PATCH', body: input }),
    onSuccess: invalidate,
    onError: (error) => (isStale(error) ? invalidate() : undefined),
  });
}

/** DELETE /api/guards/:id; coverage requests keep the guard's name. */
export function useDeleteGuard() {
  const invalidate = useInvalidateGuards();
  return useMutation({
    mutationFn: (id: string) => api<null>(guardPath(id), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/**
 * POST /api/guards/import: names and qualifications, all saved in one transaction or none; names
 * already stored are skipped unless `includeExisting` (their row's qualifications replace theirs).
 */
export function useImportGuards() {
  const invalidate = useInvalidateGuards();
  return useMutation({
    mutationFn: (body: GuardImport) =>
      api<GuardImportResult>('/api/guards/import', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

/**
 * POST /api/guards/import/check: the indexes of the names already stored, and the rows the import
 * would refuse.
 */
export function checkGuardImport(guards: GuardImport['guards']): Promise<GuardImportCheckResult> {
  return api<GuardImportCheckResult>('/api/guards/import/check', {
    method: 'POST',
    body: { guards },
  });
}
