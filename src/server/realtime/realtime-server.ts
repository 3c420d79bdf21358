import { randomUUID } from 'node:crypto';
import { isStaff } from '../../shared/permissions.js';
import { OFFICE_ROOM } from '../../shared/realtime.js';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { Auth } from '../auth/auth.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { RealtimeNotifier } from './notifier.js';
import { postgresAdapter } from './postgres-adapter.js';
import { presenceRepository } from './presence.repository.js';
import { createPresence, type Presence } from './presence.js';
import { authenticateSocket, sameOriginOnly } from './socket-auth.js';
import { guardedNotifier } from './guarded-notifier.js';
import { socketNotifier } from './socket-notifier.js';
import type { RealtimeServer } from './socket-types.js';

/** A process whose heartbeat is older than this is taken for dead: its sockets stop counting. */
const SERVER_TIMEOUT_MS = 30_000;
const HEARTBEAT_MS = 10_000;

export interface Realtime {
  io: RealtimeServer;
  notifier: RealtimeNotifier;
  presence: Presence;
  /** This process's id in presence_servers. */
  serverId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/**
 * Socket.IO on the app's own HTTP server at /socket.io: same-origin handshakes with a session
 * whose role has the messenger, each socket in its user's room, presence, and on PostgreSQL the
 * adapter that shares all of it between processes. Closed (sockets, presence rows, adapter)
 * when the app closes, before the database.
 */
export async function createRealtime(
  app: FastifyInstance,
  { config, database, auth }: { config: Config; database: Database; auth: Auth },
): Promise<Realtime> {
  const cluster =
    config.database.kind === 'postgres'
      ? postgresAdapter(config.database.connectionString, app.log)
      : null;
  const io: RealtimeServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    allowRequest: sameOriginOnly(config.trustedOrigins),
    // A vanished client (no close frame) counts as gone after 10 + 5 s instead of 25 + 20 s.
    pingInterval: 10_000,
    pingTimeout: 5_000,
    // Clients send nothing but pings: writes go through the HTTP API.
    maxHttpBufferSize: 16 * 1024,
    ...(cluster ? { adapter: cluster.adapter } : {}),
  });
  if (cluster) await cluster.listening(io.of('/').adapter);

  const serverId = randomUUID();
  const presence = createPresence({
    io,
    repository: presenceRepository(database, serverId, SERVER_TIMEOUT_MS),
    clustered: cluster !== null,
    heartbeatMs: HEARTBEAT_MS,
    log: app.log,
  });
  await presence.start();

  io.use(authenticateSocket(auth, app.log));
  io.on('connection', (socket) => {
    // The open-shifts board's live updates (issue #21) go to the office's room.
    if (isStaff(socket.data.role)) void socket.join(OFFICE_ROOM);
    presence.connected(socket).catch((error: unknown) => {
      app.log.warn({ err: error }, 'realtime: setting up a socket failed');
    });
  });
  io.on('presence:changed', (userIds) => presence.receiveChange(userIds));
  io.on('presence:refresh', (userIds) => presence.receiveRefresh(userIds));

  // preClose: before Fastify waits for open connections, which the WebSockets are.
  app.addHook('preClose', async () => {
    await presence.close();
    await io.close();
    await cluster?.close();
  });

  const realtime: Realtime = {
    io,
    notifier: guardedNotifier(socketNotifier(io, presence), app.log),
    presence,
    serverId,
  };
  app.decorate('realtime', realtime);
  return realtime;
}
