import type { ShiftEventKind } from '../../src/shared/realtime.js';
import type { Connection } from './socket-clients.js';

/** When each guard's phone heard an event about a request ('offered', 'accepted', …). */
interface Heard {
  /** performance.now() of the first receipt. */
  at: number;
  count: number;
}

/**
 * Every 'shifts:changed' the guards' sockets receive, by request and kind, with the instant
 * each guard first heard it and how often (twice is a duplicate). `userId` of a connection is
 * the guard's id.
 */
export function shiftEventLog(connections: readonly Connection[]) {
  const heard = new Map<string, Map<string, Heard>>();
  const waiters = new Set<() => void>();
  const keyOf = (requestId: string, kind: ShiftEventKind) => `${requestId} ${kind}`;

  for (const { socket, userId } of connections) {
    socket.on('shifts:changed', (event) => {
      const at = performance.now();
      const key = keyOf(event.requestId, event.kind);
      let byGuard = heard.get(key);
      if (!byGuard) {
        byGuard = new Map();
        heard.set(key, byGuard);
      }
      const seen = byGuard.get(userId);
      if (seen) seen.count += 1;
      else byGuard.set(userId, { at, count: 1 });
      for (const waiter of waiters) waiter();
    });
  }

  /** Who heard the event so far (a guard's first receipt, and how often). */
  const of = (requestId: string, kind: ShiftEventKind): ReadonlyMap<string, Heard> =>
    heard.get(keyOf(requestId, kind)) ?? new Map<string, Heard>();

  return {
    of,
    /** Resolves once `count` guards heard the event, or after `timeoutMs`. */
    async waitFor(
      requestId: string,
      kind: ShiftEventKind,
      count: number,
      timeoutMs: number,
    ): Promise<void> {
      if (of(requestId, kind).size >= count) return;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const check = () => {
          if (of(requestId, kind).size >= count) done();
        };
        const timer = setTimeout(done, timeoutMs);
        waiters.add(check);
      });
    },
  };
}

export type ShiftEventLog = ReturnType<typeof shiftEventLog>;
