import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleWeek } from '../../../shared/schedule.js';
import { createCoverageRequest, createGuard, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { scheduleRepository } from './schedule.repository.js';

const WEEK = '2026-W48';
const DAYS = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];

describe('GET /api/schedule/week', () => {
  let t: TestApp;
  let harbor: { id: string };
  let mall: { id: string };
  let quiet: { id: string };
  let kim: { id: string; firstName: string; lastName: string };
  let customerId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.database.db;
    // Created out of order: the answer lists posts as people read them (numbers in order).
    mall = await createLocation(db, { name: 'Post 10 Mall', deptCode: 'ML-10' });
    harbor = await createLocation(db, { name: 'Post 9 Harbor', deptCode: 'HB-9' });
    quiet = await createLocation(db, { name: 'Post 11 Quiet', deptCode: 'QT-11' });
    kim = await createGuard(db, { firstName: 'Kim', lastName: 'Soto' });
    const gone = await createGuard(db, { firstName: 'Al', lastName: 'Ng' });
    customerId = (await t.account('customer')).id;

    const add = async (name: string, values: Parameters<typeof createCoverageRequest>[1]) => {
      ids[name] = (await createCoverageRequest(db, values)).id;
    };
    await add('mondayLate', {
      locationId: harbor.id,
      date: DAYS[0],
      startTime: '14:00',
      endTime: '22:00',
      guard: kim,
    });
    await add('mondayEarly', {
      locationId: harbor.id,
      date: DAYS[0],
      startTime: '06:00',
      endTime: '14:00',
    });
    await add('untimed', {
      locationId: mall.id,
      date: DAYS[2],
      startTime: null,
      endTime: null,
      notes: 'Imported',
      guardNote: 'Gate 2',
    });
    await add('deletedGuard', { locationId: mall.id, date: DAYS[5], guard: gone });
    await add('customers', { locationId: mall.id, date: DAYS[3], userId: customerId });
    // Outside the week: the Sunday before and the Monday after.
    await add('before', { locationId: harbor.id, date: '2026-11-22' });
    await add('after', { locationId: harbor.id, date: '2026-11-30' });
    // The guard is deleted: the request keeps the name, not the id.
    await db
      .updateTable('coverageRequests')
      .set({ assignedGuardId: null })
      .where('assignedGuardId', '=', gone.id)
      .execute();
    await db.deleteFrom('guards').where('id', '=', gone.id).execute();
  });
  afterAll(() => t.close());

  it("answers the week's days, every post and the week's requests for the office", async () => {
    const response = await t.as('dispatch', 'GET', `/api/schedule/week?week=${WEEK}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<ScheduleWeek>();
    expect(body.week).toBe(WEEK);
    expect(body.days).toEqual([...DAYS, '2026-11-29']);
    expect(body.posts.map((post) => post.name)).toEqual([
      'Post 9 Harbor',
      'Post 10 Mall',
      'Post 11 Quiet',
    ]);
    expect(body.posts[0]).toEqual({ id: harbor.id, name: 'Post 9 Harbor', deptCode: 'HB-9' });
    // Each guard's hours of the week (issue #32), counted by the company's rules (the defaults).
    const eight = { minutes: 480, overtimeMinutes: 0, overtimeDays: [] };
    expect(body.guards).toEqual([
      { id: kim.id, name: 'Soto, Kim', hours: eight },
      { id: null, name: 'Ng, Al', hours: eight },
    ]);
    expect(body.rules).toEqual({
      weeklyOvertimeHours: 40,
      dailyOvertimeHours: null,
      weekStartsOn: 1,
    });
    // By day, then start time (untimed first): the board lists a cell's requests in this order.
    expect(body.shifts).toEqual([
      {
        id: ids.mondayEarly,
        post: 0,
        day: 0,
        startTime: '06:00',
        endTime: '14:00',
        guard: null,
        notes: null,
        guardNote: null,
        seriesId: null,
        version: 1,
      },
      {
        id: ids.mondayLate,
        post: 0,
        day: 0,
        startTime: '14:00',
        endTime: '22:00',
        guard: 0,
        notes: null,
        guardNote: null,
        seriesId: null,
        version: 1,
      },
      {
        id: ids.untimed,
        post: 1,
        day: 2,
        startTime: null,
        endTime: null,
        guard: null,
        notes: 'Imported',
        guardNote: 'Gate 2',
        seriesId: null,
        version: 1,
      },
      {
        id: ids.customers,
        post: 1,
        day: 3,
        startTime: '08:00',
        endTime: '16:00',
        guard: null,
        notes: null,
        guardNote: null,
        seriesId: null,
        version: 1,
      },
      {
        id: ids.deletedGuard,
        post: 1,
        day: 5,
        startTime: '08:00',
        endTime: '16:00',
        guard: 1,
        notes: null,
        guardNote: null,
        seriesId: null,
        version: 1,
      },
    ]);
  });

  it('gives a customer only their own requests and the posts they made them for', async () => {
    const response = await t.as('customer', 'GET', `/api/schedule/week?week=${WEEK}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<ScheduleWeek>();
    expect(body.posts.map((post) => post.id)).toEqual([mall.id]);
    expect(body.guards).toEqual([]);
    expect(body.rules).toBeNull();
    expect(body.shifts.map((shift) => shift.id)).toEqual([ids.customers]);
    // Another week: the post stays a row, with nothing in it.
    const later = (
      await t.as('customer', 'GET', '/api/schedule/week?week=2026-W50')
    ).json<ScheduleWeek>();
    expect(later.posts.map((post) => post.id)).toEqual([mall.id]);
    expect(later.shifts).toEqual([]);
    expect(later.posts.some((post) => post.id === quiet.id)).toBe(false);
  });

  it('shows a change on the very next read', async () => {
    const created = await t.as('supervisor', 'POST', '/api/coverage', {
      date: '2026-11-29',
      startTime: '22:00',
      endTime: '06:00',
      locationId: quiet.id,
      assignedGuardId: kim.id,
      notes: null,
    });
    expect(created.statusCode).toBe(201);
    const body = (
      await t.as('admin', 'GET', `/api/schedule/week?week=${WEEK}`)
    ).json<ScheduleWeek>();
    const added = body.shifts.find((shift) => shift.id === created.json<{ id: string }>().id);
    expect(added).toMatchObject({
      post: 2,
      day: 6,
      guard: 0,
      startTime: '22:00',
      endTime: '06:00',
    });
  });

  it('shows a renamed, added or removed post on the very next read (the kept board)', async () => {
    const read = async () =>
      (await t.as('dispatch', 'GET', `/api/schedule/week?week=${WEEK}`)).json<ScheduleWeek>();
    await read();
    const renamed = await t.as('admin', 'PATCH', `/api/locations/${quiet.id}`, {
      name: 'Post 11 Calm',
      deptCode: 'QT-11',
      version: 1,
    });
    expect(renamed.statusCode).toBe(200);
    expect((await read()).posts.map((post) => post.name)).toContain('Post 11 Calm');
    const added = await t.as('admin', 'POST', '/api/locations', {
      name: 'Post 12 New',
      deptCode: 'NW-12',
    });
    expect(added.statusCode).toBe(201);
    expect((await read()).posts.map((post) => post.name)).toContain('Post 12 New');
    const id = added.json<{ id: string }>().id;
    expect((await t.as('admin', 'DELETE', `/api/locations/${id}`)).statusCode).toBe(204);
    expect((await read()).posts.map((post) => post.name)).not.toContain('Post 12 New');
  });

  it('refuses a week that is not a real ISO week, and roles without the board', async () => {
    for (const week of ['2026-48', '2025-W53', '2026-W00', '']) {
      const response = await t.as('admin', 'GET', `/api/schedule/week?week=${week}`);
      expect(response.statusCode, week).toBe(400);
    }
    expect((await t.as('admin', 'GET', '/api/schedule/week')).statusCode).toBe(400);
    expect(
      await t.statuses(
        ['guard', 'user', 'none', 'anonymous'],
        'GET',
        `/api/schedule/week?week=${WEEK}`,
      ),
    ).toEqual({
      guard: 403,
      user: 403,
      none: 403,
      anonymous: 401,
    });
  });

  it('reads the week in four queries, however many posts, requests and check-ins', async () => {
    const db = t.app.database.db;
    for (let index = 0; index < 20; index += 1) {
      const post = await createLocation(db);
      await createCoverageRequest(db, { locationId: post.id, date: DAYS[index % 6] });
    }
    const counted = (withCreator: string | undefined) => {
      let queries = 0;
      const counter: KyselyPlugin = {
        transformQuery: (args) => {
          queries += 1;
          return args.node;
        },
        transformResult: (args) => Promise.resolve(args.result),
      };
      const schedule = scheduleRepository(db.withPlugin(counter), 'UTC');
      // Only the read's queries: the repository compiles its version's query once, when made.
      queries = 0;
      return {
        read: () => schedule.week({ week: WEEK, createdBy: withCreator }),
        queries: () => queries,
      };
    };
    for (const creator of [undefined, customerId]) {
      const board = counted(creator);
      const week = await board.read();
      expect(week.shifts.length).toBeGreaterThan(0);
      // The posts and the requests with their check-ins; the office's board also reads the
      // company's rules and the attendance settings (issue #33).
      expect(board.queries()).toBe(creator === undefined ? 4 : 2);
    }
  });
});
