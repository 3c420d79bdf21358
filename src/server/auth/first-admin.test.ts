import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { ensureFirstAdmin } from './first-admin.js';

describe('ensureFirstAdmin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAIL: 'Chief@Example.com', ADMIN_PASSWORD: 'chief-password' });
  });
  afterAll(() => t.close());

  it('creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD once', async () => {
    const first = await ensureFirstAdmin(t.config, t.app.database, t.app.auth, t.app.log);
    expect(first).toEqual({ email: 'chief@example.com', generatedPassword: null });
    const cookie = await t.signIn('chief@example.com', 'chief-password');
    const me = await t.request({ method: 'GET', url: '/api/me', cookie });
    expect(me.json()).toMatchObject({ role: 'admin', firstName: 'Admin' });

    expect(await ensureFirstAdmin(t.config, t.app.database, t.app.auth, t.app.log)).toBeNull();
  });
});

describe('ensureFirstAdmin with an existing account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAIL: 'boss@example.com' });
  });
  afterAll(() => t.close());

  it('promotes the account that holds ADMIN_EMAIL instead of failing', async () => {
    const existing = await t.createUser({ role: 'user', email: 'boss@example.com' });
    const result = await ensureFirstAdmin(t.config, t.app.database, t.app.auth, t.app.log);
    expect(result).toEqual({ email: 'boss@example.com', generatedPassword: null });
    const cookie = await t.signIn(existing.email, existing.password);
    const me = await t.request({ method: 'GET', url: '/api/me', cookie });
    expect(me.json().role).toBe('admin');
  });
});
