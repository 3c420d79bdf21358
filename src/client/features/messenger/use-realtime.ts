import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../../shared/realtime';
import { appendMessage, messengerKeys, showInList } from './api';

type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The realtime channel for a signed-in messenger user (off otherwise): new messages go into the
 * loaded history and the conversation list refreshes; presence fills the online set. After a
 * dropped connection (network, server restart) socket.io reconnects by itself, and everything
 * messenger-related is fetched again so nothing missed stays missing.
 */
export function useRealtime(userId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return undefined;
    const meId = userId;
    let socket: RealtimeSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    // socket.io-client loads with the first signed-in page, not with /login.
    void import('socket.io-client').then(({ io }) => {
      if (stopped) return;
      // WebSocket first: with several server processes, long-polling would need sticky sessions.
      socket = io({
        path: '/socket.io',
        withCredentials: true,
        transports: ['websocket', 'polling'],
      });
      listen(socket);
    });

    const refreshList = () =>
      queryClient.invalidateQueries({ queryKey: messengerKeys.conversations() });

    function listen(channel: RealtimeSocket) {
      let connectedBefore = false;
      channel.on('connect', () => {
        if (connectedBefore) void queryClient.invalidateQueries({ queryKey: messengerKeys.all });
        connectedBefore = true;
      });
      channel.on('message:new', ({ message }) => {
        appendMessage(queryClient, message);
        // One socket event, no request: only a conversation the list lacks needs a refetch.
        if (!showInList(queryClient, message, meId)) void refreshList();
      });
      channel.on('conversation:changed', () => void refreshList());
      channel.on('presence', ({ online }) => {
        queryClient.setQueryData(messengerKeys.presence(), new Set(online));
      });
      channel.on('disconnect', (reason) => {
        // Nobody is known to be online while this tab cannot hear about it.
        queryClient.setQueryData(messengerKeys.presence(), new Set<string>());
        // The server let go (e.g. after a password reset): try once more; a session that ended
        // is refused, and the next page change sends the user to /login.
        if (reason === 'io server disconnect') retry = setTimeout(() => channel.connect(), 2000);
      });
    }

    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.disconnect();
    };
  }, [userId, queryClient]);
}
