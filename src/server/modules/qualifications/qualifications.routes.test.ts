import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QualificationList } from '../../../shared/qualifications.js';
import { entriesOf } from '../../test/audit.js';
import { createGuard, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp, type Who } from '../../test/test-app.js';

/** Issue #32: the list of licences and skills. */
describe('/api/qualifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = (who: Who, name: unknown) => t.as(who, 'POST', '/api/qualifications', { name });
  const list = async () =>
    (await t.as('dispatch', 'GET', '/api/qualifications')).json<QualificationList>().items;
  const idOf = async (name: string) => {
    const response = await create('admin', name);
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  };

  it('adds, lists by name with counts, renames and deletes; admins and supervisors only', async () => {
    const created = await create('supervisor', '  Fire watch ');
    expect(created.statusCode).toBe(201);
    const fire = created.json<{ id: string; name: string }>();
    expect(fire.name).toBe('Fire watch');
    await idOf('armed escort');
    await idOf('CPR');
    const names = (await list()).map((one) => one.name);
    expect(names.indexOf('armed escort')).toBeLessThan(names.indexOf('CPR'));
    expect(names.indexOf('CPR')).toBeLessThan(names.indexOf('Fire watch'));
    expect((await list()).find((one) => one.id === fire.id)).toEqual({
      id: fire.id,
      name: 'Fire watch',
      guardCount: 0,
      locationCount: 0,
    });

    const renamed = await t.as('supervisor', 'PATCH', `/api/qualifications/${fire.id}`, {
      name: 'Fire Watch',
    });
    expect(renamed.json()).toEqual({ id: fire.id, name: 'Fire Watch' });
    expect((await t.as('admin', 'DELETE', `/api/qualifications/${fire.id}`)).statusCode).toBe(204);
    expect((await list()).map((one) => one.name)).not.toContain('Fire Watch');
    const gone = await t.as('admin', 'PATCH', `/api/qualifications/${fire.id}`, { name: 'X' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe('Qualification not found');

    const someone = ['admin', 'supervisor', 'dispatch', 'customer', 'guard', 'none', 'anonymous'];
    expect(await t.statuses(someone as Who[], 'GET', '/api/qualifications')).toEqual({
      admin: 200,
      supervisor: 200,
      dispatch: 200,
      customer: 403,
      guard: 403,
      none: 403,
      anonymous: 401,
    });
    const refused = ['dispatch', 'customer', 'guard'] as const;
    expect(await t.statuses(refused, 'POST', '/api/qualifications', { name: 'Nope' })).toEqual({
      dispatch: 403,
      customer: 403,
      guard: 403,
    });
    expect((await list()).map((one) => one.name)).not.toContain('Nope');
  });

  it('refuses a name taken in any letter case, naming the one on the list', async () => {
    const id = await idOf('Armed');
    const again = await create('admin', ' ARMED ');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('A qualification named Armed already exists');
    const other = await idOf('Baton');
    const rename = await t.as('admin', 'PATCH', `/api/qualifications/${other}`, { name: 'armed' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().error).toBe('A qualification named Armed already exists');
    // Its own name in another case is a rename, not a clash.
    const own = await t.as('admin', 'PATCH', `/api/qualifications/${id}`, { name: 'ARMED' });
    expect(own.json()).toEqual({ id, name: 'ARMED' });
  });

  it.each<[unknown, string]>([
    ['', 'Please enter a name'],
    ['   ', 'Please enter a name'],
    [undefined, 'Please enter a name'],
    ['x'.repeat(61), 'Name can be at most 60 characters'],
    ['Two\nlines', 'Name cannot contain line breaks or other control characters'],
    ['Armed; CPR', 'A qualification name cannot contain ";"'],
  ])('refuses the name %j: %s', async (name, message) => {
    const response = await create('admin', name);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.name).toBe(message);
  });

  it('takes a deleted qualification from every guard and post, and says how many held it', async () => {
    const db = t.app.database.db;
    const id = await idOf('Dog handler');
    const [one, two] = [await createGuard(db), await createGuard(db)];
    const post = await createLocation(db);
    for (const guard of [one, two]) {
      const put = await t.as('admin', 'PUT', `/api/guards/${guard.id}/qualifications`, [
        { qualificationId: id, expiresOn: null },
      ]);
      expect(put.statusCode).toBe(200);
    }
    await t.as('admin', 'PUT', `/api/locations/${post.id}/requirements`, {
      qualificationIds: [id],
    });
    expect((await list()).find((item) => item.id === id)).toMatchObject({
      guardCount: 2,
      locationCount: 1,
    });

    await t.as('supervisor', 'DELETE', `/api/qualifications/${id}`);
    const held = db.selectFrom('guardQualifications').where('qualificationId', '=', id);
    expect(await held.selectAll().execute()).toEqual([]);
    const guards = (await t.as('admin', 'GET', '/api/guards')).json<
      { id: string; qualifications: unknown[] }[]
    >();
    expect(guards.find((guard) => guard.id === one.id)?.qualifications).toEqual([]);
    const posts = (await t.as('admin', 'GET', '/api/locations')).json<
      { id: string; requirements: unknown[] }[]
    >();
    expect(posts.find((location) => location.id === post.id)?.requirements).toEqual([]);
    const [entry] = await entriesOf(t, id);
    expect(entry).toMatchObject({
      action: 'delete',
      entity: 'qualification',
      label: 'Dog handler',
    });
  });

  it('audits adding and renaming with the name before and after', async () => {
    const id = await idOf('First aid');
    await t.as('admin', 'PATCH', `/api/qualifications/${id}`, { name: 'First Aid Level 2' });
    const [renamed, added] = await entriesOf(t, id);
    expect(renamed).toMatchObject({
      action: 'update',
      before: { name: 'First aid' },
      after: { name: 'First Aid Level 2' },
    });
    expect(added).toMatchObject({ action: 'create', after: { name: 'First aid' } });
    // Renaming to the same name changes nothing and writes no entry.
    await t.as('admin', 'PATCH', `/api/qualifications/${id}`, { name: 'First Aid Level 2' });
    expect(await entriesOf(t, id)).toHaveLength(2);
  });
});
