import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../../shared/permissions.js';
import { USER_MESSAGES, type ManagedUser } from '../../../shared/users.js';
import { createTestApp, type TestApp, type Who } from '../../test/test-app.js';
import { helpers } from '../../test/users.js';

const NOT_ADMINS = ['anonymous', 'none', 'user', 'customer', 'dispatch', 'supervisor'] as const;
const REFUSED = {
  anonymous: 401,
  none: 403,
  user: 403,
  customer: 403,
  dispatch: 403,
  supervisor: 403,
};

describe('/api/users', () => {
  let t: TestApp;
  let h: ReturnType<typeof helpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = helpers(t);
  });
  afterAll(() => t.close());

  const create = (who: Who, payload: object) => t.as(who, 'POST', '/api/users', payload);
  const newUser = (email: string) => ({
    firstName: 'Nia',
    lastName: 'Park',
    email,
    password: 'secret1',
  });

  it('lets only admins in, and a refused call changes nothing', async () => {
    const target = await t.createUser({ role: 'dispatch' });
    const url = `/api/users/${target.id}`;
    expect(await t.statuses([...NOT_ADMINS, 'admin'], 'GET', '/api/users')).toEqual({
      ...REFUSED,
      admin: 200,
    });
    const payload = newUser('refused@example.com');
    expect(await t.statuses(NOT_ADMINS, 'POST', '/api/users', payload)).toEqual(REFUSED);
    const promote = { role: 'admin', version: 1 };
    expect(await t.statuses(NOT_ADMINS, 'PATCH', url, promote)).toEqual(REFUSED);
    const reset = { newPassword: 'taken-over' };
    expect(await t.statuses(NOT_ADMINS, 'POST', `${url}/password`, reset)).toEqual(REFUSED);
    expect(await t.statuses(NOT_ADMINS, 'DELETE', url)).toEqual(REFUSED);

    const emails = (await h.listed()).map((user) => user.email);
    expect(emails).not.toContain('refused@example.com');
    expect(emails).toContain(target.email);
    expect(await h.roleOf(target.id)).toBe('dispatch');
    await expect(t.signIn(target.email, target.password)).resolves.toContain('coverdesk');
    expect((await t.as('anonymous', 'GET', '/api/users')).json().error).toBe(
      'You must be logged in',
    );
  });

  it('lists every account newest first, without a secret', async () => {
    // Accounts made in one millisecond have no order: each is made a few milliseconds apart.
    const apart = () => new Promise((resolve) => setTimeout(resolve, 5));
    const older = await t.createUser({ role: 'customer' });
    await apart();
    const middle = await t.createUser({ role: null });
    await apart();
    const newest = await t.createUser({ role: 'supervisor', firstName: 'Ada', lastName: 'Stone' });
    const response = await t.as('admin', 'GET', '/api/users');
    expect(response.statusCode).toBe(200);
    const users = response.json<ManagedUser[]>();
    const ids = users.map((user) => user.id);
    expect(ids.indexOf(newest.id)).toBeLessThan(ids.indexOf(middle.id));
    expect(ids.indexOf(middle.id)).toBeLessThan(ids.indexOf(older.id));
    const times = users.map((user) => user.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(users.find((user) => user.id === newest.id)).toEqual({
      id: newest.id,
      email: newest.email,
      firstName: 'Ada',
      lastName: 'Stone',
      role: 'supervisor',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      version: 1,
    });
    expect(users.find((user) => user.id === middle.id)?.role).toBeNull();
    for (const user of users) {
      expect(Object.keys(user).sort()).toEqual(
        ['createdAt', 'email', 'firstName', 'id', 'lastName', 'role', 'version'].sort(),
      );
    }
    expect(response.body).not.toMatch(/password|token|session|hash/i);
    expect(response.body).not.toMatch(/[0-9a-f]{32}/);
  });

  it('creates an account with role user that can sign in, its email trimmed and lowercased', async () => {
    const response = await create('admin', {
      firstName: '  Nia ',
      lastName: ' Park ',
      email: '  Nia.Park@Example.COM ',
      password: 'secret1',
    });
    expect(response.statusCode).toBe(201);
    const user = response.json<ManagedUser>();
    expect(user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'nia.park@example.com',
      firstName: 'Nia',
      lastName: 'Park',
      role: 'user',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      version: 1,
    });
    expect((await h.listed())[0]?.id).toBe(user.id);

    const cookie = await t.signIn('nia.park@example.com', 'secret1');
    const session = await t.request({ method: 'GET', url: '/api/session', cookie });
    expect(session.json().user).toMatchObject({ id: user.id, role: 'user', firstName: 'Nia' });
  });

  it.each(['firstName', 'lastName', 'email', 'password'] as const)(
    'requires %s, missing or blank',
    async (field) => {
      const email = `required-${field}@example.com`;
      for (const value of [undefined, '', '   ']) {
        const payload: Record<string, string | undefined> = { ...newUser(email), [field]: value };
        if (field === 'password' && value === '   ') continue; // spaces are a password
        const response = await create('admin', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          error: 'Please fill in all required fields',
          code: 'INVALID_INPUT',
          fields: { [field]: 'Please fill in all required fields' },
        });
      }
      expect((await h.listed()).map((user) => user.email)).not.toContain(email);
    },
  );

  it('refuses an invalid email and a short password', async () => {
    const badEmail = await create('admin', newUser('not-an-email'));
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error).toBe('Please enter a valid email address');
    const short = await create('admin', { ...newUser('short@example.com'), password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Password must be at least 6 characters long');
    expect((await h.listed()).map((user) => user.email)).not.toContain('short@example.com');
  });

  it('refuses an email already held, whatever its case, even when two adds race', async () => {
    expect((await create('admin', newUser('twice@example.com'))).statusCode).toBe(201);
    const again = await create('admin', newUser(' TWICE@Example.com'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: USER_MESSAGES.duplicateEmail, code: 'CONFLICT' });

    const [a, b] = await Promise.all([
      create('admin', newUser('race@example.com')),
      create('admin', newUser('Race@Example.com')),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const emails = (await h.listed()).map((user) => user.email);
    expect(emails.filter((email) => email === 'twice@example.com')).toHaveLength(1);
    expect(emails.filter((email) => email === 'race@example.com')).toHaveLength(1);
  });

  it.each(ROLES.filter((role) => role !== 'guard'))('sets the role %s', async (role) => {
    const target = await t.createUser({ role: role === 'user' ? 'customer' : 'user' });
    const response = await t.as('admin', 'PATCH', `/api/users/${target.id}`, { role, version: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: target.id, email: target.email, role, version: 2 });
    expect(await h.roleOf(target.id)).toBe(role);
  });

  it('gives the role guard only to an account a guard is tied to (issue #21)', async () => {
    const target = await t.createUser({ role: 'user' });
    const refused = await t.as('admin', 'PATCH', `/api/users/${target.id}`, {
      role: 'guard',
      version: 1,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(USER_MESSAGES.guardNeedsGuard);
    expect(await h.roleOf(target.id)).toBe('user');

    const guardAccount = await t.createUser({ role: 'guard' });
    const demoted = await t.as('admin', 'PATCH', `/api/users/${guardAccount.id}`, {
      role: 'user',
      version: 1,
    });
    expect(demoted.statusCode).toBe(200);
    const restored = await t.as('admin', 'PATCH', `/api/users/${guardAccount.id}`, {
      role: 'guard',
      version: 2,
    });
    expect(restored.statusCode).toBe(200);
    expect(await h.roleOf(guardAccount.id)).toBe('guard');
  });

  it('refuses an unknown role or account', async () => {
    const target = await t.createUser({ role: 'customer' });
    for (const payload of [{ role: 'owner', version: 1 }, { role: null, version: 1 }, {}]) {
      const response = await t.as('admin', 'PATCH', `/api/users/${target.id}`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Choose one of the six roles');
    }
    expect(await h.roleOf(target.id)).toBe('customer');
    const unknown = await t.as('admin', 'PATCH', `/api/users/${randomUUID()}`, {
      role: 'admin',
      version: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: USER_MESSAGES.notFound, code: 'NOT_FOUND' });
  });

  it("applies a role change to the user's very next request", async () => {
    const target = await t.signInAs('supervisor');
    const location = { name: 'Role Gate', deptCode: `RG-${randomUUID().slice(0, 6)}` };
    const before = await t.request({ method: 'GET', url: '/api/locations', cookie: target.cookie });
    expect(before.statusCode).toBe(200);

    const admin = await t.account('admin');
    expect((await h.setRole(admin.cookie, target.id, 'dispatch')).statusCode).toBe(200);

    const post = { method: 'POST', url: '/api/locations', payload: location } as const;
    expect((await t.request({ ...post, cookie: target.cookie })).statusCode).toBe(403);
    const session = await t.request({ method: 'GET', url: '/api/session', cookie: target.cookie });
    expect(session.json().user.role).toBe('dispatch');
  });

  it('checks the new password given by an admin', async () => {
    const target = await t.createUser({ role: 'dispatch' });
    const url = `/api/users/${target.id}/password`;
    for (const payload of [{}, { newPassword: '' }]) {
      const response = await t.as('admin', 'POST', url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Please enter a new password');
    }
    const short = await t.as('admin', 'POST', url, { newPassword: '12345' });
    expect(short.json().error).toBe('Password must be at least 6 characters long');
    await expect(t.signIn(target.email, target.password)).resolves.toContain('coverdesk');
    const unknown = await t.as('admin', 'POST', `/api/users/${randomUUID()}/password`, {
      newPassword: 'long-enough',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('resets a password: the old one and every session of the user stop working', async () => {
    const target = await t.signInAs('dispatch');
    const secondDevice = await t.signIn(target.email, target.password);
    const url = `/api/users/${target.id}/password`;
    const response = await t.as('admin', 'POST', url, { newPassword: 'fresh-start' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    expect((await h.me(target.cookie)).statusCode).toBe(401);
    expect((await h.me(secondDevice)).statusCode).toBe(401);
    await expect(t.signIn(target.email, target.password)).rejects.toThrow(/401/);
    await expect(t.signIn(target.email, 'fresh-start')).resolves.toContain('coverdesk');
  });

  it("keeps the admin's current session when they reset their own password", async () => {
    const admin = await t.signInAs('admin');
    const otherDevice = await t.signIn(admin.email, admin.password);
    const response = await t.request({
      method: 'POST',
      url: `/api/users/${admin.id}/password`,
      cookie: admin.cookie,
      payload: { newPassword: 'my-own-new-one' },
    });
    expect(response.statusCode).toBe(200);
    expect((await h.me(admin.cookie)).statusCode).toBe(200);
    expect((await h.me(otherDevice)).statusCode).toBe(401);
    await expect(t.signIn(admin.email, admin.password)).rejects.toThrow(/401/);
    await expect(t.signIn(admin.email, 'my-own-new-one')).resolves.toContain('coverdesk');
  });

  it('gives an account without a password credential one', async () => {
    const target = await t.createUser({ role: 'customer' });
    await t.app.database.db.deleteFrom('account').where('userId', '=', target.id).execute();
    await expect(t.signIn(target.email, target.password)).rejects.toThrow(/401/);
    const url = `/api/users/${target.id}/password`;
    expect((await t.as('admin', 'POST', url, { newPassword: 'first-one' })).statusCode).toBe(200);
    await expect(t.signIn(target.email, 'first-one')).resolves.toContain('coverdesk');
  });
});
