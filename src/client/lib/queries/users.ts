import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagedUser } from '../../../shared/users';
import { api } from '../api-client';

export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
};

/** GET /api/users: every account, newest first (Manage Users, and the audit trail's filter). */
export const usersQueryOptions = queryOptions({
  queryKey: userKeys.list(),
  queryFn: ({ signal }) => api<ManagedUser[]>('/api/users', { signal }),
});

export function useUsers() {
  return useQuery(usersQueryOptions);
}
