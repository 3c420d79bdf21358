import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** How long start-up waits for the adapter's LISTEN connection before giving up. */
const LISTEN_TIMEOUT_MS = 10_000;
const LISTEN_POLL_MS = 20;

/**
 * The adapter's connection to PostgreSQL: LISTEN/NOTIFY carries every broadcast, room
 * operation and server-side event between the app's processes. Payloads over 8 kB go through
 * the socket_io_attachments table (migration 0004). It gets its own small pool because it keeps
 * one connection checked out for LISTEN for the process's whole life.
 */
export function postgresAdapter(connectionString: string, log: FastifyBaseLogger) {
  const pool = new pg.Pool({ connectionString, max: 5 });
  // An idle connection dropped by the server is replaced on the next query.
  pool.on('error', (error) =>
    log.warn({ err: error }, 'realtime: PostgreSQL dropped a connection'),
  );
  // The LISTEN connection is checked out, so the pool does not listen for its errors: without
  // this a restart of PostgreSQL would crash the process instead of letting the adapter reconnect.
  pool.on('connect', (client) => {
    client.on('error', (error) =>
      log.warn({ err: error }, 'realtime: the LISTEN connection failed'),
    );
  });
  const adapter = createAdapter(pool, {
    errorHandler: (error: Error) => log.warn({ err: error }, 'realtime adapter error'),
  });

  return {
    adapter,

    /**
     * Resolves once the adapter LISTENs, so that nothing another process broadcasts right after
     * start-up is missed, and so that closing never races the connection being opened (a
     * connection checked out after close would keep the pool, and the process, alive). The
     * adapter does not expose this state; it is read from its PubSubClient, and when that
     * shape is not found start-up goes on without waiting.
     */
    async listening(namespaceAdapter: object): Promise<void> {
      const pubSub: unknown = Reflect.get(namespaceAdapter, 'client');
      if (typeof pubSub !== 'object' || pubSub === null || !('channels' in pubSub)) {
        log.warn('realtime: cannot tell when the PostgreSQL adapter listens; not waiting');
        return;
      }
      const deadline = Date.now() + LISTEN_TIMEOUT_MS;
      while (Reflect.get(pubSub, 'client') === undefined) {
        if (Date.now() > deadline) throw new Error('realtime: the adapter could not LISTEN');
        await new Promise((resolve) => setTimeout(resolve, LISTEN_POLL_MS));
      }
    },

    /** Ends the pool once the Socket.IO server (and with it the adapter) has closed. */
    close: () => pool.end(),
  };
}
