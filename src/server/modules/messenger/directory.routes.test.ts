import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryEntry } from '../../../shared/messenger.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('GET /api/directory', () => {
  let t: TestApp;
  let people: Record<string, { id: string; email: string }>;
  let staffViewer: { id: string; cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    staffViewer = await t.signInAs('dispatch', { firstName: 'Mia', lastName: 'Self' });
    people = {
      zed: await t.createUser({ role: 'admin', firstName: 'Zed', lastName: 'Adams' }),
      bea: await t.createUser({ role: 'dispatch', firstName: 'bea', lastName: 'Young' }),
      beaOld: await t.createUser({ role: 'supervisor', firstName: 'Bea', lastName: 'Allen' }),
      carl: await t.createUser({ role: 'customer', firstName: 'Carl', lastName: 'Case' }),
    };
    await t.createUser({ role: 'user', firstName: 'Wanda', lastName: 'Waiting' });
    await t.createUser({ role: null, firstName: 'Nora', lastName: 'None' });
  });
  afterAll(() => t.close());

  const directoryOf = async (cookie: string) => {
    const response = await t.request({ method: 'GET', url: '/api/directory', cookie });
    expect(response.statusCode).toBe(200);
    return response.json<DirectoryEntry[]>();
  };

  it('lists everyone with a working role to staff, by first then last name, with emails', async () => {
    const entries = await directoryOf(staffViewer.cookie);
    const { beaOld, bea, carl, zed } = people;
    expect(entries.map((entry) => entry.id)).toEqual([beaOld?.id, bea?.id, carl?.id, zed?.id]);
    expect(entries[0]).toEqual({
      id: beaOld?.id,
      firstName: 'Bea',
      lastName: 'Allen',
      email: beaOld?.email,
    });
  });

  it('shows a customer the staff only, by name without their emails', async () => {
    const customer = await t.signInAs('customer', { firstName: 'Olga', lastName: 'Outside' });
    const entries = await directoryOf(customer.cookie);
    const { beaOld, bea, zed } = people;
    expect(entries.map((entry) => entry.id)).toEqual([
      beaOld?.id,
      bea?.id,
      staffViewer.id,
      zed?.id,
    ]);
    expect(entries.every((entry) => entry.email === null)).toBe(true);
    expect(JSON.stringify(entries)).not.toContain('@');
  });
});
