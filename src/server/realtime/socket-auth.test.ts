import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userRoom } from '../../shared/realtime.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app.js';
import { FORBIDDEN, UNAUTHORIZED } from './socket-auth.js';
import { clientPool } from '../test/realtime-clients.js';

describe('the realtime handshake', () => {
  let t: TestApp;
  let baseUrl: string;
  const pool = clientPool(TEST_ORIGIN);
  const open = (options: Parameters<typeof pool.connect>[1]) => pool.connect(baseUrl, options);

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    pool.closeAll();
  });
  afterAll(() => t.close());

  it('refuses a handshake without a session cookie', async () => {
    expect(await open({}).refusal()).toBe(UNAUTHORIZED);
  });

  it('refuses a cookie that names no session', async () => {
    const cookie = 'coverdesk.session_token=not-a-session.signature';
    expect(await open({ cookie }).refusal()).toBe(UNAUTHORIZED);
  });

  it('refuses accounts whose role has no messenger: role user and no role', async () => {
    const pending = await t.account('user');
    const roleless = await t.account('none');
    expect(await open({ cookie: pending.cookie }).refusal()).toBe(FORBIDDEN);
    expect(await open({ cookie: roleless.cookie }).refusal()).toBe(FORBIDDEN);
  });

  it('lets every messenger role connect and puts the socket in its user room', async () => {
    for (const role of ['admin', 'supervisor', 'dispatch', 'customer'] as const) {
      const person = await t.account(role);
      await open({ cookie: person.cookie }).connected();
      const sockets = await t.app.realtime.io.in(userRoom(person.id)).fetchSockets();
      expect(sockets.map((socket) => socket.data.userId)).toEqual([person.id]);
    }
  });

  it('works over HTTP long-polling too', async () => {
    const person = await t.account('dispatch');
    const client = open({ cookie: person.cookie, transport: 'polling' });
    await client.connected();
    expect(await client.next('presence')).toEqual({ online: [] });
  });

  it('refuses another origin, and a request that names none, before reading the session', async () => {
    const person = await t.account('admin');
    for (const origin of ['http://evil.example', null]) {
      const client = open({ cookie: person.cookie, origin });
      expect(await client.refusal()).not.toBe(UNAUTHORIZED);
      expect(client.socket.connected).toBe(false);
    }
    const polling = open({
      cookie: person.cookie,
      origin: 'http://evil.example',
      transport: 'polling',
    });
    expect(await polling.refusal()).not.toBe(UNAUTHORIZED);
  });

  it('refuses a session that was signed out, and accepts a reconnect while it lasts', async () => {
    const person = await t.signInAs('supervisor');
    const first = open({ cookie: person.cookie });
    await first.connected();
    first.close();
    const again = open({ cookie: person.cookie });
    await again.connected();
    expect(await again.next('presence')).toEqual({ online: [] });

    const signOut = await t.request({
      method: 'POST',
      url: '/api/auth/sign-out',
      cookie: person.cookie,
    });
    expect(signOut.statusCode).toBe(200);
    expect(await open({ cookie: person.cookie }).refusal()).toBe(UNAUTHORIZED);
  });
});
