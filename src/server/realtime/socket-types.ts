import type { Server, Socket } from 'socket.io';
import type { Role } from '../../shared/permissions.js';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/realtime.js';

/** What the handshake learned about a socket's owner; it holds for the socket's whole life. */
export interface SocketData {
  userId: string;
  sessionId: string;
  role: Role | null;
}

/** Events between the app's processes (through the PostgreSQL adapter), never seen by browsers. */
export interface InterServerEvents {
  /** These users' presence changed: each process refreshes its own sockets of their contacts. */
  'presence:changed': (userIds: string[]) => void;
  /** These users' contacts may have changed: each process refreshes their sockets' snapshots. */
  'presence:refresh': (userIds: string[]) => void;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
