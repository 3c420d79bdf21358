import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Availability } from '../../../shared/availability.js';
import { addDays, DATE_RANGE_MESSAGE, localIsoDate } from '../../../shared/calendar.js';
import type { TimeOff, TimeOffList } from '../../../shared/time-off.js';
import { entriesOf } from '../../test/audit.js';
import { dataDigest } from '../../test/data-digest.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

const today = () => localIsoDate(new Date());
const ahead = (days: number) => addDays(today(), days);

describe("a guard's own availability and time off (issue #32)", () => {
  let t: TestApp;
  let kim: TestUser;
  let lee: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    kim = await t.signInAs('guard', { firstName: 'Kim', lastName: 'Soto' });
    lee = await t.signInAs('guard', { firstName: 'Lee', lastName: 'Park' });
  });
  afterAll(() => t.close());

  const as = (
    who: TestUser,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.request({ method, url, cookie: who.cookie, ...(payload ? { payload } : {}) });
  const ask = (who: TestUser, body: object) => as(who, 'POST', '/api/my/time-off', body);
  const myList = async (who: TestUser) =>
    (await as(who, 'GET', '/api/my/time-off')).json<TimeOffList>().requests;

  it('keeps the weekly hours a guard sets, in week order, each once; overnight times run into the next day', async () => {
    expect((await as(kim, 'GET', '/api/my/availability')).json()).toEqual({ windows: [] });
    const windows = [
      { weekday: 6, from: '06:00', to: '14:00' },
      { weekday: 5, from: '22:00', to: '06:00' },
      { weekday: 0, from: '08:00', to: '12:00' },
      { weekday: 6, from: '06:00', to: '14:00' },
    ];
    const saved = await as(kim, 'PUT', '/api/my/availability', { windows });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      windows: [
        { weekday: 0, from: '08:00', to: '12:00' },
        { weekday: 5, from: '22:00', to: '06:00' },
        { weekday: 6, from: '06:00', to: '14:00' },
      ],
    };
    expect(saved.json()).toEqual(expected);
    expect((await as(kim, 'GET', '/api/my/availability')).json()).toEqual(expected);
    // Another guard's are their own.
    expect((await as(lee, 'GET', '/api/my/availability')).json<Availability>().windows).toEqual([]);

    const [entry] = await entriesOf(t, (await guardOf(kim)).id);
    expect(entry).toMatchObject({
      entity: 'availability',
      action: 'update',
      label: 'Kim Soto',
      before: { hours: 'None' },
      after: { hours: 'Sun 08:00–12:00, Fri 22:00–06:00 (next day), Sat 06:00–14:00' },
    });

    // The same set again writes nothing: no entry, and the rankings' rules_version stays.
    const version = () =>
      t.app.database.db
        .selectFrom('rulesVersion')
        .select('version')
        .executeTakeFirstOrThrow()
        .then((row) => row.version);
    const before = await version();
    const again = await as(kim, 'PUT', '/api/my/availability', { windows: expected.windows });
    expect(again.json()).toEqual(expected);
    expect(await version()).toBe(before);
    expect(await entriesOf(t, (await guardOf(kim)).id)).toHaveLength(1);

    const cleared = await as(kim, 'PUT', '/api/my/availability', { windows: [] });
    expect(cleared.json()).toEqual({ windows: [] });
    expect(await version()).not.toBe(before);
  });

  it.each<[string, object, string, string]>([
    [
      'the same start and end',
      { weekday: 1, from: '08:00', to: '08:00' },
      'windows.0.to',
      'The end must differ from the start',
    ],
    [
      'a day past Saturday',
      { weekday: 7, from: '08:00', to: '09:00' },
      'windows.0.weekday',
      'Pick a day of the week',
    ],
    ['24:00', { weekday: 1, from: '20:00', to: '24:00' }, 'windows.0.to', 'To must be HH:MM'],
    [
      'a time without minutes',
      { weekday: 1, from: '8', to: '12:00' },
      'windows.0.from',
      'From must be HH:MM',
    ],
  ])(
    'refuses %s with the field message, changing nothing',
    async (_name, window, field, message) => {
      const before = await dataDigest(t);
      const response = await as(kim, 'PUT', '/api/my/availability', { windows: [window] });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field]).toBe(message);
      expect(await dataDigest(t)).toBe(before);
    },
  );

  it('takes 50 times a week and refuses 51', async () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        weekday: index % 7,
        from: `${String(Math.floor(index / 7)).padStart(2, '0')}:00`,
        to: `${String(Math.floor(index / 7)).padStart(2, '0')}:30`,
      }));
    const fifty = await as(lee, 'PUT', '/api/my/availability', { windows: many(50) });
    expect(fifty.statusCode).toBe(200);
    expect(fifty.json<Availability>().windows).toHaveLength(50);
    const more = await as(lee, 'PUT', '/api/my/availability', { windows: many(51) });
    expect(more.statusCode).toBe(400);
    expect(more.json().fields.windows).toBe('At most 50 times a week');
    await as(lee, 'PUT', '/api/my/availability', { windows: [] });
  });

  it('files a request as pending, lists it to its guard only, and tells the audit log', async () => {
    const asked = await ask(kim, { from: ahead(5), to: ahead(7), reason: '  Family wedding ' });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json<TimeOff>();
    expect(request).toMatchObject({
      guardName: 'Kim Soto',
      from: ahead(5),
      to: ahead(7),
      reason: 'Family wedding',
      status: 'pending',
      recordedByOffice: false,
      decidedAt: null,
      decidedByName: null,
    });
    // The response schema shapes the answer: the guard's account id stays on the server.
    expect(request).not.toHaveProperty('guardAccountId');
    expect(await myList(kim)).toContainEqual(request);
    expect((await myList(kim))[0]).not.toHaveProperty('guardAccountId');
    expect((await myList(lee)).map((mine) => mine.id)).not.toContain(request.id);

    const [entry] = await entriesOf(t, request.id);
    expect(entry).toMatchObject({
      entity: 'time_off',
      action: 'create',
      after: { guardName: 'Kim Soto', reason: 'Family wedding', status: 'Pending' },
    });
  });

  it('takes a single day ending today, no reason, and up to 366 days', async () => {
    const single = await ask(kim, { from: today(), to: today() });
    expect(single.statusCode, single.body).toBe(201);
    expect(single.json<TimeOff>().reason).toBeNull();
    const year = await ask(kim, { from: ahead(1), to: ahead(366), reason: '' });
    expect(year.statusCode, year.body).toBe(201);
  });

  it.each<[string, () => object, string, string]>([
    [
      'a last day before the first',
      () => ({ from: ahead(3), to: ahead(2) }),
      'to',
      'The last day must be on or after the first',
    ],
    [
      '367 days',
      () => ({ from: ahead(1), to: ahead(367) }),
      'to',
      'Time off can be at most 366 days',
    ],
    [
      'time off that ended yesterday',
      () => ({ from: ahead(-3), to: ahead(-1) }),
      'to',
      'Time off cannot end in the past',
    ],
    [
      'a date that is not real',
      () => ({ from: '2026-02-30', to: ahead(1) }),
      'from',
      'Dates must be real dates (yyyy-MM-dd)',
    ],
    [
      'a date past the accepted years',
      () => ({ from: ahead(1), to: '2100-01-01' }),
      'to',
      DATE_RANGE_MESSAGE,
    ],
    [
      'a reason of 501 characters',
      () => ({ from: ahead(1), to: ahead(1), reason: 'x'.repeat(501) }),
      'reason',
      'Reason can be at most 500 characters',
    ],
    [
      'a reason of two lines',
      () => ({ from: ahead(1), to: ahead(1), reason: 'Sick\nleave' }),
      'reason',
      'Reason cannot contain line breaks or other control characters',
    ],
  ])('refuses %s with the field message, changing nothing', async (_name, body, field, message) => {
    const before = await dataDigest(t);
    const response = await ask(kim, body());
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
    expect(await dataDigest(t)).toBe(before);
  });

  it("lets a guard take back their own pending request, never another's nor an answered one", async () => {
    const mine = (await ask(kim, { from: ahead(20), to: ahead(20) })).json<TimeOff>();
    const theirs = (await ask(lee, { from: ahead(20), to: ahead(21) })).json<TimeOff>();

    const other = await as(kim, 'DELETE', `/api/my/time-off/${theirs.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toBe('Time off request not found');

    expect((await as(kim, 'DELETE', `/api/my/time-off/${mine.id}`)).statusCode).toBe(204);
    expect((await myList(kim)).map((request) => request.id)).not.toContain(mine.id);
    expect((await entriesOf(t, mine.id))[0]).toMatchObject({
      action: 'delete',
      entity: 'time_off',
    });

    expect(
      (await t.as('supervisor', 'POST', `/api/time-off/${theirs.id}/approve`)).statusCode,
    ).toBe(200);
    const answered = await as(lee, 'DELETE', `/api/my/time-off/${theirs.id}`);
    expect(answered.statusCode).toBe(409);
    expect(answered.json().error).toBe('This request was already answered');
  });

  it('lists answered requests of the last 90 days, not older ones', async () => {
    const guard = await guardOf(kim);
    const old = async (to: string) => {
      const id = crypto.randomUUID();
      await t.app.database.db
        .insertInto('timeOff')
        .values({
          id,
          guardId: guard.id,
          fromDate: addDays(to, -1),
          toDate: to,
          reason: '',
          status: 'approved',
          requestedBy: kim.id,
          requestedAt: new Date().toISOString(),
          decidedBy: null,
          decidedAt: new Date().toISOString(),
        })
        .execute();
      return id;
    };
    const recent = await old(ahead(-90));
    const gone = await old(ahead(-91));
    const ids = (await myList(kim)).map((request) => request.id);
    expect(ids).toContain(recent);
    expect(ids).not.toContain(gone);
  });

  it('refuses a guard account no guard row belongs to', async () => {
    const orphan = await t.signInAs('guard');
    await t.app.database.db.deleteFrom('guards').where('accountId', '=', orphan.id).execute();
    for (const [method, url, body] of [
      ['GET', '/api/my/availability', undefined],
      ['PUT', '/api/my/availability', { windows: [] }],
      ['GET', '/api/my/time-off', undefined],
      ['POST', '/api/my/time-off', { from: ahead(1), to: ahead(1) }],
    ] as const) {
      const response = await as(orphan, method, url, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(
        'This account is not tied to a guard. Ask the office to invite you again.',
      );
    }
  });

  async function guardOf(who: TestUser) {
    return t.app.database.db
      .selectFrom('guards')
      .select('id')
      .where('accountId', '=', who.id)
      .executeTakeFirstOrThrow();
  }
});
