import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../src/shared/realtime.js';
import { inPool, type Cookie } from './api-client.js';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Handshakes at once: each one looks the session up in the database. */
const CONNECT_CONCURRENCY = 20;
const CONNECT_TIMEOUT_MS = 20_000;
/** How long every client may take to see its contacts online (see presenceSettled). */
export const PRESENCE_TIMEOUT_MS = 15_000;

export interface Connection {
  userId: string;
  socket: ClientSocket;
  /** How many contacts the latest presence event showed online. */
  onlineContacts: number;
}

/** One browser-like realtime client: WebSocket only, the session cookie, the page's Origin. */
function connect(serverUrl: string, cookie: Cookie, userId: string): Promise<Connection> {
  const socket: ClientSocket = io(serverUrl, {
    transports: ['websocket'],
    extraHeaders: { cookie, origin: serverUrl },
    reconnection: false,
    forceNew: true,
    timeout: CONNECT_TIMEOUT_MS,
  });
  const connection: Connection = { userId, socket, onlineContacts: 0 };
  socket.on('presence', ({ online }) => {
    connection.onlineContacts = online.length;
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(connection));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(new Error(`socket for ${userId} refused: ${error.message}`));
    });
  });
}

/** Connects every client, each to its own server's URL. */
export async function connectAll(
  clients: readonly { serverUrl: string; cookie: Cookie; userId: string }[],
): Promise<Connection[]> {
  const connections: Connection[] = [];
  try {
    await inPool(clients, CONNECT_CONCURRENCY, async (client) => {
      connections.push(await connect(client.serverUrl, client.cookie, client.userId));
    });
  } catch (error) {
    closeAll(connections);
    throw error;
  }
  return connections;
}

/**
 * Waits until every client has seen its `contacts` online, so that the presence updates the
 * connections set off are over before anything is timed. Answers false when that took too long.
 */
export async function presenceSettled(
  connections: readonly Connection[],
  contacts: number,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (connections.some((connection) => connection.onlineContacts < contacts)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

export function closeAll(connections: readonly Connection[]): void {
  for (const connection of connections) connection.socket.close();
}
