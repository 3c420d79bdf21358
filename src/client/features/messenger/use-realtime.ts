import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ServerToClientEvents } from '../../../shared/realtime';
import { onReconnect, useRealtimeSocket } from '../../lib/realtime';
import { appendMessage, messengerKeys, showInList } from './api';

/**
 * The messenger's part of the realtime channel (off without one): new messages go into the
 * loaded history and the conversation list refreshes; presence fills the online set. After a
 * dropped connection everything messenger-related is fetched again so nothing missed stays
 * missing.
 */
export function useMessengerRealtime(meId: string | null) {
  const queryClient = useQueryClient();
  const socket = useRealtimeSocket();
  useEffect(() => {
    if (!socket || !meId) return undefined;
    const refreshList = () =>
      queryClient.invalidateQueries({ queryKey: messengerKeys.conversations() });
    const stopReconnect = onReconnect(
      socket,
      () => void queryClient.invalidateQueries({ queryKey: messengerKeys.all }),
    );
    const handleMessage: ServerToClientEvents['message:new'] = ({ message }) => {
      appendMessage(queryClient, message);
      // One socket event, no request: only a conversation the list lacks needs a refetch.
      if (!showInList(queryClient, message, meId)) void refreshList();
    };
    const handleChanged = () => void refreshList();
    const handlePresence: ServerToClientEvents['presence'] = ({ online }) => {
      queryClient.setQueryData(messengerKeys.presence(), new Set(online));
    };
    // Nobody is known to be online while this tab cannot hear about it.
    const forgetPresence = () =>
      queryClient.setQueryData(messengerKeys.presence(), new Set<string>());
    socket.on('message:new', handleMessage);
    socket.on('conversation:changed', handleChanged);
    socket.on('presence', handlePresence);
    socket.on('disconnect', forgetPresence);
    return () => {
      stopReconnect();
      socket.off('message:new', handleMessage);
      socket.off('conversation:changed', handleChanged);
      socket.off('presence', handlePresence);
      socket.off('disconnect', forgetPresence);
    };
  }, [socket, meId, queryClient]);
}
