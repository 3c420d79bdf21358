import { AsyncLocalStorage, executionAsyncId } from 'node:async_hooks';
import { fromNodeHeaders } from 'better-auth/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { scopeAuthStorage } from './auth-storage-scope.js';

/**
 * Whether promises are tracked: a `then` callback runs with an async id of its own only while
 * promise hooks are on (node's async_hooks documentation, "Promise execution tracking").
 */
const promisesTracked = async () => (await Promise.resolve().then(() => executionAsyncId())) !== 0;

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A stand-in for better-auth: its endpoints read a storage across awaits, as better-auth does. */
function fakeAuth(storage: AsyncLocalStorage<string>) {
  const read = async (label: string, ticks = 2) =>
    storage.run(label, async () => {
      for (let i = 0; i < ticks; i++) await tick();
      return storage.getStore();
    });
  const endpoint = Object.assign((label: string, ticks?: number) => read(label, ticks), {
    path: '/read',
  });
  const failing = (label: string) =>
    storage.run(label, async () => {
      await tick();
      throw new Error(`failed ${label}`);
    });
  return {
    handler: async (request: Request) => new Response(await read(request.url)),
    api: { read: endpoint, failing, basePath: '/api/auth' },
  };
}

describe('scopeAuthStorage', () => {
  const setUp = () => {
    const storage = new AsyncLocalStorage<string>();
    return { storage, auth: scopeAuthStorage(fakeAuth(storage), async () => [storage]) };
  };

  it('leaves promises untracked once a call has settled, and its storage worked during it', async () => {
    const { auth } = setUp();
    expect(await auth.api.read('first')).toBe('first');
    expect(await promisesTracked()).toBe(false);
    expect(await (await auth.handler(new Request('http://coverdesk.test/x'))).text()).toBe(
      'http://coverdesk.test/x',
    );
    expect(await promisesTracked()).toBe(false);
  });

  it('keeps the storage for a call still in flight when another one ends', async () => {
    const { auth } = setUp();
    const long = auth.api.read('long', 20);
    expect(await auth.api.read('short')).toBe('short');
    expect(await promisesTracked()).toBe(true);
    expect(await long).toBe('long');
    expect(await promisesTracked()).toBe(false);
  });

  it('disables the storage after a call that throws, and passes the error on', async () => {
    const { auth } = setUp();
    await expect(auth.api.failing('bad')).rejects.toThrow('failed bad');
    expect(await promisesTracked()).toBe(false);
  });

  it('leaves what is not a function, and the properties of endpoints, as they are', () => {
    const { auth } = setUp();
    expect(auth.api.basePath).toBe('/api/auth');
    expect(auth.api.read.path).toBe('/read');
    expect(auth.api.read).toBe(auth.api.read);
  });
});

describe("the app's better-auth", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('leaves promises untracked after signing in and reading the session through it', async () => {
    const user = await t.signInAs('supervisor');
    expect(await promisesTracked()).toBe(false);

    const session = await t.app.auth.api.getSession({
      headers: fromNodeHeaders({ cookie: user.cookie }),
    });
    expect(session?.user.email).toBe(user.email);
    expect(await promisesTracked()).toBe(false);

    const me = await t.request({ method: 'GET', url: '/api/me', cookie: user.cookie });
    expect(me.statusCode).toBe(200);
    expect(await promisesTracked()).toBe(false);
  });
});
