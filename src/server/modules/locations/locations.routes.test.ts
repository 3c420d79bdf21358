import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/permissions.js';
import { createCoverageRequest, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

describe('/api/locations', () => {
  let t: TestApp;
  let as: Record<Role | 'none', TestUser>;
  const cookie = (role: Role | 'none') => as[role].cookie;
  beforeAll(async () => {
    t = await createTestApp();
    as = await t.signInEveryRole();
  });
  afterAll(() => t.close());

  const create = (role: Role | 'none', payload: object) =>
    t.request({ method: 'POST', url: '/api/locations', cookie: cookie(role), payload });

  it('lists locations ordered by name for every role with a role', async () => {
    await createLocation(t.app.database.db, { name: 'Zeta Plaza', deptCode: 'ZP-1' });
    await createLocation(t.app.database.db, { name: 'Alpha Tower', deptCode: 'AT-1' });
    for (const role of ['admin', 'supervisor', 'dispatch', 'customer'] as const) {
      const response = await t.request({
        method: 'GET',
        url: '/api/locations',
        cookie: cookie(role),
      });
      expect(response.statusCode, role).toBe(200);
      const names = response.json<{ name: string }[]>().map((location) => location.name);
      expect(names.indexOf('Alpha Tower')).toBeLessThan(names.indexOf('Zeta Plaza'));
    }
  });

  it.each(['user', 'none'] as const)('refuses the list to %s', async (role) => {
    const response = await t.request({
      method: 'GET',
      url: '/api/locations',
      cookie: cookie(role),
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 401 without a session', async () => {
    const response = await create('none', { name: 'X', deptCode: 'Y' });
    expect(response.statusCode).toBe(403);
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/locations',
      payload: { name: 'X', deptCode: 'Y' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe('You must be logged in');
  });

  it.each(['admin', 'supervisor'] as const)('lets %s add a location, trimmed', async (role) => {
    const response = await create(role, { name: `  Harbor ${role} `, deptCode: ` HB-${role} ` });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: `Harbor ${role}`, deptCode: `HB-${role}` });
  });

  it.each(['dispatch', 'customer', 'user'] as const)(
    'refuses %s adding a location',
    async (role) => {
      const response = await create(role, { name: 'Nope', deptCode: `NOPE-${role}` });
      expect(response.statusCode).toBe(403);
    },
  );

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
    expect(duplicate.json().error).toBe("Department code 'ng-100' is already used by North Gate");
    const list = await t.request({ method: 'GET', url: '/api/locations', cookie: cookie('admin') });
    expect(list.json<{ name: string }[]>().some((l) => l.name === 'Other Gate')).toBe(false);
  });

  it('updates a location, keeping its own code allowed and others refused', async () => {
    const mine = (await create('admin', { name: 'East Lot', deptCode: 'EL-1' })).json();
    await create('admin', { name: 'West Lot', deptCode: 'WL-1' });
    const same = await t.request({
      method: 'PATCH',
      url: `/api/locations/${mine.id}`,
      cookie: cookie('supervisor'),
      payload: { name: 'East Lot B', deptCode: 'el-1' },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual({ id: mine.id, name: 'East Lot B', deptCode: 'el-1' });
    const clash = await t.request({
      method: 'PATCH',
      url: `/api/locations/${mine.id}`,
      cookie: cookie('admin'),
      payload: { name: 'East Lot B', deptCode: 'WL-1' },
    });
    expect(clash.statusCode).toBe(409);
    const dispatch = await t.request({
      method: 'PATCH',
      url: `/api/locations/${mine.id}`,
      cookie: cookie('dispatch'),
      payload: { name: 'Hacked', deptCode: 'H' },
    });
    expect(dispatch.statusCode).toBe(403);
  });

  it('answers 404 for an unknown location', async () => {
    const response = await t.request({
      method: 'PATCH',
      url: '/api/locations/no-such-id',
      cookie: cookie('admin'),
      payload: { name: 'A', deptCode: 'B' },
    });
    expect(response.statusCode).toBe(404);
    const removal = await t.request({
      method: 'DELETE',
      url: '/api/locations/no-such-id',
      cookie: cookie('admin'),
    });
    expect(removal.statusCode).toBe(404);
  });

  it('deletes an unused location', async () => {
    const location = await createLocation(t.app.database.db);
    const response = await t.request({
      method: 'DELETE',
      url: `/api/locations/${location.id}`,
      cookie: cookie('supervisor'),
    });
    expect(response.statusCode).toBe(204);
  });

  it('refuses with 409 to delete a location that coverage requests use, saying how many', async () => {
    const location = await createLocation(t.app.database.db);
    await createCoverageRequest(t.app.database.db, { locationId: location.id });
    await createCoverageRequest(t.app.database.db, { locationId: location.id });
    const response = await t.request({
      method: 'DELETE',
      url: `/api/locations/${location.id}`,
      cookie: cookie('admin'),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'This location has 2 coverage requests and cannot be deleted',
      code: 'CONFLICT',
    });
  });

  it.each(['dispatch', 'customer'] as const)('refuses %s deleting a location', async (role) => {
    const location = await createLocation(t.app.database.db);
    const response = await t.request({
      method: 'DELETE',
      url: `/api/locations/${location.id}`,
      cookie: cookie(role),
    });
    expect(response.statusCode).toBe(403);
  });
});
