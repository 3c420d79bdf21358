import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, type TestApp } from '../../test/test-app.js';

describe('/api/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 without a session', async () => {
    const response = await t.request({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'You must be logged in', code: 'UNAUTHORIZED' });
  });

  it('returns the signed-in profile without a secret', async () => {
    const user = await t.signInAs('supervisor', { firstName: 'Sam', lastName: 'Vega' });
    const response = await t.request({ method: 'GET', url: '/api/me', cookie: user.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      email: user.email,
      firstName: 'Sam',
      lastName: 'Vega',
      role: 'supervisor',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('reports no role as null', async () => {
    const user = await t.signInAs(null);
    const response = await t.request({ method: 'GET', url: '/api/me', cookie: user.cookie });
    expect(response.json().role).toBeNull();
  });

  it('updates first and last name, trimmed', async () => {
    const user = await t.signInAs('dispatch');
    const response = await t.request({
      method: 'PATCH',
      url: '/api/me',
      cookie: user.cookie,
      payload: { firstName: '  Dana ', lastName: ' Ruiz  ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Dana', lastName: 'Ruiz' });
    const again = await t.request({ method: 'GET', url: '/api/me', cookie: user.cookie });
    expect(again.json()).toMatchObject({ firstName: 'Dana', lastName: 'Ruiz' });
  });

  it('refuses blank names and changes nothing', async () => {
    const user = await t.signInAs('dispatch', { firstName: 'Kim', lastName: 'Lee' });
    const response = await t.request({
      method: 'PATCH',
      url: '/api/me',
      cookie: user.cookie,
      payload: { firstName: '   ', lastName: 'Lee' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'First name and last name are required',
      code: 'INVALID_INPUT',
    });
    const me = await t.request({ method: 'GET', url: '/api/me', cookie: user.cookie });
    expect(me.json()).toMatchObject({ firstName: 'Kim', lastName: 'Lee' });
  });

  it('refuses a profile change without a session', async () => {
    const response = await t.request({
      method: 'PATCH',
      url: '/api/me',
      payload: { firstName: 'A', lastName: 'B' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('You must be logged in');
  });

  it('lets the user with role user or none edit their own profile', async () => {
    const user = await t.signInAs('user');
    const response = await t.request({
      method: 'PATCH',
      url: '/api/me',
      cookie: user.cookie,
      payload: { firstName: 'New', lastName: 'Hire' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /api/me/password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('asks for the current password and refuses a wrong one', async () => {
    const user = await t.signInAs('customer');
    const response = await t.request({
      method: 'POST',
      url: '/api/me/password',
      cookie: user.cookie,
      payload: { currentPassword: 'wrong-one', newPassword: 'brand-new-pass' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Current password is incorrect');
    await expect(t.signIn(user.email, user.password)).resolves.toContain('coverdesk.session_token');
  });

  it('limits wrong current passwords like sign-ins: a held session cannot guess faster', async () => {
    const limited = await createTestApp({ SIGN_IN_RATE_LIMIT: '2' });
    try {
      const user = await limited.signInAs('dispatch');
      const change = (currentPassword: string) =>
        limited.request({
          method: 'POST',
          url: '/api/me/password',
          cookie: user.cookie,
          payload: { currentPassword, newPassword: 'brand-new-pass' },
        });
      expect((await change('guess-one')).statusCode).toBe(400);
      expect((await change('guess-two')).statusCode).toBe(400);
      const refused = await change(user.password);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatch(/^Too many wrong passwords\. Try again in \d+ minute/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await expect(limited.signIn(user.email, user.password)).resolves.toContain('session_token');
    } finally {
      await limited.close();
    }
  });

  it('refuses a short new password', async () => {
    const user = await t.signInAs('customer');
    const response = await t.request({
      method: 'POST',
      url: '/api/me/password',
      cookie: user.cookie,
      payload: { currentPassword: user.password, newPassword: '12345' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Password must be at least 6 characters long',
      fields: { newPassword: 'Password must be at least 6 characters long' },
    });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const user = await t.signInAs('admin');
    const otherDevice = await t.signIn(user.email, user.password);
    const response = await t.request({
      method: 'POST',
      url: '/api/me/password',
      cookie: user.cookie,
      payload: { currentPassword: user.password, newPassword: 'a-new-secret' },
    });
    expect(response.statusCode).toBe(200);
    const renewed = cookieFrom(response) || user.cookie;

    const here = await t.request({ method: 'GET', url: '/api/me', cookie: renewed });
    expect(here.statusCode).toBe(200);
    const there = await t.request({ method: 'GET', url: '/api/me', cookie: otherDevice });
    expect(there.statusCode).toBe(401);

    await expect(t.signIn(user.email, user.password)).rejects.toThrow(/401/);
    await expect(t.signIn(user.email, 'a-new-secret')).resolves.toContain('coverdesk');
  });
});

describe('GET /api/session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with no user for a visitor', async () => {
    const response = await t.request({ method: 'GET', url: '/api/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });

  it('answers the signed-in user', async () => {
    const user = await t.signInAs('customer');
    const response = await t.request({ method: 'GET', url: '/api/session', cookie: user.cookie });
    expect(response.json().user).toMatchObject({ id: user.id, role: 'customer' });
  });

  it('answers no user once the session has ended', async () => {
    const user = await t.signInAs('customer');
    await t.app.database.db.deleteFrom('session').where('userId', '=', user.id).execute();
    const response = await t.request({ method: 'GET', url: '/api/session', cookie: user.cookie });
    expect(response.json()).toEqual({ user: null });
  });
});
