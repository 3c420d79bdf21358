import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/realtime';
import { externalStore } from './external-store';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const channel = externalStore<RealtimeSocket | null>(null);

/**
 * The signed-in user's realtime channel (Socket.IO), open while the signed-in layout is mounted.
 * socket.io-client loads with the first signed-in page, not with /login. After a dropped
 * connection it reconnects by itself; when the server let go (e.g. after a password reset) it
 * tries once more, and a session that ended is refused.
 */
export function useRealtimeConnection(userId: string | null): void {
  useEffect(() => {
    if (!userId) return undefined;
    let socket: RealtimeSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    void import('socket.io-client').then(({ io }) => {
      if (stopped) return;
      // WebSocket first: with several server processes, long-polling would need sticky sessions.
      const opened: RealtimeSocket = io({
        path: '/socket.io',
        withCredentials: true,
        transports: ['websocket', 'polling'],
        // Connected once the pages' listeners are on: the first presence must not go unheard.
        autoConnect: false,
      });
      opened.on('disconnect', (reason) => {
        if (reason === 'io server disconnect') retry = setTimeout(() => opened.connect(), 2000);
      });
      socket = opened;
      channel.set(opened);
      setTimeout(() => {
        if (!stopped) opened.connect();
      }, 0);
    });
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.disconnect();
      channel.set(null);
    };
  }, [userId]);
}

/** The open realtime channel, or null while there is none (signed out, still loading). */
export function useRealtimeSocket(): RealtimeSocket | null {
  return channel.useValue();
}

/**
 * Calls `onReconnect` each time the channel connects again after a drop, so what was missed
 * while it was down is fetched afresh.
 */
export function onReconnect(socket: RealtimeSocket, onReconnectAgain: () => void): () => void {
  let connectedBefore = socket.connected;
  const handle = () => {
    if (connectedBefore) onReconnectAgain();
    connectedBefore = true;
  };
  socket.on('connect', handle);
  return () => {
    socket.off('connect', handle);
  };
}
