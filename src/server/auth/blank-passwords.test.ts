import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Issue #29: six spaces (or six non-breaking spaces) are not a password. Every place a password
 * is set refuses one with fewer than 6 characters that are not white space.
 */
const BLANK = 'Password must contain at least 6 characters that are not spaces';
const BLANKS = [' '.repeat(6), '\u00a0'.repeat(6), '\u2003'.repeat(10), ' a b c d e '];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('passwords of white space are refused', () => {
  it('when an admin adds an account or resets a password', async () => {
    const target = await t.createUser({ role: 'dispatch' });
    for (const [n, password] of BLANKS.entries()) {
      const created = await t.as('admin', 'POST', '/api/users', {
        firstName: 'Ana',
        lastName: 'Diaz',
        email: `blank-${String(n)}@example.com`,
        password,
      });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toMatchObject({ error: BLANK });
      const reset = await t.as('admin', 'POST', `/api/users/${target.id}/password`, {
        newPassword: password,
      });
      expect(reset.statusCode).toBe(400);
      expect(reset.json()).toMatchObject({ error: BLANK });
    }
    await expect(t.signIn(target.email, target.password)).resolves.toContain('coverdesk');
  });

  it('when one changes one’s own', async () => {
    const me = await t.account('supervisor');
    for (const newPassword of BLANKS) {
      const changed = await t.as('supervisor', 'POST', '/api/me/password', {
        currentPassword: me.password,
        newPassword,
      });
      expect(changed.statusCode).toBe(400);
      expect(changed.json()).toMatchObject({ error: BLANK });
    }
    await expect(t.signIn(me.email, me.password)).resolves.toContain('coverdesk');
  });

  it('for the first admin set in the environment', () => {
    const env = { ADMIN_EMAIL: 'owner@example.com', LOG_LEVEL: 'silent' };
    expect(() => loadConfig({ ...env, ADMIN_PASSWORD: '      ' }, null)).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, ADMIN_PASSWORD: '      ' }, null)).toThrow(BLANK);
  });
});
