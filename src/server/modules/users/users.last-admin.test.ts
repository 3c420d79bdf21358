import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '../../../shared/users.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { helpers } from '../../test/users.js';

describe('keeping at least one admin', () => {
  let t: TestApp;
  let h: ReturnType<typeof helpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = helpers(t);
  });
  afterAll(() => t.close());

  /** Two fresh admins, the only ones. */
  const twoAdmins = async () => {
    await t.app.database.db
      .updateTable('user')
      .set({ role: 'supervisor' })
      .where('role', '=', 'admin')
      .execute();
    return Promise.all([t.signInAs('admin'), t.signInAs('admin')]);
  };

  it('refuses the last admin demoting themself, and lets one of two', async () => {
    const solo = await t.signInAs('admin');
    const refused = await h.setRole(solo.cookie, solo.id, 'supervisor');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: USER_MESSAGES.lastAdmin, code: 'CONFLICT' });
    expect(await h.roleOf(solo.id)).toBe('admin');
    expect((await h.setRole(solo.cookie, solo.id, 'admin')).statusCode).toBe(200);

    const other = await t.signInAs('admin');
    expect((await h.setRole(solo.cookie, solo.id, 'supervisor')).statusCode).toBe(200);
    expect((await h.setRole(other.cookie, other.id, 'dispatch')).statusCode).toBe(409);
    expect(await h.roleOf(other.id)).toBe('admin');
    expect(await h.adminCount()).toBe(1);
  });

  it('keeps one admin when two demote themselves or each other at once', async () => {
    for (let round = 0; round < 2; round += 1) {
      const [a, b] = await twoAdmins();
      const selves = await Promise.all([
        h.setRole(a.cookie, a.id, 'dispatch'),
        h.setRole(b.cookie, b.id, 'dispatch'),
      ]);
      expect(selves.map((r) => r.statusCode).filter((status) => status === 200)).toHaveLength(1);
      expect(await h.adminCount()).toBe(1);

      const [c, d] = await twoAdmins();
      const crossed = await Promise.all([
        h.setRole(c.cookie, d.id, 'dispatch'),
        h.setRole(d.cookie, c.id, 'dispatch'),
      ]);
      expect(crossed.map((r) => r.statusCode).filter((status) => status === 200)).toHaveLength(1);
      expect(await h.adminCount()).toBe(1);
    }
  });

  it('keeps one admin when one deletes the other while being demoted by them', async () => {
    for (let round = 0; round < 2; round += 1) {
      const [a, b] = await twoAdmins();
      await Promise.all([
        t.request({ method: 'DELETE', url: `/api/users/${b.id}`, cookie: a.cookie }),
        h.setRole(b.cookie, a.id, 'dispatch'),
      ]);
      expect(await h.adminCount()).toBe(1);
    }
  });
});
