import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from './toast';
import type { Me } from '../../shared/profile';
import { api } from './api-client';
import { announceSession } from './session-channel';

/** The signed-in user's data is cached 5 minutes and retained 10 (spec section 9). */
export const ME_STALE_MS = 5 * 60 * 1000;
export const ME_GC_MS = 10 * 60 * 1000;

export const meQueryKey = ['me'] as const;

async function fetchMe(): Promise<Me | null> {
  const { user } = await api<{ user: Me | null }>('/api/session');
  return user;
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: fetchMe,
  staleTime: ME_STALE_MS,
  gcTime: ME_GC_MS,
});

/** The signed-in user, null when nobody is signed in. */
export function useMe(options: { refetchInterval?: number } = {}) {
  return useQuery({ ...meQueryOptions, ...options });
}

/** After a sign-in (here or in another tab): drop everything cached and load the new user. */
export async function startSession(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries();
  await queryClient.query(meQueryOptions);
}

/** After a sign-out (here or in another tab): forget all cached data and the user. */
export function endSession(queryClient: QueryClient): void {
  queryClient.clear();
  queryClient.setQueryData(meQueryKey, null);
}

export interface Credentials {
  email: string;
  password: string;
}

/** Signs in; on success the session cookie is set and the user is fetched afresh. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) =>
      api<unknown>('/api/auth/sign-in/email', { method: 'POST', body: credentials }),
    onSuccess: async () => {
      await startSession(queryClient);
      announceSession('signed-in');
    },
  });
}

/**
 * Logout as the spec says: sign out (errors only logged), clear all cached data, toast, /login.
 * This device stops receiving the account's push notifications first, while the session can
 * still tell the server.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    // Push code loads only here and on the pages that subscribe, not with /login.
    await import('./push')
      .then(({ forgetThisDevice }) => forgetThisDevice())
      .catch(() => undefined);
    try {
      await api('/api/auth/sign-out', { method: 'POST', body: {} });
    } catch (error) {
      console.warn('Sign-out failed; logging out locally anyway', error);
    }
    endSession(queryClient);
    announceSession('signed-out');
    toast.success('Logged out', { description: "You've been successfully logged out." });
    await navigate('/login', { replace: true });
  };
}
