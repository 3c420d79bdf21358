import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_INVALID, INVITE_NEEDS_EMAIL, type Invite } from '../../../shared/invites.js';
import { createGuard } from '../../test/builders.js';
import { dataDigest } from '../../test/data-digest.js';
import { cookieFrom, createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.js';
import { tokenHash } from './invites.repository.js';

describe('inviting a guard to their own account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const newGuard = (email: string | null = `kim-${Date.now()}-${Math.random()}@example.com`) =>
    createGuard(t.app.database.db, { firstName: 'Kim', lastName: 'Soto', email });
  const invite = (guardId: string) =>
    t.as('supervisor', 'POST', `/api/guards/${guardId}/invite`, {});
  const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);
  const accept = (token: string, password = 'guard-password') =>
    t.request({
      method: 'POST',
      url: `/api/invites/${token}/accept`,
      payload: { password },
      remoteAddress: '192.0.2.50',
    });

  it('makes a single-use link for 7 days, kept only as a hash, that signs the guard in', async () => {
    const guard = await newGuard();
    const response = await invite(guard.id);
    expect(response.statusCode).toBe(200);
    const { link, expiresAt, emailed } = response.json<Invite>();
    expect(link).toMatch(new RegExp(`^${TEST_ORIGIN}/invite/[A-Za-z0-9_-]{43}$`));
    expect(emailed).toBe(false);
    const days = (Date.parse(expiresAt) - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const token = tokenOf(link);
    const stored = await t.app.database.db.selectFrom('guardInvites').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.map((row) => row.tokenHash)).toContain(tokenHash(token));

    const info = await t.request({ method: 'GET', url: `/api/invites/${token}` });
    expect(info.json()).toMatchObject({ firstName: 'Kim', lastName: 'Soto', email: guard.email });
    expect((await accept(token, 'short')).statusCode).toBe(400);
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/me', cookie: cookieFrom(accepted) });
    expect(me.json()).toMatchObject({ email: guard.email, role: 'guard' });
    const shifts = await t.request({
      method: 'GET',
      url: '/api/my/shifts',
      cookie: cookieFrom(accepted),
    });
    expect(shifts.statusCode).toBe(200);

    expect((await accept(token)).json()).toMatchObject({ error: INVITE_INVALID });
    expect((await t.request({ method: 'GET', url: `/api/invites/${token}` })).statusCode).toBe(404);
    expect((await invite(guard.id)).statusCode).toBe(409);
  });

  it('ends a pending invitation when the office changes the guard’s e-mail (issue #29)', async () => {
    const guard = await newGuard('kim.typo@example.con');
    const token = tokenOf((await invite(guard.id)).json<Invite>().link);
    const corrected = await t.as('supervisor', 'PATCH', `/api/guards/${guard.id}`, {
      firstName: 'Kim',
      lastName: 'Soto',
      email: 'kim.soto@example.com',
      version: 1,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/invites/${token}` })).statusCode).toBe(404);
    const before = await dataDigest(t);
    expect((await accept(token)).json()).toMatchObject({ error: INVITE_INVALID });
    expect(await dataDigest(t)).toBe(before);
    const accounts = await t.as('supervisor', 'GET', '/api/guards/accounts');
    expect(JSON.stringify(accounts.json())).not.toContain(guard.id);

    // Another edit keeps a new invitation.
    const fresh = tokenOf((await invite(guard.id)).json<Invite>().link);
    const renamed = await t.as('supervisor', 'PATCH', `/api/guards/${guard.id}`, {
      firstName: 'Kimberly',
      lastName: 'Soto',
      email: 'kim.soto@example.com',
      version: 2,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/invites/${fresh}` })).statusCode).toBe(200);
  });

  it('refuses a password of spaces when the guard sets one (issue #29)', async () => {
    const guard = await newGuard();
    const token = tokenOf((await invite(guard.id)).json<Invite>().link);
    for (const blank of [' '.repeat(8), '\u00a0'.repeat(8), 'ab  \u3000  cd']) {
      const refused = await accept(token, blank);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: 'Password must contain at least 6 characters that are not spaces',
      });
    }
    expect((await accept(token)).statusCode).toBe(200);
  });

  it('replaces the old link when inviting again, and refuses an expired one', async () => {
    const guard = await newGuard();
    const first = tokenOf((await invite(guard.id)).json<Invite>().link);
    const second = tokenOf((await invite(guard.id)).json<Invite>().link);
    expect((await accept(first)).statusCode).toBe(404);
    await t.app.database.db
      .updateTable('guardInvites')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('guardId', '=', guard.id)
      .execute();
    const before = await dataDigest(t);
    expect((await accept(second)).statusCode).toBe(404);
    expect(await dataDigest(t)).toBe(before);
  });

  it('needs an email, and an email no account holds', async () => {
    const noEmail = await newGuard(null);
    expect((await invite(noEmail.id)).json()).toMatchObject({ error: INVITE_NEEDS_EMAIL });
    const taken = await t.createUser({ role: 'dispatch' });
    const clash = await newGuard(taken.email);
    expect((await invite(clash.id)).statusCode).toBe(409);
    expect((await invite('no-such-guard')).statusCode).toBe(404);
  });

  it('ends the account when the guard is removed', async () => {
    const guard = await newGuard();
    const accepted = await accept(tokenOf((await invite(guard.id)).json<Invite>().link));
    const cookie = cookieFrom(accepted);
    expect((await t.as('admin', 'DELETE', `/api/guards/${guard.id}`)).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/me', cookie })).statusCode).toBe(401);
    const account = await t.app.database.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', guard.email ?? '')
      .executeTakeFirst();
    expect(account).toBeUndefined();
  });
});
