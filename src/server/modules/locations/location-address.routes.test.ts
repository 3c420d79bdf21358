import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Location } from '../../../shared/locations.js';
import { entriesOf } from '../../test/audit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Issue #39: a post's address, texted to the guard who takes a shift there. */
describe('/api/locations: the address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let codes = 0;
  const create = (payload: object) =>
    t.as('admin', 'POST', '/api/locations', {
      name: 'Valley Auto Auction',
      deptCode: `VAA-${String((codes += 1))}`,
      ...payload,
    });
  const stored = (id: string) =>
    t.app.database.db
      .selectFrom('locations')
      .select('address')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('is kept trimmed, listed to everyone who lists posts (customers too), and none unless given', async () => {
    const made = await create({ address: '  1200 Main St, Springfield  ' });
    expect(made.statusCode).toBe(201);
    const location = made.json<Location>();
    expect(location.address).toBe('1200 Main St, Springfield');
    for (const who of ['admin', 'supervisor', 'dispatch', 'customer'] as const) {
      const listed = (await t.as(who, 'GET', '/api/locations')).json<Location[]>();
      expect(listed.find((one) => one.id === location.id)?.address, who).toBe(
        '1200 Main St, Springfield',
      );
    }
    const without = (await create({})).json<Location>();
    expect(without.address).toBeNull();
    expect((await create({ address: '   ' })).json<Location>().address).toBeNull();
    expect((await create({ address: null })).json<Location>().address).toBeNull();
  });

  it('is changed by an edit, kept when an edit leaves it out, and cleared when sent empty', async () => {
    const location = (await create({ address: '12 Dock Rd' })).json<Location>();
    const url = `/api/locations/${location.id}`;
    const edit = (version: number, changes: object) =>
      t.as('supervisor', 'PATCH', url, {
        name: location.name,
        deptCode: location.deptCode,
        version,
        ...changes,
      });

    const moved = await edit(1, { address: '14 Dock Rd, Pier 3' });
    expect(moved.json<Location>()).toMatchObject({ address: '14 Dock Rd, Pier 3', version: 2 });
    // A tab opened before addresses existed saves without one: the address stays.
    const renamed = await edit(2, { name: 'Valley Auto Auction East' });
    expect(renamed.json<Location>()).toMatchObject({ address: '14 Dock Rd, Pier 3', version: 3 });
    const cleared = await edit(3, { address: '' });
    expect(cleared.json<Location>()).toMatchObject({ address: null, version: 4 });
    expect((await stored(location.id)).address).toBeNull();
    // Saving the same address again changes nothing (no new version).
    await edit(4, { address: '9 Elm St' });
    expect((await edit(5, { address: ' 9 Elm St ' })).json<Location>().version).toBe(5);

    const trail = await entriesOf(t, location.id);
    const moveEntry = trail.find((entry) => entry.before?.address === '12 Dock Rd');
    expect(moveEntry).toMatchObject({ action: 'update', after: { address: '14 Dock Rd, Pier 3' } });
  });

  it.each([
    [{ address: 'x'.repeat(201) }, 'Address can be at most 200 characters'],
    [
      { address: '1200 Main St\nSpringfield' },
      'Address cannot contain line breaks or other control characters',
    ],
    [{ address: 42 }, 'Address must be text'],
  ])('refuses %j with a clear message and saves nothing', async (payload, message) => {
    const before = (await t.as('admin', 'GET', '/api/locations')).json<Location[]>().length;
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, fields: { address: message } });
    expect((await t.as('admin', 'GET', '/api/locations')).json<Location[]>()).toHaveLength(before);
  });

  it('takes 200 characters, and refuses a bad address on an edit too', async () => {
    const location = (await create({ address: 'a'.repeat(200) })).json<Location>();
    expect(location.address).toHaveLength(200);
    const refused = await t.as('admin', 'PATCH', `/api/locations/${location.id}`, {
      name: location.name,
      deptCode: location.deptCode,
      address: 'b'.repeat(201),
      version: 1,
    });
    expect(refused.statusCode).toBe(400);
    expect((await stored(location.id)).address).toBe('a'.repeat(200));
  });
});
