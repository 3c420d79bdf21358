import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryEntry } from '../../../shared/messenger.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('GET /api/directory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the other people with a working role by first then last name, with their email', async () => {
    const me = await t.signInAs('customer', { firstName: 'Mia', lastName: 'Self' });
    const zed = await t.createUser({ role: 'admin', firstName: 'Zed', lastName: 'Adams' });
    const bea = await t.createUser({ role: 'dispatch', firstName: 'bea', lastName: 'Young' });
    const beaOld = await t.createUser({ role: 'supervisor', firstName: 'Bea', lastName: 'Allen' });
    const carl = await t.createUser({ role: 'customer', firstName: 'Carl', lastName: 'Case' });
    await t.createUser({ role: 'user', firstName: 'Wanda', lastName: 'Waiting' });
    await t.createUser({ role: null, firstName: 'Nora', lastName: 'None' });

    const response = await t.request({ method: 'GET', url: '/api/directory', cookie: me.cookie });
    expect(response.statusCode).toBe(200);
    const entries = response.json<DirectoryEntry[]>();
    expect(entries.map((entry) => entry.id)).toEqual([beaOld.id, bea.id, carl.id, zed.id]);
    expect(entries[0]).toEqual({
      id: beaOld.id,
      firstName: 'Bea',
      lastName: 'Allen',
      email: beaOld.email,
    });
  });
});
