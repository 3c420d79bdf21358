import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  Conversation,
  CreatedConversation,
  DirectoryEntry,
  Message,
  MessagesPage,
} from '../../../shared/messenger';
import { api } from '../../lib/api-client';

export const messengerKeys = {
  all: ['messenger'] as const,
  conversations: () => [...messengerKeys.all, 'conversations'] as const,
  directory: () => [...messengerKeys.all, 'directory'] as const,
  messages: (conversationId: string) => [...messengerKeys.all, 'messages', conversationId] as const,
  presence: () => [...messengerKeys.all, 'presence'] as const,
};

const conversationPath = (id: string) => `/api/conversations/${encodeURIComponent(id)}`;

export const conversationsQuery = queryOptions({
  queryKey: messengerKeys.conversations(),
  queryFn: ({ signal }) => api<Conversation[]>('/api/conversations', { signal }),
});

/** GET /api/conversations: my conversations, newest first; `enabled` off for roles without it. */
export function useConversations(enabled = true) {
  return useQuery({ ...conversationsQuery, enabled });
}

/** GET /api/directory: the people a new chat can be started with. */
export function useDirectory(enabled: boolean) {
  return useQuery({
    queryKey: messengerKeys.directory(),
    queryFn: ({ signal }) => api<DirectoryEntry[]>('/api/directory', { signal }),
    enabled,
  });
}

/** Who is online among my contacts, as the realtime channel last said (no request of its own). */
export function usePresence(): ReadonlySet<string> {
  const { data } = useQuery({
    queryKey: messengerKeys.presence(),
    queryFn: () => new Set<string>(),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return data ?? new Set<string>();
}

/** The loaded pages of a conversation's history; page 0 holds the newest messages. */
type MessagePages = InfiniteData<MessagesPage>;

const messagesQuery = (conversationId: string) =>
  infiniteQueryOptions({
    queryKey: messengerKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) => {
      // The server's page size (MESSAGES_PAGE) applies.
      const query = typeof pageParam === 'string' ? `?before=${encodeURIComponent(pageParam)}` : '';
      return api<MessagesPage>(`${conversationPath(conversationId)}/messages${query}`, { signal });
    },
    initialPageParam: null as string | null,
    // Pages go back in time: the next page is the one before this page's oldest message.
    getNextPageParam: (page) => (page.hasMore ? (page.messages[0]?.id ?? null) : null),
  });

/** The conversation's messages, pages of older ones loaded on demand. */
export function useMessages(conversationId: string) {
  return useInfiniteQuery(messagesQuery(conversationId));
}

/** Oldest to newest across the loaded pages (page 0 is the newest). */
export function flattenMessages(data: MessagePages | undefined): Message[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.messages);
}

/** Adds a message that arrived (or was sent) to the loaded history, once. */
export function appendMessage(queryClient: QueryClient, message: Message): void {
  queryClient.setQueryData<MessagePages>(messengerKeys.messages(message.conversationId), (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.messages.some(({ id }) => id === message.id))) return data;
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
  });
}

/**
 * Puts a new message at the top of my conversation list, as its last message (counted unread
 * when someone else sent it), without asking the server. Returns false when the list does not
 * hold the conversation (new, or hidden until now): then only a refetch can show it.
 */
export function showInList(queryClient: QueryClient, message: Message, meId: string): boolean {
  let found = false;
  queryClient.setQueryData<Conversation[]>(messengerKeys.conversations(), (list) => {
    const conversation = list?.find(({ id }) => id === message.conversationId);
    if (!list || !conversation) return list;
    found = true;
    const unread = conversation.unread + (message.senderId === meId ? 0 : 1);
    const updated = { ...conversation, lastMessage: message, updatedAt: message.createdAt, unread };
    return [updated, ...list.filter((item) => item !== conversation)];
  });
  return found;
}

/** POST /api/conversations: one person reopens the one-to-one chat, several make a group. */
export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (participantIds: string[]) =>
      api<CreatedConversation>('/api/conversations', {
        method: 'POST',
        body: { participantIds },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messengerKeys.conversations() }),
  });
}

/** POST /api/conversations/:id/messages; sends queue up, so they arrive in the order typed. */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `send:${conversationId}` },
    mutationFn: (content: string) =>
      api<Message>(`${conversationPath(conversationId)}/messages`, {
        method: 'POST',
        body: { content },
      }),
    onSuccess: (message) => {
      appendMessage(queryClient, message);
      if (message.senderId && !showInList(queryClient, message, message.senderId)) {
        return queryClient.invalidateQueries({ queryKey: messengerKeys.conversations() });
      }
      return undefined;
    },
  });
}

/** DELETE /api/conversations/:id: hidden from my list until a newer message arrives. */
export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) =>
      api<null>(conversationPath(conversationId), { method: 'DELETE' }),
    onSuccess: (_, conversationId) => {
      queryClient.removeQueries({ queryKey: messengerKeys.messages(conversationId) });
      return queryClient.invalidateQueries({ queryKey: messengerKeys.conversations() });
    },
  });
}

/** POST /api/conversations/:id/read: my unread count there drops to zero. */
export function markRead(queryClient: QueryClient, conversationId: string): Promise<void> {
  queryClient.setQueryData<Conversation[]>(messengerKeys.conversations(), (list) =>
    list?.map((item) => (item.id === conversationId ? { ...item, unread: 0 } : item)),
  );
  return api<null>(`${conversationPath(conversationId)}/read`, { method: 'POST', body: {} }).then(
    () => undefined,
  );
}
