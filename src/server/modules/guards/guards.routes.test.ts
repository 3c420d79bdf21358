import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/permissions.js';
import { createCoverageRequest, createGuard, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

describe('/api/guards', () => {
  let t: TestApp;
  let as: Record<Role | 'none', TestUser>;
  const cookie = (role: Role | 'none') => as[role].cookie;
  beforeAll(async () => {
    t = await createTestApp();
    as = await t.signInEveryRole();
  });
  afterAll(() => t.close());

  const create = (role: Role | 'none', payload: object) =>
    t.request({ method: 'POST', url: '/api/guards', cookie: cookie(role), payload });
  const list = async () =>
    (await t.request({ method: 'GET', url: '/api/guards', cookie: cookie('admin') })).json<
      {
        id: string;
        firstName: string;
        lastName: string;
      }[]
    >();

  it('lists guards by first name for admin, supervisor and dispatch', async () => {
    await createGuard(t.app.database.db, { firstName: 'Zoe', lastName: 'Adams' });
    await createGuard(t.app.database.db, { firstName: 'Aaron', lastName: 'Young' });
    for (const role of ['admin', 'supervisor', 'dispatch'] as const) {
      const response = await t.request({ method: 'GET', url: '/api/guards', cookie: cookie(role) });
      expect(response.statusCode, role).toBe(200);
      const names = response.json<{ firstName: string }[]>().map((guard) => guard.firstName);
      expect(names.indexOf('Aaron')).toBeLessThan(names.indexOf('Zoe'));
    }
  });

  it.each(['customer', 'user', 'none'] as const)(
    'refuses guards and their contact details to %s',
    async (role) => {
      const response = await t.request({ method: 'GET', url: '/api/guards', cookie: cookie(role) });
      expect(response.statusCode).toBe(403);
    },
  );

  it('adds a guard with every field, storing empty optional fields as null', async () => {
    const full = await create('supervisor', {
      firstName: ' Maria ',
      lastName: ' Lopez ',
      contactNumber: ' 555-0100 ',
      email: 'maria@example.com',
      guardCard: 'GC-77',
      expDate: '2027-01-31',
    });
    expect(full.statusCode).toBe(201);
    expect(full.json()).toMatchObject({
      firstName: 'Maria',
      lastName: 'Lopez',
      contactNumber: '555-0100',
      email: 'maria@example.com',
      guardCard: 'GC-77',
      expDate: '2027-01-31',
    });
    const sparse = await create('admin', {
      firstName: 'Sam',
      lastName: 'Ng',
      contactNumber: '',
      email: '  ',
      guardCard: '',
      expDate: '',
    });
    expect(sparse.statusCode).toBe(201);
    expect(sparse.json()).toMatchObject({
      contactNumber: null,
      email: null,
      guardCard: null,
      expDate: null,
    });
    const row = await t.app.database.db
      .selectFrom('guards')
      .selectAll()
      .where('id', '=', sparse.json().id)
      .executeTakeFirstOrThrow();
    expect(row.email).toBeNull();
    expect(row.contactNumber).toBeNull();
  });

  it.each([{ firstName: '', lastName: 'Ng' }, { firstName: 'Sam', lastName: '  ' }, {}])(
    'requires first and last name: %j',
    async (payload) => {
      const response = await create('admin', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(
        'Please fill in required fields (First Name and Last Name)',
      );
    },
  );

  it('validates the email and the expiration date', async () => {
    const email = await create('admin', { firstName: 'A', lastName: 'B', email: 'not-an-email' });
    expect(email.statusCode).toBe(400);
    expect(email.json().fields.email).toBe('Please enter a valid email address');
    const date = await create('admin', { firstName: 'A', lastName: 'B', expDate: '2026-02-30' });
    expect(date.statusCode).toBe(400);
    expect(date.json().fields.expDate).toMatch(/real date/);
  });

  it.each(['dispatch', 'customer', 'user'] as const)('refuses %s adding a guard', async (role) => {
    const response = await create(role, { firstName: 'No', lastName: 'Way' });
    expect(response.statusCode).toBe(403);
  });

  it('updates a guard and answers 404 for an unknown one', async () => {
    const guard = await createGuard(t.app.database.db);
    const response = await t.request({
      method: 'PATCH',
      url: `/api/guards/${guard.id}`,
      cookie: cookie('supervisor'),
      payload: { firstName: 'Renamed', lastName: 'Guard', guardCard: 'X1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Renamed', guardCard: 'X1', email: null });
    const missing = await t.request({
      method: 'PATCH',
      url: '/api/guards/unknown',
      cookie: cookie('admin'),
      payload: { firstName: 'A', lastName: 'B' },
    });
    expect(missing.statusCode).toBe(404);
    const dispatch = await t.request({
      method: 'PATCH',
      url: `/api/guards/${guard.id}`,
      cookie: cookie('dispatch'),
      payload: { firstName: 'A', lastName: 'B' },
    });
    expect(dispatch.statusCode).toBe(403);
  });

  it('deletes a guard while coverage requests keep the name', async () => {
    const guard = await createGuard(t.app.database.db, { firstName: 'Kept', lastName: 'Name' });
    const location = await createLocation(t.app.database.db);
    const request = await createCoverageRequest(t.app.database.db, {
      locationId: location.id,
      guard,
    });
    const response = await t.request({
      method: 'DELETE',
      url: `/api/guards/${guard.id}`,
      cookie: cookie('admin'),
    });
    expect(response.statusCode).toBe(204);
    const row = await t.app.database.db
      .selectFrom('coverageRequests')
      .select(['assignedGuardId', 'assignedGuardName'])
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ assignedGuardId: null, assignedGuardName: 'Name, Kept' });
    expect((await list()).some((g) => g.id === guard.id)).toBe(false);
  });

  describe('POST /api/guards/import', () => {
    const importGuards = (role: Role | 'none', guards: unknown) =>
      t.request({
        method: 'POST',
        url: '/api/guards/import',
        cookie: cookie(role),
        payload: { guards },
      });

    it('imports names, trimmed, with empty contact details', async () => {
      const response = await importGuards('supervisor', [
        { firstName: ' Ima ', lastName: 'Porter' },
        { firstName: 'Jo', lastName: 'Smith, Jr.' },
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ imported: 2 });
      const guards = await list();
      expect(guards.some((g) => g.firstName === 'Ima' && g.lastName === 'Porter')).toBe(true);
      expect(guards.some((g) => g.lastName === 'Smith, Jr.')).toBe(true);
    });

    it('saves nothing when one row of the batch is bad', async () => {
      const before = (await list()).length;
      const response = await importGuards('admin', [
        { firstName: 'Good', lastName: 'Row' },
        { firstName: 'Bad', lastName: '' },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(
        'Please fill in required fields (First Name and Last Name)',
      );
      expect((await list()).length).toBe(before);
    });

    it('refuses an empty import and more than 10,000 rows', async () => {
      expect((await importGuards('admin', [])).statusCode).toBe(400);
      const many = Array.from({ length: 10_001 }, (_, i) => ({
        firstName: `F${i}`,
        lastName: 'L',
      }));
      const response = await importGuards('admin', many);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/At most 10000 guards/);
    });

    it('imports a large file in one go', async () => {
      const rows = Array.from({ length: 1200 }, (_, i) => ({
        firstName: `Bulk${i}`,
        lastName: 'Load',
      }));
      const response = await importGuards('admin', rows);
      expect(response.json()).toEqual({ imported: 1200 });
    });

    it.each(['dispatch', 'customer'] as const)('refuses %s importing guards', async (role) => {
      const response = await importGuards(role, [{ firstName: 'A', lastName: 'B' }]);
      expect(response.statusCode).toBe(403);
    });
  });
});
