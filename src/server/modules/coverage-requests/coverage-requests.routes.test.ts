import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoverageRequest, CoverageSummary } from '../../../shared/coverage-requests.js';
import { createCoverageRequest, createGuard, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp, type Who } from '../../test/test-app.js';

describe('/api/coverage', () => {
  let t: TestApp;
  const get = (who: Who, url: string) => t.as(who, 'GET', url);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists a month by date then start time, untimed first, with the location joined', async () => {
    const db = t.app.database.db;
    const post = await createLocation(db, { name: 'Order Post', deptCode: 'ORD-1' });
    const other = await createLocation(db);
    const at = (date: string, startTime: string | null) =>
      createCoverageRequest(db, {
        locationId: post.id,
        date,
        startTime,
        endTime: startTime ? '23:00' : null,
      });
    await at('2031-03-02', '14:00');
    await at('2031-03-02', '06:00');
    await at('2031-03-02', null);
    await at('2031-03-01', '22:00');
    await at('2031-02-28', '08:00');
    await at('2031-04-01', '08:00');
    await createCoverageRequest(db, { locationId: other.id, date: '2031-03-05' });

    const response = await get('dispatch', `/api/coverage?month=2031-03&locationId=${post.id}`);
    expect(response.statusCode).toBe(200);
    const rows = response.json<CoverageRequest[]>();
    expect(rows.map((row) => [row.date, row.startTime])).toEqual([
      ['2031-03-01', '22:00'],
      ['2031-03-02', null],
      ['2031-03-02', '06:00'],
      ['2031-03-02', '14:00'],
    ]);
    expect(rows[0]).toMatchObject({ locationName: 'Order Post', deptCode: 'ORD-1' });

    const all = await get('admin', '/api/coverage?month=2031-03');
    expect(all.json<CoverageRequest[]>()).toHaveLength(5);
  });

  it('counts the month per location with the open ones, month boundaries included', async () => {
    const db = t.app.database.db;
    const north = await createLocation(db);
    const south = await createLocation(db);
    const guard = await createGuard(db);
    await createCoverageRequest(db, { locationId: north.id, date: '2032-01-01', guard });
    await createCoverageRequest(db, { locationId: north.id, date: '2032-01-31' });
    await createCoverageRequest(db, { locationId: south.id, date: '2032-01-15', guard });
    await createCoverageRequest(db, { locationId: south.id, date: '2031-12-31' });
    await createCoverageRequest(db, { locationId: south.id, date: '2032-02-01' });

    const response = await get('supervisor', '/api/coverage/summary?month=2032-01');
    expect(response.statusCode).toBe(200);
    const summary = response.json<CoverageSummary[]>();
    expect(summary).toHaveLength(2);
    expect(summary).toContainEqual({ locationId: north.id, count: 2, open: 1, uncovered: 0 });
    expect(summary).toContainEqual({ locationId: south.id, count: 1, open: 0, uncovered: 0 });
    expect((await get('admin', '/api/coverage/summary?month=2032-03')).json()).toEqual([]);
  });

  it('shows a customer only the requests they created', async () => {
    const db = t.app.database.db;
    const post = await createLocation(db);
    await createCoverageRequest(db, { locationId: post.id, date: '2033-05-10' });
    const customer = await t.account('customer');
    const own = await createCoverageRequest(db, {
      locationId: post.id,
      date: '2033-05-11',
      userId: customer.id,
    });
    const list = await get('customer', '/api/coverage?month=2033-05');
    expect(list.json<CoverageRequest[]>().map((row) => row.id)).toEqual([own.id]);
    const summary = await get('customer', '/api/coverage/summary?month=2033-05');
    expect(summary.json()).toEqual([{ locationId: post.id, count: 1, open: 1, uncovered: 0 }]);
    const dispatch = await get('dispatch', '/api/coverage/summary?month=2033-05');
    expect(dispatch.json()).toEqual([{ locationId: post.id, count: 2, open: 2, uncovered: 0 }]);
  });

  it('refuses every coverage read to user and none, and asks for a session', async () => {
    for (const url of ['/api/coverage?month=2030-01', '/api/coverage/summary?month=2030-01']) {
      expect(await t.statuses(['user', 'none', 'anonymous'], 'GET', url)).toEqual({
        user: 403,
        none: 403,
        anonymous: 401,
      });
    }
  });

  it('answers 400 for a bad month', async () => {
    for (const month of ['2030-13', '2030-1', 'march', '']) {
      const response = await get('admin', `/api/coverage/summary?month=${month}`);
      expect(response.statusCode, month).toBe(400);
    }
  });

  it('adds a request, storing the guard as Last, First', async () => {
    const db = t.app.database.db;
    const post = await createLocation(db);
    const guard = await createGuard(db, { firstName: 'Ana', lastName: 'Reyes' });
    const response = await t.as('supervisor', 'POST', '/api/coverage', {
      date: '2034-02-03',
      startTime: '22:00',
      endTime: '06:00',
      locationId: post.id,
      assignedGuardId: guard.id,
      notes: '  Call-out: guard sick  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      date: '2034-02-03',
      startTime: '22:00',
      endTime: '06:00',
      locationName: post.name,
      assignedGuardId: guard.id,
      assignedGuardName: 'Reyes, Ana',
      notes: 'Call-out: guard sick',
      userId: (await t.account('supervisor')).id,
    });
    const [saved] = (await get('admin', '/api/coverage?month=2034-02')).json<CoverageRequest[]>();
    expect(saved).toEqual(response.json());
  });

  it('refuses missing or malformed fields with the spec message and saves nothing', async () => {
    const post = await createLocation(t.app.database.db);
    const base = { date: '2034-03-01', startTime: '08:00', endTime: '16:00', locationId: post.id };
    const missing = await t.as('admin', 'POST', '/api/coverage', { ...base, startTime: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Please fill in all required fields');
    for (const bad of [
      { date: '2034-02-30' },
      { startTime: '24:00' },
      { endTime: '8:00' },
      { locationId: 'nope' },
      { assignedGuardId: 'nope' },
      { notes: 'x'.repeat(2001) },
    ]) {
      const response = await t.as('admin', 'POST', '/api/coverage', { ...base, ...bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await get('admin', '/api/coverage?month=2034-03')).json()).toEqual([]);
  });

  it('lets a customer add without a guard but not assign one; dispatch cannot add', async () => {
    const db = t.app.database.db;
    const post = await createLocation(db);
    const guard = await createGuard(db);
    const body = { date: '2034-04-01', startTime: '08:00', endTime: '16:00', locationId: post.id };
    const added = await t.as('customer', 'POST', '/api/coverage', body);
    expect(added.statusCode).toBe(201);
    const customer = await t.account('customer');
    expect(added.json()).toMatchObject({ userId: customer.id, assignedGuardId: null });
    const assign = { ...body, assignedGuardId: guard.id };
    expect((await t.as('customer', 'POST', '/api/coverage', assign)).statusCode).toBe(403);
    expect(await t.statuses(['dispatch', 'user', 'none'], 'POST', '/api/coverage', body)).toEqual({
      dispatch: 403,
      user: 403,
      none: 403,
    });
    expect((await get('admin', '/api/coverage?month=2034-04')).json()).toHaveLength(1);
  });

  it('edits and deletes for admin and supervisor only', async () => {
    const db = t.app.database.db;
    const post = await createLocation(db);
    const other = await createLocation(db, { name: 'Moved Here' });
    const guard = await createGuard(db, { firstName: 'Li', lastName: 'Wong' });
    const request = await createCoverageRequest(db, { locationId: post.id, date: '2034-05-01' });
    const url = `/api/coverage/${request.id}`;
    const body = {
      date: '2034-05-02',
      startTime: '09:00',
      endTime: '17:00',
      locationId: other.id,
      assignedGuardId: guard.id,
      notes: null,
      version: 1,
    };
    const others = ['dispatch', 'customer', 'user', 'none'] as const;
    const refused = { dispatch: 403, customer: 403, user: 403, none: 403 };
    expect(await t.statuses(others, 'PATCH', url, body)).toEqual(refused);
    expect(await t.statuses(others, 'DELETE', url)).toEqual(refused);
    const edited = await t.as('supervisor', 'PATCH', url, body);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      date: '2034-05-02',
      locationName: 'Moved Here',
      assignedGuardName: 'Wong, Li',
      version: 2,
    });
    const [saved] = (await get('admin', '/api/coverage?month=2034-05')).json<CoverageRequest[]>();
    expect(saved).toEqual(edited.json());
    expect((await t.as('admin', 'DELETE', url)).statusCode).toBe(204);
    expect((await t.as('admin', 'DELETE', url)).statusCode).toBe(404);
    expect((await t.as('admin', 'PATCH', url, { ...body, version: 2 })).statusCode).toBe(404);
  });

  it('keeps a deleted guard’s name on edit until another guard is assigned', async () => {
    const db = t.app.database.db;
    const post = await createLocation(db);
    const request = await createCoverageRequest(db, { locationId: post.id, date: '2034-06-01' });
    await db
      .updateTable('coverageRequests')
      .set({ assignedGuardName: 'Gone, Former' })
      .where('id', '=', request.id)
      .execute();
    const body = {
      date: '2034-06-01',
      startTime: '10:00',
      endTime: '18:00',
      locationId: post.id,
      assignedGuardId: null,
      notes: 'moved an hour',
      version: 1,
    };
    const edited = await t.as('admin', 'PATCH', `/api/coverage/${request.id}`, body);
    expect(edited.json()).toMatchObject({ assignedGuardName: 'Gone, Former', startTime: '10:00' });
  });
});
