import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app.js';

describe('sign-in and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, remoteAddress = '192.0.2.10') =>
    t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
      remoteAddress,
    });

  it('signs in with email and password and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const user = await t.createUser({ role: 'dispatch', email: 'Dispatch.One@Example.com' });
    const response = await signIn('dispatch.one@example.com', user.password);
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^coverdesk\.session_token=/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Max-Age=604800');
    expect(response.json()).not.toHaveProperty('token');

    const me = await t.request({ method: 'GET', url: '/api/me', cookie: cookieFrom(response) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'dispatch.one@example.com', role: 'dispatch' });
  });

  it('answers the same message for a wrong password and an unknown email', async () => {
    const user = await t.createUser();
    const wrong = await signIn(user.email, 'not-the-password', '192.0.2.11');
    const unknown = await signIn('nobody@example.com', 'whatever-password', '192.0.2.12');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
    expect(unknown.json().message).toBe('Invalid email or password');
  });

  it('ends the session on sign-out', async () => {
    const user = await t.signInAs('supervisor');
    const out = await t.request({ method: 'POST', url: '/api/auth/sign-out', cookie: user.cookie });
    expect(out.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/me', cookie: user.cookie });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ error: 'You must be logged in', code: 'UNAUTHORIZED' });
  });

  it('never returns the session token to page scripts', async () => {
    const user = await t.signInAs('admin');
    const session = await t.request({
      method: 'GET',
      url: '/api/auth/get-session',
      cookie: user.cookie,
    });
    expect(session.statusCode).toBe(200);
    expect(session.body).not.toContain(user.cookie.split('=')[1]?.split('.')[0] ?? 'x');
    expect(session.json().session).not.toHaveProperty('token');
  });

  it('refuses sign-in from another origin', async () => {
    const user = await t.createUser();
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: user.password },
      headers: { origin: 'https://evil.example' },
      remoteAddress: '192.0.2.13',
    });
    expect(response.statusCode).toBe(403);
  });

  it('does not offer public sign-up', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'new@example.com', password: 'password123', name: 'New' },
    });
    expect(response.statusCode).toBe(404);
    const count = await t.app.database.db
      .selectFrom('user')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('email', '=', 'new@example.com')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('ends sessions at once when the account is deleted', async () => {
    const user = await t.signInAs('customer');
    await t.app.database.db.deleteFrom('session').where('userId', '=', user.id).execute();
    await t.app.database.db.deleteFrom('account').where('userId', '=', user.id).execute();
    await t.app.database.db.deleteFrom('user').where('id', '=', user.id).execute();
    const me = await t.request({ method: 'GET', url: '/api/me', cookie: user.cookie });
    expect(me.statusCode).toBe(401);
  });

  it('uses the app origin in trusted origins', () => {
    expect(t.config.trustedOrigins).toContain(TEST_ORIGIN);
  });
});

describe('a server on localhost', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
  });
  afterAll(() => t.close());

  it('signs in a browser that opened it as 127.0.0.1, and no other origin', async () => {
    const user = await t.createUser({ role: 'dispatch' });
    const signIn = (origin: string) =>
      t.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: user.email, password: user.password },
        headers: { origin },
      });
    expect((await signIn('http://127.0.0.1:3000')).statusCode).toBe(200);
    expect((await signIn('http://localhost:3000')).statusCode).toBe(200);
    expect((await signIn('http://127.0.0.1:4000')).statusCode).toBe(403);
  });
});

describe('sessions behind HTTPS', () => {
  const origin = 'https://coverdesk.test';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: origin });
  });
  afterAll(() => t.close());

  it('sets a Secure, httpOnly, SameSite=Lax cookie that browsers keep to HTTPS', async () => {
    const user = await t.createUser({ role: 'dispatch' });
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: user.password },
      headers: { origin },
    });
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Secure-coverdesk\.session_token=/);
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    const me = await t.request({ method: 'GET', url: '/api/me', cookie: cookieFrom(response) });
    expect(me.json()).toMatchObject({ email: user.email, role: 'dispatch' });
  });
});
