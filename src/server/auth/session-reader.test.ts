import { createHmac } from 'node:crypto';
import { fromNodeHeaders } from 'better-auth/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoverageRequest, createLocation } from '../test/builders.js';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app.js';
import { createSessionReader, type SessionReader } from './session-reader.js';

const DAY = 24 * 60 * 60 * 1000;

describe('createSessionReader', () => {
  let t: TestApp;
  let read: SessionReader;
  let cookieName: string;
  beforeAll(async () => {
    t = await createTestApp();
    read = await createSessionReader(t.app.auth, t.app.database);
    cookieName = (await t.app.auth.$context).authCookies.sessionToken.name;
  });
  afterAll(() => t.close());

  const tokenOf = (user: TestUser) =>
    decodeURIComponent(user.cookie.split(`${cookieName}=`)[1]?.split(';')[0] ?? '').split('.')[0] ??
    '';
  const signed = (token: string) =>
    `${cookieName}=${encodeURIComponent(
      `${token}.${createHmac('sha256', t.config.authSecret).update(token).digest('base64')}`,
    )}`;
  const setExpiry = (user: TestUser, expiresAt: Date) =>
    t.app.database.db
      .updateTable('session')
      .set({ expiresAt: t.app.database.dialect === 'sqlite' ? expiresAt.toISOString() : expiresAt })
      .where('token', '=', tokenOf(user))
      .execute();
  const sessionOf = (user: TestUser) =>
    t.app.auth.api.getSession({ headers: fromNodeHeaders({ cookie: user.cookie }) });

  it('answers what better-auth answers for a live session, with one read', async () => {
    const user = await t.signInAs('supervisor', { firstName: 'Sam', lastName: 'Reader' });
    const fromAuth = await sessionOf(user);
    expect(await read(user.cookie)).toEqual({
      id: fromAuth?.user.id,
      email: fromAuth?.user.email,
      firstName: 'Sam',
      lastName: 'Reader',
      role: 'supervisor',
      sessionId: fromAuth?.session.id,
    });
  });

  it('reads the role afresh each time', async () => {
    const user = await t.signInAs('dispatch');
    await t.app.database.db
      .updateTable('user')
      .set({ role: 'customer' })
      .where('id', '=', user.id)
      .execute();
    expect((await read(user.cookie))?.role).toBe('customer');
  });

  it('leaves a bad signature, an unknown token and a doubled cookie to better-auth', async () => {
    const user = await t.signInAs('admin');
    const [name, value] = user.cookie.split('=');
    const forged = `${name}=${value?.slice(0, -6)}AAAA%3D`;
    expect(await read(forged)).toBeUndefined();
    expect(await read(signed('no-such-token'))).toBeUndefined();
    expect(await read(`${user.cookie}; ${user.cookie}`)).toBeUndefined();
    expect(await read('theme=dark')).toBeUndefined();

    const answer = await t.request({ method: 'GET', url: '/api/locations', cookie: forged });
    expect(answer.statusCode).toBe(401);
  });

  it('leaves an expired session to better-auth, which refuses it', async () => {
    const user = await t.signInAs('admin');
    await setExpiry(user, new Date(Date.now() - 1000));
    expect(await read(user.cookie)).toBeUndefined();
    const answer = await t.request({ method: 'GET', url: '/api/locations', cookie: user.cookie });
    expect(answer.statusCode).toBe(401);
  });

  it('leaves a session due for its daily refresh to better-auth, which slides it forward', async () => {
    const user = await t.signInAs('admin');
    await setExpiry(user, new Date(Date.now() + 5 * DAY));
    expect(await read(user.cookie)).toBeUndefined();

    const answer = await t.request({ method: 'GET', url: '/api/locations', cookie: user.cookie });
    expect(answer.statusCode).toBe(200);
    expect(String(answer.headers['set-cookie'])).toContain(`${cookieName}=`);
    const after = await sessionOf(user);
    expect(after?.session.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
    expect((await read(user.cookie))?.id).toBe(user.id);
  });

  it('answers the dashboard after a refresh due, through better-auth, with fresh versions', async () => {
    const user = await t.signInAs('supervisor');
    // A month to come: its shift stays open whatever the day the test runs (issue #39).
    const url = '/api/coverage/summary?month=2040-11';
    const before = await t.request({ method: 'GET', url, cookie: user.cookie });
    expect(before.statusCode).toBe(200);
    await setExpiry(user, new Date(Date.now() + 5 * DAY));
    const location = await createLocation(t.app.database.db);
    await createCoverageRequest(t.app.database.db, { locationId: location.id, date: '2040-11-05' });
    const after = await t.request({ method: 'GET', url, cookie: user.cookie });
    expect(after.statusCode).toBe(200);
    expect(String(after.headers['set-cookie'])).toContain(`${cookieName}=`);
    expect(after.json()).toContainEqual({
      locationId: location.id,
      count: 1,
      open: 1,
      uncovered: 0,
    });
  });
});
