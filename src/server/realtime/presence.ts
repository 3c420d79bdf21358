import type { FastifyBaseLogger } from 'fastify';
import { userRoom } from '../../shared/realtime.js';
import { isForeignKeyViolation } from '../db/errors.js';
import type { PresenceRepository } from './presence.repository.js';
import type { RealtimeServer, RealtimeSocket } from './socket-types.js';

export interface PresenceOptions {
  io: RealtimeServer;
  repository: PresenceRepository;
  /** Other processes may share the database: tell them about changes through the adapter. */
  clustered: boolean;
  /** How often this process proves it is alive, re-checks sessions and re-syncs its sockets. */
  heartbeatMs: number;
  log: FastifyBaseLogger;
}

/**
 * Who is online, for the sockets of this process. A user is online while one of their sockets
 * has a row in presence_sockets on a live process. When a user's first socket here connects or
 * their last one here leaves, every process (this one directly, the others through the adapter)
 * recomputes the snapshot of its own sockets' users who share a conversation with them, and sends
 * it only when it differs from the last one sent. Recomputations run one at a time, each reading
 * the database after the change that caused it, so the last snapshot sent is always current;
 * the heartbeat re-syncs every user here, which repairs a notification lost in transit.
 */
export function createPresence({ io, repository, clustered, heartbeatMs, log }: PresenceOptions) {
  const socketsHere = new Map<string, RealtimeSocket>();
  const usersHere = new Map<string, Set<string>>();
  /** Row writes still running, so that a quick disconnect removes the row after it exists. */
  const registering = new Map<string, Promise<void>>();
  /** The snapshot last sent to each user here, to send only changes. */
  const lastSent = new Map<string, string>();

  const changedUsers = new Set<string>();
  const viewersToRefresh = new Set<string>();
  const socketsToGreet = new Set<string>();
  let flushing: Promise<void> | null = null;
  let ticking: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const hasWork = () =>
    !closed && changedUsers.size + viewersToRefresh.size + socketsToGreet.size > 0;

  async function flushOnce(): Promise<void> {
    const changed = [...changedUsers];
    const viewers = new Set(viewersToRefresh);
    const greet = [...socketsToGreet];
    changedUsers.clear();
    viewersToRefresh.clear();
    socketsToGreet.clear();
    if (changed.length > 0) {
      for (const contact of await repository.contactsOf(changed)) viewers.add(contact);
    }
    for (const socketId of greet) {
      const socket = socketsHere.get(socketId);
      if (socket) viewers.add(socket.data.userId);
    }
    const here = [...viewers].filter((id) => usersHere.has(id));
    if (here.length === 0) return;
    const online = await repository.onlineContactsOf(here);
    for (const viewer of here) {
      const snapshot = (online.get(viewer) ?? []).sort();
      const key = snapshot.join(',');
      if (lastSent.get(viewer) !== key && usersHere.has(viewer)) {
        lastSent.set(viewer, key);
        io.local.to(userRoom(viewer)).emit('presence', { online: snapshot });
        continue;
      }
      for (const socketId of greet) {
        const socket = socketsHere.get(socketId);
        if (socket?.data.userId === viewer) socket.emit('presence', { online: snapshot });
      }
    }
  }

  function flush(): void {
    if (flushing || closed) return;
    flushing = (async () => {
      while (hasWork()) await flushOnce();
    })()
      .catch((error: unknown) => log.warn({ err: error }, 'presence update failed'))
      .finally(() => {
        flushing = null;
        // Work queued between the loop's last check and here would otherwise wait for a beat.
        if (hasWork()) flush();
      });
  }

  /** These users came online or went offline here or elsewhere: refresh their contacts here. */
  function receiveChange(userIds: readonly string[]): void {
    for (const id of userIds) changedUsers.add(id);
    flush();
  }

  /** These users' contacts may have changed (a conversation started or removed). */
  function receiveRefresh(viewerIds: readonly string[]): void {
    for (const id of viewerIds) viewersToRefresh.add(id);
    flush();
  }

  function announce(userIds: readonly string[]): void {
    if (userIds.length === 0) return;
    receiveChange(userIds);
    if (clustered) io.serverSideEmit('presence:changed', [...userIds]);
  }

  function forget(socket: RealtimeSocket): boolean {
    const { userId } = socket.data;
    socketsHere.delete(socket.id);
    const mine = usersHere.get(userId);
    mine?.delete(socket.id);
    if (mine?.size !== 0) return false;
    usersHere.delete(userId);
    lastSent.delete(userId);
    return true;
  }

  async function disconnected(socket: RealtimeSocket): Promise<void> {
    const lastHere = forget(socket);
    await registering.get(socket.id);
    registering.delete(socket.id);
    if (closed) return;
    await repository.removeSocket(socket.id);
    if (lastHere) announce([socket.data.userId]);
  }

  async function connected(socket: RealtimeSocket): Promise<void> {
    if (closed) {
      socket.disconnect(true);
      return;
    }
    const { userId } = socket.data;
    const firstHere = !usersHere.has(userId);
    socketsHere.set(socket.id, socket);
    usersHere.set(userId, (usersHere.get(userId) ?? new Set()).add(socket.id));
    socket.on('disconnect', () => {
      disconnected(socket).catch((error: unknown) =>
        log.warn({ err: error }, 'presence: removing a socket failed'),
      );
    });
    // Registered before the first await, so that a disconnect arriving meanwhile waits for the row.
    const write = repository.addSockets([{ socketId: socket.id, userId }]);
    registering.set(
      socket.id,
      write.catch(() => undefined),
    );
    try {
      await socket.join(userRoom(userId));
      await write;
    } catch (error) {
      // The account was deleted during the handshake (its row is gone): nothing to keep, and
      // nothing wrong. Any other failure is worth a warning.
      if (isForeignKeyViolation(error))
        log.info({ userId }, 'presence: the account went meanwhile');
      else log.warn({ err: error }, 'presence: recording a socket failed');
      socket.disconnect(true);
      return;
    }
    socketsToGreet.add(socket.id);
    if (firstHere) announce([userId]);
    else flush();
  }

  /** Disconnects the sockets whose session ended or whose role lost the messenger. */
  async function dropEndedSessions(): Promise<void> {
    const sockets = [...socketsHere.values()];
    if (sockets.length === 0) return;
    const usable = await repository.usableSessions(sockets.map((s) => s.data.sessionId));
    for (const socket of sockets) {
      if (!usable.has(socket.data.sessionId)) socket.disconnect(true);
    }
  }

  async function tick(): Promise<void> {
    if (!(await repository.beat())) {
      // Another process reaped this one after a stall: write its sockets again.
      const sockets = [...socketsHere.values()];
      await repository.addSockets(sockets.map((s) => ({ socketId: s.id, userId: s.data.userId })));
      announce([...usersHere.keys()]);
    }
    announce(await repository.reap());
    await dropEndedSessions();
    for (const userId of usersHere.keys()) viewersToRefresh.add(userId);
    flush();
  }

  return {
    connected,
    receiveChange,
    receiveRefresh,

    /** Sends fresh snapshots to these users, on every process, if theirs changed. */
    refresh(viewerIds: readonly string[]): void {
      if (viewerIds.length === 0) return;
      receiveRefresh(viewerIds);
      if (clustered) io.serverSideEmit('presence:refresh', [...viewerIds]);
    },

    /** Registers this process, clears what a crashed one left, and starts the heartbeat. */
    async start(): Promise<void> {
      await repository.beat();
      await repository.reap(!clustered);
      timer = setInterval(() => {
        if (ticking || closed) return;
        ticking = tick()
          .catch((error: unknown) => log.warn({ err: error }, 'presence heartbeat failed'))
          .finally(() => {
            ticking = null;
          });
      }, heartbeatMs);
      timer.unref();
    },

    /** Runs one heartbeat now (tests). */
    async beatNow(): Promise<void> {
      await tick();
      await flushing;
    },

    /** Resolves when the queued snapshots have been sent (tests). */
    async settled(): Promise<void> {
      while (flushing) await flushing;
    },

    /**
     * Shutdown: removes this process's rows and tells the other processes, before the adapter
     * and the database close. The sockets are left to `io.close()`, which drops their transport
     * without a disconnect packet, so browsers reconnect (to another process, or this one once
     * it is back) instead of taking it for a refusal.
     */
    async close(): Promise<void> {
      closed = true;
      clearInterval(timer);
      await ticking;
      await Promise.all(registering.values());
      await flushing;
      const users = await repository.removeServer();
      if (clustered && users.length > 0) io.serverSideEmit('presence:changed', users);
    },
  };
}

export type Presence = ReturnType<typeof createPresence>;
