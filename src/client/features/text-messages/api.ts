import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SandboxAnswer, SandboxConversations, SandboxMessages } from '../../../shared/sms';
import { api } from '../../lib/api-client';
import { announce } from '../../lib/data-changes';

/** The sandbox's texts arrive as the outbox sends them: read again this often while open. */
const POLL_MS = 2000;

const textKeys = {
  all: ['text-messages'] as const,
  conversations: () => [...textKeys.all, 'conversations'] as const,
  thread: (phone: string) => [...textKeys.all, 'thread', phone] as const,
};

/** GET /api/sms/sandbox/conversations: every number texted or answering, newest first. */
export function useConversations(enabled: boolean) {
  return useQuery({
    queryKey: textKeys.conversations(),
    queryFn: ({ signal }) =>
      api<SandboxConversations>('/api/sms/sandbox/conversations', { signal }),
    refetchInterval: POLL_MS,
    enabled,
  });
}

/** GET /api/sms/sandbox/messages?phone=: one number's texts, oldest first. */
export function useThread(phone: string | null) {
  return useQuery({
    queryKey: textKeys.thread(phone ?? ''),
    queryFn: ({ signal }) =>
      api<SandboxMessages>(
        `/api/sms/sandbox/messages?${new URLSearchParams({ phone: phone ?? '' }).toString()}`,
        { signal },
      ),
    refetchInterval: POLL_MS,
    enabled: phone !== null,
  });
}

/** POST /api/sms/sandbox/messages: the admin answers as the guard (handled as a real text). */
export function useAnswerAsGuard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: SandboxAnswer) =>
      api<{ outcome: string }>('/api/sms/sandbox/messages', { method: 'POST', body: answer }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: textKeys.all }),
        // An answer may take or decline a shift: whatever shows shifts reads again.
        announce(queryClient, 'shifts'),
      ]),
  });
}
