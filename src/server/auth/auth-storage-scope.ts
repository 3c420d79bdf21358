import type { AsyncLocalStorage } from 'node:async_hooks';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

/** What of better-auth's instance is called from outside: its HTTP handler and its API. */
interface AuthEntryPoints {
  handler: (request: Request) => Promise<Response>;
  api: object;
}

/**
 * better-auth's storages for the call in progress: its endpoint context, its request state and
 * its transaction. The getters make them if they do not exist yet, so these are the instances
 * better-auth itself uses (they live on its process-wide global).
 */
function betterAuthStorages(): Promise<AsyncLocalStorage<unknown>[]> {
  return Promise.all([
    // Deprecated for reading the context, which is not done here: it is the only way to reach
    // the storage itself.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    getCurrentAuthContextAsyncLocalStorage(),
    getRequestStateAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ]);
}

/**
 * Keeps better-auth's AsyncLocalStorage from costing every request of the app.
 *
 * better-auth keeps what one of its calls needs (the request, a transaction) in
 * AsyncLocalStorage. On Node 20 a storage's first `run()` turns on promise tracking for the
 * whole process, and it stays on: after the first sign-in, every promise of every request —
 * a cached dashboard read makes dozens — paid for it, a third of that read's throughput. Tracking
 * goes off when no storage is enabled, so calls into better-auth are counted here, and when the
 * last one in flight has settled, its storages are disabled until the next call runs them again.
 * better-auth does no work of a call after the call has settled (it has no background tasks
 * configured), so nothing of its still reads a storage then.
 *
 * Every way in is wrapped — the handler and each function of `api` — so that a call cannot be
 * cut off by another one ending. Node 24's storages do not use promise hooks; there this costs
 * a counter.
 */
export function scopeAuthStorage<Auth extends AuthEntryPoints>(
  auth: Auth,
  storages: () => Promise<AsyncLocalStorage<unknown>[]> = betterAuthStorages,
): Auth {
  const ready = storages();
  let inFlight = 0;

  async function within<T>(call: () => Promise<T>): Promise<T> {
    // Known before the call starts, so that its end disables them without waiting in between.
    const known = await ready;
    inFlight += 1;
    try {
      return await call();
    } finally {
      inFlight -= 1;
      if (inFlight === 0) for (const storage of known) storage.disable();
    }
  }

  const scoped = new Map<PropertyKey, unknown>();
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      if (!scoped.has(key)) {
        scoped.set(
          key,
          new Proxy(value, {
            apply: (endpoint, self: unknown, args: unknown[]) =>
              within(async (): Promise<unknown> => Reflect.apply(endpoint, self, args)),
          }),
        );
      }
      return scoped.get(key);
    },
  });
  const handler = (request: Request) => within(() => auth.handler(request));
  return { ...auth, handler, api };
}
