import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoverageRequest, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp, type Who } from '../../test/test-app.js';

describe('/api/locations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = (who: Who, payload: object) => t.as(who, 'POST', '/api/locations', payload);
  const names = async () =>
    (await t.as('admin', 'GET', '/api/locations')).json<{ name: string }[]>().map((l) => l.name);

  it('lists locations ordered by name to every role but user and none', async () => {
    await createLocation(t.app.database.db, { name: 'Zeta Plaza', deptCode: 'ZP-1' });
    await createLocation(t.app.database.db, { name: 'Alpha Tower', deptCode: 'AT-1' });
    const all = await names();
    expect(all.indexOf('Alpha Tower')).toBeLessThan(all.indexOf('Zeta Plaza'));
    expect(
      await t.statuses(
        ['admin', 'supervisor', 'dispatch', 'customer', 'user', 'none', 'anonymous'],
        'GET',
        '/api/locations',
      ),
    ).toEqual({
      admin: 200,
      supervisor: 200,
      dispatch: 200,
      customer: 200,
      user: 403,
      none: 403,
      anonymous: 401,
    });
  });

  it.each(['admin', 'supervisor'] as const)('lets %s add a location, trimmed', async (role) => {
    const response = await create(role, { name: `  Harbor ${role} `, deptCode: ` HB-${role} ` });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: `Harbor ${role}`, deptCode: `HB-${role}` });
  });

  it('refuses every other role adding, editing or deleting a location', async () => {
    const location = await createLocation(t.app.database.db);
    const others = ['dispatch', 'customer', 'user', 'none'] as const;
    const refused = { dispatch: 403, customer: 403, user: 403, none: 403 };
    const payload = { name: 'Nope', deptCode: 'NOPE-1' };
    const url = `/api/locations/${location.id}`;
    expect(await t.statuses(others, 'POST', '/api/locations', payload)).toEqual(refused);
    expect(await t.statuses(others, 'PATCH', url, { ...payload, version: 1 })).toEqual(refused);
    expect(await t.statuses(others, 'DELETE', url)).toEqual(refused);
    expect(await names()).not.toContain('Nope');
    expect((await create('anonymous', payload)).json().error).toBe('You must be logged in');
  });

  it.each([{ name: '', deptCode: 'A1' }, { name: 'Gate', deptCode: '   ' }, { name: 'Gate' }])(
    'requires both fields: %j',
    async (payload) => {
      const response = await create('admin', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Please fill in all fields');
    },
  );

  it('refuses a duplicate department code whatever its letter case and saves nothing', async () => {
    const first = await create('admin', { name: 'North Gate', deptCode: 'NG-100' });
    expect(first.statusCode).toBe(201);
    const duplicate = await create('supervisor', { name: 'Other Gate', deptCode: ' ng-100 ' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      error: "Department code 'ng-100' is already used by North Gate",
      code: 'CONFLICT',
    });
    expect(await names()).not.toContain('Other Gate');
  });

  it('refuses the second of two adds racing for one code', async () => {
    const [a, b] = await Promise.all([
      create('admin', { name: 'Race A', deptCode: 'RACE-1' }),
      create('supervisor', { name: 'Race B', deptCode: 'race-1' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  it('updates a location, keeping its own code allowed and others refused', async () => {
    const mine = (await create('admin', { name: 'East Lot', deptCode: 'EL-1' })).json();
    await create('admin', { name: 'West Lot', deptCode: 'WL-1' });
    const url = `/api/locations/${mine.id}`;
    const same = await t.as('supervisor', 'PATCH', url, {
      name: 'East Lot B',
      deptCode: 'el-1',
      version: 1,
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual({
      id: mine.id,
      name: 'East Lot B',
      deptCode: 'el-1',
      address: null,
      latitude: null,
      longitude: null,
      radiusMeters: 150,
      version: 2,
    });
    const clash = await t.as('admin', 'PATCH', url, {
      name: 'East Lot B',
      deptCode: 'WL-1',
      version: 2,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe("Department code 'WL-1' is already used by West Lot");
  });

  it('answers 404 for an unknown location', async () => {
    const url = '/api/locations/no-such-id';
    const edit = { name: 'A', deptCode: 'B', version: 1 };
    expect((await t.as('admin', 'PATCH', url, edit)).statusCode).toBe(404);
    expect((await t.as('admin', 'DELETE', url)).statusCode).toBe(404);
  });

  it('deletes an unused location', async () => {
    const location = await createLocation(t.app.database.db);
    const response = await t.as('supervisor', 'DELETE', `/api/locations/${location.id}`);
    expect(response.statusCode).toBe(204);
  });

  it('refuses with 409 to delete a location that coverage requests use, saying how many', async () => {
    const location = await createLocation(t.app.database.db);
    await createCoverageRequest(t.app.database.db, { locationId: location.id });
    await createCoverageRequest(t.app.database.db, { locationId: location.id });
    const response = await t.as('admin', 'DELETE', `/api/locations/${location.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'This location has 2 coverage requests and cannot be deleted',
      code: 'CONFLICT',
    });
    expect(await names()).toContain(location.name);
  });

  describe("a post's position (issue #33)", () => {
    const at = { latitude: 40.7128, longitude: -74.006 };

    it('adds a post with a position, 150 m around it unless told, and lists it', async () => {
      const response = await create('admin', { name: 'Bayview Plaza', deptCode: 'BV-1', ...at });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ ...at, radiusMeters: 150 });
      const wide = await create('supervisor', {
        name: 'Wide Yard',
        deptCode: 'WY-1',
        ...at,
        radiusMeters: 400,
      });
      expect(wide.json()).toMatchObject({ radiusMeters: 400 });
      const list = (await t.as('dispatch', 'GET', '/api/locations')).json<object[]>();
      expect(list).toContainEqual(
        expect.objectContaining({ name: 'Bayview Plaza', ...at, radiusMeters: 150 }),
      );
      const plain = (await create('admin', { name: 'No Spot', deptCode: 'NS-1' })).json();
      expect(plain).toMatchObject({ latitude: null, longitude: null, radiusMeters: 150 });
    });

    it('refuses one coordinate alone, and a radius or coordinate out of bounds', async () => {
      const alone = await create('admin', { name: 'Half', deptCode: 'HF-1', latitude: 40.7 });
      expect(alone.statusCode).toBe(400);
      expect(alone.json().error).toBe('Enter both latitude and longitude, or neither');
      const radius = await create('admin', { name: 'R', deptCode: 'R-1', ...at, radiusMeters: 9 });
      expect(radius.json().error).toBe('The radius must be from 10 to 5000 metres');
      const north = await create('admin', {
        name: 'N',
        deptCode: 'N-1',
        latitude: 95,
        longitude: 0,
      });
      expect(north.json().error).toBe('Latitude must be from -90 to 90');
      expect(await names()).not.toContain('Half');
    });

    it('sets, keeps and clears a position on edit', async () => {
      const post = (await create('admin', { name: 'Pier 9', deptCode: 'P9-1' })).json();
      const url = `/api/locations/${post.id}`;
      const set = await t.as('admin', 'PATCH', url, {
        name: 'Pier 9',
        deptCode: 'P9-1',
        ...at,
        radiusMeters: 300,
        version: 1,
      });
      expect(set.json()).toMatchObject({ ...at, radiusMeters: 300, version: 2 });
      const renamed = await t.as('admin', 'PATCH', url, {
        name: 'Pier 9 North',
        deptCode: 'P9-1',
        version: 2,
      });
      expect(renamed.json()).toMatchObject({ name: 'Pier 9 North', ...at, radiusMeters: 300 });
      const cleared = await t.as('admin', 'PATCH', url, {
        name: 'Pier 9 North',
        deptCode: 'P9-1',
        latitude: null,
        longitude: null,
        version: 3,
      });
      expect(cleared.json()).toMatchObject({ latitude: null, longitude: null, version: 4 });
      const same = await t.as('admin', 'PATCH', url, {
        name: 'Pier 9 North',
        deptCode: 'P9-1',
        version: 4,
      });
      expect(same.json()).toMatchObject({ version: 4 });
    });
  });
});
