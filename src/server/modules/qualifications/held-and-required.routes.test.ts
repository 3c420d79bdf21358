import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardListItem } from '../../../shared/guards.js';
import type { LocationListItem } from '../../../shared/locations.js';
import { entriesOf } from '../../test/audit.js';
import { createGuard, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Issue #32: what each guard holds and each post requires, and the lists that show them. */
describe('PUT /api/guards/:id/qualifications and /api/locations/:id/requirements', () => {
  let t: TestApp;
  let armed: string;
  let cpr: string;
  beforeAll(async () => {
    t = await createTestApp();
    const add = async (name: string) =>
      (await t.as('admin', 'POST', '/api/qualifications', { name })).json<{ id: string }>().id;
    armed = await add('Armed');
    cpr = await add('CPR');
  });
  afterAll(() => t.close());

  const putHeld = (guardId: string, body: unknown, who: 'admin' | 'supervisor' = 'admin') =>
    t.as(who, 'PUT', `/api/guards/${guardId}/qualifications`, body as object);
  const putRequired = (locationId: string, qualificationIds: unknown) =>
    t.as('supervisor', 'PUT', `/api/locations/${locationId}/requirements`, { qualificationIds });
  const guardInList = async (id: string) =>
    (await t.as('dispatch', 'GET', '/api/guards'))
      .json<GuardListItem[]>()
      .find((guard) => guard.id === id);
  const postInList = async (id: string) =>
    (await t.as('customer', 'GET', '/api/locations'))
      .json<LocationListItem[]>()
      .find((location) => location.id === id);

  it("replaces a guard's set, by name, with expiry dates; the guards list carries it", async () => {
    const guard = await createGuard(t.app.database.db, { firstName: 'Kim', lastName: 'Soto' });
    const saved = await putHeld(
      guard.id,
      [
        { qualificationId: cpr, expiresOn: null },
        { qualificationId: armed, expiresOn: '2027-03-31' },
      ],
      'supervisor',
    );
    expect(saved.statusCode).toBe(200);
    const both = [
      { qualificationId: armed, name: 'Armed', expiresOn: '2027-03-31' },
      { qualificationId: cpr, name: 'CPR', expiresOn: null },
    ];
    expect(saved.json()).toEqual({ qualifications: both });
    expect((await guardInList(guard.id))?.qualifications).toEqual(both);

    expect((await putHeld(guard.id, [{ qualificationId: cpr, expiresOn: null }])).json()).toEqual({
      qualifications: [both[1]],
    });
    expect((await putHeld(guard.id, [])).json()).toEqual({ qualifications: [] });
    expect((await guardInList(guard.id))?.qualifications).toEqual([]);

    const entries = await entriesOf(t, guard.id);
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
      [{ qualifications: 'CPR' }, { qualifications: null }],
      [{ qualifications: 'Armed (exp 2027-03-31); CPR' }, { qualifications: 'CPR' }],
      [{ qualifications: null }, { qualifications: 'Armed (exp 2027-03-31); CPR' }],
    ]);
    expect(entries[0]).toMatchObject({ entity: 'guard', action: 'update', label: 'Soto, Kim' });
    // The same set again is no change, and no entry.
    await putHeld(guard.id, []);
    expect(await entriesOf(t, guard.id)).toHaveLength(3);
  });

  it.each<[unknown, number, RegExp]>([
    [[{ qualificationId: 'nope', expiresOn: null }], 400, /^Unknown qualification: nope$/],
    [[{ qualificationId: 'A', expiresOn: '2027-02-30' }], 400, /Expiry date must be a real date/],
    [[{ qualificationId: 'A', expiresOn: '1999-12-31' }], 400, /Dates must be from 2000-01-01/],
    [[{ qualificationId: 'A' }], 400, /Expiry date/],
    [{ qualificationId: 'A', expiresOn: null }, 400, /list of qualifications/],
  ])('refuses %j, changing nothing', async (body, status, message) => {
    const guard = await createGuard(t.app.database.db);
    await putHeld(guard.id, [{ qualificationId: cpr, expiresOn: null }]);
    const response = await putHeld(guard.id, body);
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toMatch(message);
    expect((await guardInList(guard.id))?.qualifications).toHaveLength(1);
  });

  it('refuses a qualification listed twice, and an unknown guard', async () => {
    const guard = await createGuard(t.app.database.db);
    const twice = await putHeld(guard.id, [
      { qualificationId: cpr, expiresOn: null },
      { qualificationId: cpr, expiresOn: '2030-01-01' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toMatch('Each qualification can be listed once');
    const missing = await putHeld('no-such-guard', []);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Guard not found');
  });

  it("replaces a post's requirements; the locations list carries them, by name", async () => {
    const post = await createLocation(t.app.database.db, { name: 'Vault' });
    const saved = await putRequired(post.id, [cpr, armed]);
    expect(saved.statusCode).toBe(200);
    const both = [
      { id: armed, name: 'Armed' },
      { id: cpr, name: 'CPR' },
    ];
    expect(saved.json()).toEqual({ requirements: both });
    expect((await postInList(post.id))?.requirements).toEqual(both);
    expect((await putRequired(post.id, [])).json()).toEqual({ requirements: [] });
    const [cleared, set] = await entriesOf(t, post.id);
    expect(set).toMatchObject({
      entity: 'location',
      label: 'Vault',
      before: { requirements: null },
      after: { requirements: 'Armed, CPR' },
    });
    expect(cleared?.after).toEqual({ requirements: null });

    const unknown = await putRequired(post.id, [armed, 'ghost']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Unknown qualification: ghost');
    expect((await putRequired(post.id, [armed, armed])).statusCode).toBe(400);
    expect((await putRequired('no-such-post', [])).json().error).toBe('Location not found');
    expect((await postInList(post.id))?.requirements).toEqual([]);
  });

  it('lets admins and supervisors change them, and no one else', async () => {
    const guard = await createGuard(t.app.database.db);
    const post = await createLocation(t.app.database.db);
    const whom = ['admin', 'supervisor', 'dispatch', 'customer', 'guard', 'none'] as const;
    const answers = { admin: 200, supervisor: 200, dispatch: 403, customer: 403, guard: 403 };
    expect(await t.statuses(whom, 'PUT', `/api/guards/${guard.id}/qualifications`, [])).toEqual({
      ...answers,
      none: 403,
    });
    const body = { qualificationIds: [] };
    expect(await t.statuses(whom, 'PUT', `/api/locations/${post.id}/requirements`, body)).toEqual({
      ...answers,
      none: 403,
    });
  });
});
