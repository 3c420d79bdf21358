import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoverageRequest } from '../../../shared/coverage-requests.js';
import { SERIES_MESSAGES } from '../../../shared/coverage-series.js';
import { createGuard, createLocation } from '../../test/builders.js';
import { dataDigest } from '../../test/data-digest.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDialect } from '../../test/test-database.js';

const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR'];

describe('/api/coverage/series (repeating shifts)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Every role's account made up front: the data digests below then see only the API's doing.
    for (const role of ['admin', 'supervisor', 'dispatch', 'customer', 'guard', 'user'] as const) {
      await t.account(role);
    }
    await t.account('none');
  });
  afterAll(() => t.close());

  const db = () => t.app.database.db;
  const month = async (yyyyMm: string, locationId: string) =>
    (await t.as('admin', 'GET', `/api/coverage?month=${yyyyMm}&locationId=${locationId}`)).json<
      CoverageRequest[]
    >();
  const seriesOf = (seriesId: string) =>
    db()
      .selectFrom('coverageRequests')
      .selectAll()
      .where('seriesId', '=', seriesId)
      .orderBy('date')
      .execute();
  const auditCount = async (action: string) =>
    Number(
      (
        await db()
          .selectFrom('auditLog')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('action', '=', action)
          .where('entity', '=', 'coverage_request')
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Mon–Fri 08:00–16:00 for 8 weeks from Monday 2040-01-02 (a Monday): 40 shifts. */
  async function eightWeeks(
    who: 'admin' | 'supervisor' | 'customer' = 'supervisor',
    madePost?: { id: string },
  ) {
    const post = madePost ?? (await createLocation(db(), { name: 'Series Gate' }));
    const response = await t.as(who, 'POST', '/api/coverage/series', {
      date: '2040-01-02',
      startTime: '08:00',
      endTime: '16:00',
      locationId: post.id,
      notes: 'Weekday cover',
      repeat: { weekdays: WEEKDAYS, until: '2040-02-24' },
    });
    return { post, response };
  }

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
    expect(summary.json()).toContainEqual({ locationId: post.id, count: 18, open: 18 });
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
    await failInsertsOn('2040-01-17');
    try {
      const { response } = await eightWeeks('admin', post);
      expect(response.statusCode).toBe(500);
    } finally {
      await stopFailing();
    }
    expect(await dataDigest(t)).toBe(before);
  });

  it('edits one shift only: the others keep their values and it stays in the series', async () => {
    const { post, response } = await eightWeeks();
    const { seriesId } = response.json<{ seriesId: string }>();
    const [first, second] = await seriesOf(seriesId);
    if (!first || !second) throw new Error('no series');
    const guard = await createGuard(db(), { firstName: 'Ana', lastName: 'Reyes' });
    const edited = await t.as('admin', 'PATCH', `/api/coverage/${second.id}`, {
      date: second.date,
      startTime: '09:00',
      endTime: '17:00',
      locationId: post.id,
      assignedGuardId: guard.id,
      notes: 'Just this one',
      version: 1,
    });
    expect(edited.json()).toMatchObject({
      startTime: '09:00',
      assignedGuardName: 'Reyes, Ana',
      seriesId,
    });
    const rows = await seriesOf(seriesId);
    expect(rows.filter((row) => row.startTime === '09:00').map((row) => row.id)).toEqual([
      second.id,
    ]);
    expect(rows.filter((row) => row.notes === 'Weekday cover')).toHaveLength(39);
  });

  it('edits this and following: carries the changed fields, keeps each date, audits each', async () => {
    const { post, response } = await eightWeeks();
    const { seriesId } = response.json<{ seriesId: string }>();
    const rows = await seriesOf(seriesId);
    const [first, , third] = rows;
    const last = rows.at(-1);
    if (!first || !third || !last) throw new Error('no series');
    const guard = await createGuard(db(), { firstName: 'Li', lastName: 'Wong' });
    // The first shift's own notes, edited alone, are kept: the later edit leaves notes as they were.
    await t.as('admin', 'PATCH', `/api/coverage/${last.id}`, {
      ...shiftOf(last, post.id),
      notes: 'Last day party',
      version: 1,
    });
    const updatesBefore = await auditCount('update');
    const url = `/api/coverage/${third.id}/following`;
    const body = {
      ...shiftOf(third, post.id),
      startTime: '07:00',
      assignedGuardId: guard.id,
      version: 1,
    };
    const refused = await t.statuses(['dispatch', 'customer', 'guard', 'none'], 'PATCH', url, body);
    expect(refused).toEqual({ dispatch: 403, customer: 403, guard: 403, none: 403 });
    const saved = await t.as('supervisor', 'PATCH', url, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ count: 38 });
    const after = await seriesOf(seriesId);
    expect(after.map((row) => row.date)).toEqual(rows.map((row) => row.date));
    expect(after.slice(0, 2).map((row) => [row.startTime, row.assignedGuardName])).toEqual([
      ['08:00', null],
      ['08:00', null],
    ]);
    for (const row of after.slice(2)) {
      expect([row.startTime, row.endTime, row.assignedGuardName]).toEqual([
        '07:00',
        '16:00',
        'Wong, Li',
      ]);
    }
    expect(after.at(-1)?.notes).toBe('Last day party');
    expect(after.at(-1)?.version).toBe(3);
    expect(await auditCount('update')).toBe(updatesBefore + 38);

    // Based on the version it read before that save: refused, nothing changes.
    const before = await dataDigest(t);
    const stale = await t.as('admin', 'PATCH', url, { ...body, startTime: '06:00' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE' });
    expect(await dataDigest(t)).toBe(before);
    // Unknown id: 404; a bad body: 400.
    expect((await t.as('admin', 'PATCH', '/api/coverage/nope/following', body)).statusCode).toBe(
      404,
    );
    expect((await t.as('admin', 'PATCH', url, { ...body, endTime: '' })).statusCode).toBe(400);
  });

  it('deletes this and following in one go, an audit entry each; earlier ones stay', async () => {
    const { post, response } = await eightWeeks();
    const { seriesId } = response.json<{ seriesId: string }>();
    const rows = await seriesOf(seriesId);
    const tenth = rows[9];
    if (!tenth) throw new Error('no series');
    const deletesBefore = await auditCount('delete');
    const url = `/api/coverage/${tenth.id}/following`;
    const before = await dataDigest(t);
    expect(await t.statuses(['dispatch', 'customer', 'none', 'anonymous'], 'DELETE', url)).toEqual({
      dispatch: 403,
      customer: 403,
      none: 403,
      anonymous: 401,
    });
    expect(await dataDigest(t)).toBe(before);
    const removed = await t.as('admin', 'DELETE', url);
    expect(removed.json()).toEqual({ count: 31 });
    expect((await seriesOf(seriesId)).map((row) => row.id)).toEqual(
      rows.slice(0, 9).map((row) => row.id),
    );
    expect(await auditCount('delete')).toBe(deletesBefore + 31);
    expect((await t.as('admin', 'DELETE', url)).statusCode).toBe(404);
    expect(await month('2040-02', post.id)).toEqual([]);
  });

  it('treats a request made alone as its own series', async () => {
    const post = await createLocation(db());
    const made = await t.as('admin', 'POST', '/api/coverage', {
      date: '2040-06-01',
      startTime: '08:00',
      endTime: '16:00',
      locationId: post.id,
    });
    const request = made.json<CoverageRequest>();
    expect(request.seriesId).toBeNull();
    const url = `/api/coverage/${request.id}/following`;
    const edited = await t.as('admin', 'PATCH', url, {
      ...shiftOf(request, post.id),
      notes: 'x',
      version: 1,
    });
    expect(edited.json()).toEqual({ count: 1 });
    expect((await t.as('admin', 'DELETE', url)).json()).toEqual({ count: 1 });
  });

  /** Makes the database refuse any new request dated `date` (a trigger), to break a series midway. */
  async function failInsertsOn(date: string) {
    const raw = t.app.database.raw;
    if (testDialect() === 'sqlite') {
      await sql`create trigger fail_series_insert before insert on coverage_requests
        when new.date = ${sql.lit(date)} begin select raise(abort, 'refused by the test'); end`.execute(
        raw,
      );
    } else {
      await sql`create function fail_series_insert() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`.execute(raw);
      await sql`create trigger fail_series_insert before insert on coverage_requests
        for each row when (new.date = ${sql.lit(date)}) execute function fail_series_insert()`.execute(
        raw,
      );
    }
  }

  async function stopFailing() {
    const raw = t.app.database.raw;
    await sql`drop trigger fail_series_insert${sql.raw(testDialect() === 'sqlite' ? '' : ' on coverage_requests')}`.execute(
      raw,
    );
    if (testDialect() === 'postgres') await sql`drop function fail_series_insert()`.execute(raw);
  }
});

/** A request's shift as an edit body sends it (times, post, guard, notes; no version). */
function shiftOf(
  request: Pick<CoverageRequest, 'date' | 'startTime' | 'endTime' | 'assignedGuardId' | 'notes'>,
  locationId: string,
) {
  return {
    date: request.date,
    startTime: request.startTime ?? '08:00',
    endTime: request.endTime ?? '16:00',
    locationId,
    assignedGuardId: request.assignedGuardId,
    notes: request.notes,
  };
}
