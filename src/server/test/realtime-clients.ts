import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/realtime.js';
import type { DB } from '../db/schema.js';
import { nowIso } from '../db/timestamps.js';

/** Test support for the realtime tests (not a test file itself). */

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

const WAIT_MS = 5_000;

export interface TestClient {
  socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  /** Every event received, in order. */
  received: { event: string; payload: unknown; at: number }[];
  /** A position in `received`, to wait only for what comes after it. */
  mark(): number;
  /** The first `event` after `since` that `match` accepts, waiting for it when not there yet. */
  next<E extends EventName>(
    event: E,
    match?: (payload: Payload<E>) => boolean,
    since?: number,
  ): Promise<Payload<E>>;
  /** The payloads of `event` received so far. */
  all<E extends EventName>(event: E): Payload<E>[];
  /** Resolves once connected; rejects with the server's refusal. */
  connected(): Promise<void>;
  /** The message of the connect_error that refused the handshake. */
  refusal(): Promise<string>;
  /** Resolves with the reason once the connection ends (call it before causing that). */
  disconnected(): Promise<string>;
  close(): void;
}

function withTimeout<T>(promise: Promise<T>, what: string, ms = WAIT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The clients a test file opens, all with the app's Origin; `closeAll` in afterEach leaves the
 * next test with nobody connected.
 */
export function clientPool(origin: string) {
  const clients: TestClient[] = [];
  const connect = (baseUrl: string, options: Parameters<typeof connectClient>[1] = {}) => {
    const client = connectClient(baseUrl, { origin, ...options });
    clients.push(client);
    return client;
  };
  return {
    connect,
    /** A connected tab of `person`. */
    async open(baseUrl: string, person: { cookie: string }): Promise<TestClient> {
      const client = connect(baseUrl, { cookie: person.cookie });
      await client.connected();
      return client;
    },
    closeAll(): void {
      for (const client of clients.splice(0)) client.close();
    },
  };
}

/**
 * A socket.io-client connection as a browser tab would open it: the session cookie and the
 * app's Origin, over WebSocket unless told otherwise, without automatic reconnection (tests
 * reconnect on purpose).
 */
export function connectClient(
  baseUrl: string,
  options: { cookie?: string; origin?: string | null; transport?: 'websocket' | 'polling' } = {},
): TestClient {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  const socket: TestClient['socket'] = io(baseUrl, {
    path: '/socket.io',
    transports: [options.transport ?? 'websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
  const received: TestClient['received'] = [];
  const waiters = new Set<() => void>();
  socket.onAny((event: string, payload: unknown) => {
    received.push({ event, payload, at: Date.now() });
    for (const wake of waiters) wake();
  });

  const find = <E extends EventName>(
    event: E,
    match: (payload: Payload<E>) => boolean,
    since: number,
  ) =>
    received
      .slice(since)
      .find((entry) => entry.event === event && match(entry.payload as Payload<E>));

  return {
    socket,
    received,
    mark: () => received.length,
    all: <E extends EventName>(event: E) =>
      received.filter((entry) => entry.event === event).map((entry) => entry.payload as Payload<E>),
    next<E extends EventName>(
      event: E,
      match: (payload: Payload<E>) => boolean = () => true,
      since = 0,
    ) {
      const found = new Promise<Payload<E>>((resolve) => {
        const check = () => {
          const entry = find(event, match, since);
          if (!entry) return;
          waiters.delete(check);
          resolve(entry.payload as Payload<E>);
        };
        waiters.add(check);
        check();
      });
      return withTimeout(found, `'${event}'`);
    },
    connected: () =>
      withTimeout(
        new Promise<void>((resolve, reject) => {
          if (socket.connected) resolve();
          socket.once('connect', () => resolve());
          socket.once('connect_error', (error) => reject(error));
        }),
        'connect',
      ),
    refusal: () =>
      withTimeout(
        new Promise<string>((resolve, reject) => {
          socket.once('connect', () => reject(new Error('connected, expected a refusal')));
          socket.once('connect_error', (error) => resolve(error.message));
        }),
        'connect_error',
      ),
    disconnected: () =>
      withTimeout(
        new Promise<string>((resolve) => {
          socket.once('disconnect', (reason) => resolve(reason));
        }),
        'disconnect',
      ),
    close: () => {
      socket.disconnect();
    },
  };
}

/** A conversation with these participants, straight in the database. */
export async function createConversation(
  db: Kysely<DB>,
  participantIds: readonly string[],
): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  await db.insertInto('conversations').values({ id, createdAt: now, updatedAt: now }).execute();
  await db
    .insertInto('conversationParticipants')
    .values(participantIds.map((userId) => ({ conversationId: id, userId, lastReadAt: null })))
    .execute();
  return id;
}
