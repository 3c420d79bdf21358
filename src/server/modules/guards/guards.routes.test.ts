import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Guard } from '../../../shared/guards.js';
import { createCoverageRequest, createGuard, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp, type Who } from '../../test/test-app.js';
import { usersRepository } from '../users/users.repository.js';
import { guardWrites } from './guards.writes.js';

describe('/api/guards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = (who: Who, payload: object) => t.as(who, 'POST', '/api/guards', payload);
  const list = async () => (await t.as('admin', 'GET', '/api/guards')).json<Guard[]>();

  it('lists guards by first name to admin, supervisor and dispatch only', async () => {
    await createGuard(t.app.database.db, { firstName: 'Zoe', lastName: 'Adams' });
    await createGuard(t.app.database.db, { firstName: 'Aaron', lastName: 'Young' });
    const names = (await list()).map((guard) => guard.firstName);
    expect(names.indexOf('Aaron')).toBeLessThan(names.indexOf('Zoe'));
    // Contact details stay with the roles that staff shifts.
    expect(
      await t.statuses(
        ['admin', 'supervisor', 'dispatch', 'customer', 'user', 'none', 'anonymous'],
        'GET',
        '/api/guards',
      ),
    ).toEqual({
      admin: 200,
      supervisor: 200,
      dispatch: 200,
      customer: 403,
      user: 403,
      none: 403,
      anonymous: 401,
    });
  });

  it('refuses every other role adding, editing, deleting or importing guards', async () => {
    const guard = await createGuard(t.app.database.db);
    const others = ['dispatch', 'customer', 'user', 'none'] as const;
    const refused = { dispatch: 403, customer: 403, user: 403, none: 403 };
    const payload = { firstName: 'No', lastName: 'Way' };
    const url = `/api/guards/${guard.id}`;
    expect(await t.statuses(others, 'POST', '/api/guards', payload)).toEqual(refused);
    expect(await t.statuses(others, 'PATCH', url, { ...payload, version: 1 })).toEqual(refused);
    expect(await t.statuses(others, 'DELETE', url)).toEqual(refused);
    expect(await t.statuses(others, 'POST', '/api/guards/import', { guards: [payload] })).toEqual(
      refused,
    );
    expect((await list()).some((g) => g.lastName === 'Way')).toBe(false);
  });

  it('adds a guard with every field, storing empty optional fields as null', async () => {
    const full = await create('supervisor', {
      firstName: ' Maria ',
      lastName: ' Lopez ',
      contactNumber: ' (201) 555-0100 ',
      email: 'maria@example.com',
      guardCard: 'GC-77',
      expDate: '2027-01-31',
    });
    expect(full.statusCode).toBe(201);
    expect(full.json()).toMatchObject({
      firstName: 'Maria',
      lastName: 'Lopez',
      contactNumber: '+12015550100',
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

  it('updates a guard and answers 404 for an unknown one', async () => {
    const guard = await createGuard(t.app.database.db);
    const response = await t.as('supervisor', 'PATCH', `/api/guards/${guard.id}`, {
      firstName: 'Renamed',
      lastName: 'Guard',
      guardCard: 'X1',
      version: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Renamed',
      guardCard: 'X1',
      email: null,
      version: 2,
    });
    const payload = { firstName: 'A', lastName: 'B', version: 1 };
    expect((await t.as('admin', 'PATCH', '/api/guards/unknown', payload)).statusCode).toBe(404);
    expect((await t.as('admin', 'DELETE', '/api/guards/unknown')).statusCode).toBe(404);
  });

  it('deletes a guard while coverage requests keep the name', async () => {
    const guard = await createGuard(t.app.database.db, { firstName: 'Kept', lastName: 'Name' });
    const location = await createLocation(t.app.database.db);
    const request = await createCoverageRequest(t.app.database.db, {
      locationId: location.id,
      guard,
    });
    const response = await t.as('admin', 'DELETE', `/api/guards/${guard.id}`);
    expect(response.statusCode).toBe(204);
    const row = await t.app.database.db
      .selectFrom('coverageRequests')
      .select(['assignedGuardId', 'assignedGuardName'])
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ assignedGuardId: null, assignedGuardName: 'Name, Kept' });
    expect((await list()).some((g) => g.id === guard.id)).toBe(false);
  });

  it('removes a guard and their account in one transaction, or neither', async () => {
    const db = t.app.database.db;
    const admin = await t.account('admin');
    const actor = { id: admin.id, firstName: 'Ada', lastName: 'Admin', email: admin.email };
    const account = await t.signInAs('guard', { firstName: 'Gil', lastName: 'Both' });
    const guard = await db
      .selectFrom('guards')
      .select('id')
      .where('accountId', '=', account.id)
      .executeTakeFirstOrThrow();
    const users = usersRepository(t.app.database, t.app.auth);
    // The account goes first; a failure after it undoes that too.
    const failing = guardWrites(t.app.database, 'US').remove(guard.id, actor, async (trx) => {
      expect(await users.removeIn(trx, account.id, actor)).toBe(true);
      throw new Error('the guard row could not go');
    });
    await expect(failing).rejects.toThrow('the guard row could not go');
    const userRow = db.selectFrom('user').select('id').where('id', '=', account.id);
    expect(await userRow.executeTakeFirst()).toEqual({ id: account.id });
    expect((await list()).some((g) => g.id === guard.id)).toBe(true);

    expect((await t.as('admin', 'DELETE', `/api/guards/${guard.id}`)).statusCode).toBe(204);
    expect(await userRow.executeTakeFirst()).toBeUndefined();
    expect((await list()).some((g) => g.id === guard.id)).toBe(false);
    const mine = await t.request({ method: 'GET', url: '/api/my/shifts', cookie: account.cookie });
    expect(mine.statusCode).toBe(401);
  });

  describe('POST /api/guards/import', () => {
    const importGuards = (who: Who, guards: object[]) =>
      t.as(who, 'POST', '/api/guards/import', { guards });

    it('imports names, trimmed, with empty contact details', async () => {
      const response = await importGuards('supervisor', [
        { firstName: ' Ima ', lastName: 'Porter' },
        { firstName: 'Jo', lastName: 'Smith, Jr.' },
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ imported: 2, skipped: 0, updated: 0 });
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
      expect(response.json()).toEqual({ imported: 1200, skipped: 0, updated: 0 });
    });
  });
});
