import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoverageRequest } from '../../../shared/coverage-requests.js';
import { SERIES_MESSAGES } from '../../../shared/coverage-series.js';
import { createGuard, createLocation } from '../../test/builders.js';
import { dataDigest } from '../../test/data-digest.js';
import type { TestApp } from '../../test/test-app.js';
import { seriesTestApp, type SeriesTestApp } from '../../test/coverage-series.js';

describe('POST /api/coverage/series (repeating shifts)', () => {
  let kit: SeriesTestApp;
  let t: TestApp;
  beforeAll(async () => {
    kit = await seriesTestApp();
    t = kit.t;
  });
  afterAll(() => t.close());

  const db = () => kit.db();
  const month = (yyyyMm: string, locationId: string) => kit.month(yyyyMm, locationId);
  const seriesOf = (seriesId: string) => kit.seriesOf(seriesId);
  const auditCount = (action: string) => kit.auditCount(action);
  const eightWeeks: SeriesTestApp['eightWeeks'] = (...args) => kit.eightWeeks(...args);

  it('makes one ordinary request per date, tied by a series id, with an audit entry each', async () => {
    const auditsBefore = await auditCount('create');
    const { post, response } = await eightWeeks();
    expect(response.statusCode).toBe(201);
    const answer = response.json<{ seriesId: string; created: number }>();
    expect(answer).toMatchObject({ created: 40, firstDate: '2040-01-02', lastDate: '2040-02-24' });
    const rows = await seriesOf(answer.seriesId);
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((row) => `${row.startTime ?? ''}-${row.endTime ?? ''}`))).toEqual(
      new Set(['08:00-16:00']),
    );
    const january = await month('2040-01', post.id);
    expect(january).toHaveLength(22);
    expect(january[0]).toMatchObject({
      date: '2040-01-02',
      locationName: 'Series Gate',
      notes: 'Weekday cover',
      seriesId: answer.seriesId,
      assignedGuardName: null,
      version: 1,
    });
    expect(january.map((row) => row.date)).not.toContain('2040-01-07');
    expect(await auditCount('create')).toBe(auditsBefore + 40);
    const rule = await db()
      .selectFrom('coverageSeries')
      .select('rule')
      .where('id', '=', answer.seriesId)
      .executeTakeFirstOrThrow();
    expect(rule.rule).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20400224');
    const summary = await t.as('admin', 'GET', '/api/coverage/summary?month=2040-02');
    expect(summary.json()).toContainEqual({
      locationId: post.id,
      count: 18,
      open: 18,
      uncovered: 0,
    });
  });

  it('refuses the roles that may not add, and a customer assigning a guard', async () => {
    const post = await createLocation(db());
    const guard = await createGuard(db());
    const body = {
      date: '2040-03-05',
      startTime: '08:00',
      endTime: '16:00',
      locationId: post.id,
      repeat: { weekdays: ['MO'], until: '2040-03-26' },
    };
    const before = await dataDigest(t);
    expect(
      await t.statuses(
        ['dispatch', 'guard', 'user', 'none', 'anonymous'],
        'POST',
        '/api/coverage/series',
        body,
      ),
    ).toEqual({ dispatch: 403, guard: 403, user: 403, none: 403, anonymous: 401 });
    const assign = { ...body, assignedGuardId: guard.id };
    expect((await t.as('customer', 'POST', '/api/coverage/series', assign)).statusCode).toBe(403);
    expect(await dataDigest(t)).toBe(before);
    const own = await t.as('customer', 'POST', '/api/coverage/series', body);
    expect(own.json()).toMatchObject({ created: 4 });
    const customer = await t.account('customer');
    const mine = await t.as('customer', 'GET', '/api/coverage?month=2040-03');
    expect(mine.json<CoverageRequest[]>().map((row) => row.userId)).toEqual(
      Array(4).fill(customer.id),
    );
  });

  it('refuses an invalid rule with a clear 400 and changes nothing', async () => {
    const post = await createLocation(db());
    const base = {
      date: '2040-04-02',
      startTime: '08:00',
      endTime: '16:00',
      locationId: post.id,
    };
    const before = await dataDigest(t);
    const cases: [object, string][] = [
      [{ weekdays: [], until: '2040-04-30' }, SERIES_MESSAGES.noWeekday],
      [{ weekdays: ['XX'], until: '2040-04-30' }, SERIES_MESSAGES.noWeekday],
      [{ weekdays: ['MO'], until: '2040-04-01' }, SERIES_MESSAGES.endsBefore],
      [{ weekdays: ['MO'], until: '2041-04-02' }, SERIES_MESSAGES.tooLong],
      [{ weekdays: ['MO'], until: '2040-02-30' }, SERIES_MESSAGES.realDate],
      [{ weekdays: ['SA'], until: '2040-04-06' }, SERIES_MESSAGES.noDates],
    ];
    for (const [repeat, message] of cases) {
      const response = await t.as('admin', 'POST', '/api/coverage/series', { ...base, repeat });
      expect(response.statusCode, JSON.stringify(repeat)).toBe(400);
      expect(response.json<{ error: string }>().error).toBe(message);
    }
    const noRepeat = await t.as('admin', 'POST', '/api/coverage/series', base);
    expect(noRepeat.statusCode).toBe(400);
    const badShift = {
      ...base,
      startTime: '25:00',
      repeat: { weekdays: ['MO'], until: '2040-04-30' },
    };
    expect((await t.as('admin', 'POST', '/api/coverage/series', badShift)).statusCode).toBe(400);
    const noPost = {
      ...base,
      locationId: 'nope',
      repeat: { weekdays: ['MO'], until: '2040-04-30' },
    };
    expect((await t.as('admin', 'POST', '/api/coverage/series', noPost)).statusCode).toBe(400);
    expect(await dataDigest(t)).toBe(before);
  });

  it('allows a whole leap year of days, 366 shifts', async () => {
    const post = await createLocation(db());
    const response = await t.as('admin', 'POST', '/api/coverage/series', {
      date: '2044-01-01',
      startTime: '22:00',
      endTime: '06:00',
      locationId: post.id,
      repeat: { weekdays: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], until: '2044-12-31' },
    });
    expect(response.json()).toMatchObject({ created: 366, lastDate: '2044-12-31' });
    expect(await month('2044-02', post.id)).toHaveLength(29);
  });

  it('saves all or nothing: one failing row leaves no request, series or audit entry', async () => {
    const post = await createLocation(db(), { name: 'Series Gate' });
    const before = await dataDigest(t);
    await kit.failInsertsOn('2040-01-17');
    try {
      const { response } = await eightWeeks('admin', post);
      expect(response.statusCode).toBe(500);
    } finally {
      await kit.stopFailing();
    }
    expect(await dataDigest(t)).toBe(before);
  });
});
