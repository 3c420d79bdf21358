import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Availability } from '../../../shared/availability.js';
import { addDays, localIsoDate } from '../../../shared/calendar.js';
import { dateRangeText } from '../../../shared/rule-text.js';
import { TIME_OFF_LIST_MAX, type TimeOff, type TimeOffList } from '../../../shared/time-off.js';
import { insertInBatches } from '../../db/batches.js';
import { entriesOf } from '../../test/audit.js';
import { createGuard } from '../../test/builders.js';
import { dataDigest } from '../../test/data-digest.js';
import { clientPool } from '../../test/realtime-clients.js';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from '../../test/test-app.js';

const today = () => localIsoDate(new Date());
const ahead = (days: number) => addDays(today(), days);
/** 'Nov 28–Nov 30' (with the year when it is not this one). */
const range = (from: string, to: string) => dateRangeText(from, to, today());

describe("the office's side of time off (issue #32)", () => {
  let t: TestApp;
  let kim: TestUser;
  let sam: TestUser;
  let baseUrl: string;
  const clients = clientPool(TEST_ORIGIN);
  beforeAll(async () => {
    t = await createTestApp();
    kim = await t.signInAs('guard', { firstName: 'Kim', lastName: 'Soto' });
    sam = await t.signInAs('supervisor', { firstName: 'Sam', lastName: 'Lead' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => clients.closeAll());
  afterAll(() => t.close());

  const ask = async (from: string, to: string, reason = 'Trip') => {
    const response = await t.request({
      method: 'POST',
      url: '/api/my/time-off',
      cookie: kim.cookie,
      payload: { from, to, reason },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TimeOff>();
  };
  const answer = (id: string, how: 'approve' | 'decline', who = sam) =>
    t.request({ method: 'POST', url: `/api/time-off/${id}/${how}`, cookie: who.cookie });
  const list = async (query = '') =>
    (await t.as('dispatch', 'GET', `/api/time-off${query}`)).json<TimeOffList>().requests;
  const pushesFor = async (id: string) =>
    (
      await t.app.database.db
        .selectFrom('outbox')
        .select(['channel', 'payload'])
        .where('payload', 'like', `%time-off-${id}%`)
        .execute()
    ).map((row) => ({ channel: row.channel, ...(JSON.parse(row.payload) as object) }));

  it('approves a pending request once: the guard hears it live and by push, the office list and audit log say so', async () => {
    const request = await ask(ahead(30), ahead(32));
    const guardTab = await clients.open(baseUrl, kim);
    const officeTab = await clients.open(baseUrl, sam);
    const since = guardTab.mark();

    const approved = await answer(request.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<TimeOff>()).toMatchObject({
      status: 'approved',
      decidedByName: 'Sam Lead',
    });
    expect(approved.json<TimeOff>()).not.toHaveProperty('guardAccountId');
    expect((await list())[0]).not.toHaveProperty('guardAccountId');
    const heard = await guardTab.next('time-off:changed', (e) => e.timeOffId === request.id, since);
    expect(heard.kind).toBe('approved');
    expect(heard.text).toBe(`Your time off ${range(ahead(30), ahead(32))} was approved`);
    expect((await officeTab.next('time-off:changed', (e) => e.timeOffId === request.id)).kind).toBe(
      'approved',
    );
    const [push] = await pushesFor(request.id);
    expect(push).toMatchObject({
      channel: 'push',
      userIds: [kim.id],
      message: { title: 'Time off approved', body: heard.text, url: '/my/availability' },
    });

    const again = await answer(request.id, 'decline');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This request was already answered');
    expect(await pushesFor(request.id)).toHaveLength(1);

    const [entry] = await entriesOf(t, request.id);
    expect(entry).toMatchObject({
      action: 'approve',
      entity: 'time_off',
      actorName: 'Sam Lead',
      before: { status: 'Pending' },
      after: { status: 'Approved', guardName: 'Kim Soto' },
    });
  });

  it('declines with its own words, and two answers at once make one', async () => {
    const request = await ask(ahead(40), ahead(40));
    const answers = await Promise.all([
      answer(request.id, 'decline'),
      answer(request.id, 'approve', await t.account('admin')),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((response) => response.statusCode === 200)?.json<TimeOff>();
    const pushes = await pushesFor(request.id);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({
      message: {
        body: `Your time off ${range(ahead(40), ahead(40))} was ${winner?.status ?? ''}`,
      },
    });
  });

  it('hears a guard ask or take back, live, so the pending list refreshes', async () => {
    const officeTab = await clients.open(baseUrl, await t.account('dispatch'));
    const since = officeTab.mark();
    const request = await ask(ahead(50), ahead(51));
    expect(await officeTab.next('time-off:changed', (e) => e.kind === 'requested', since)).toEqual({
      timeOffId: request.id,
      kind: 'requested',
      text: null,
    });
    await t.request({
      method: 'DELETE',
      url: `/api/my/time-off/${request.id}`,
      cookie: kim.cookie,
    });
    expect(
      (await officeTab.next('time-off:changed', (e) => e.kind === 'cancelled', since)).timeOffId,
    ).toBe(request.id);
  });

  it('lists requests by status and dates with guard names, pending first; past ones only when asked', async () => {
    const later = await ask(ahead(60), ahead(61), 'Later');
    const sooner = await ask(ahead(55), ahead(56), 'Sooner');
    const approved = await ask(ahead(54), ahead(54), 'Done');
    await answer(approved.id, 'approve');
    const declined = await ask(ahead(53), ahead(53), 'No');
    await answer(declined.id, 'decline');

    const window = `from=${ahead(53)}&to=${ahead(61)}`;
    const ids = (requests: TimeOff[]) => requests.map((request) => request.id);
    expect(ids(await list(`?${window}`))).toEqual([sooner.id, later.id, declined.id, approved.id]);
    expect(ids(await list(`?status=pending&${window}`))).toEqual([sooner.id, later.id]);
    expect(ids(await list(`?status=approved&${window}`))).toEqual([approved.id]);
    expect(ids(await list(`?status=declined&${window}`))).toEqual([declined.id]);
    expect((await list(`?status=pending&${window}`))[0]).toMatchObject({
      guardName: 'Kim Soto',
      reason: 'Sooner',
    });
    // Without `from`, what ended before today is left out.
    expect(ids(await list('?status=all'))).toEqual(
      expect.arrayContaining(ids(await list(`?${window}`))),
    );

    const bad = await t.as('dispatch', 'GET', '/api/time-off?status=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.status).toBe('Status must be pending, approved, declined or all');
    const backwards = await t.as(
      'dispatch',
      'GET',
      `/api/time-off?from=${ahead(5)}&to=${ahead(4)}`,
    );
    expect(backwards.json().fields.to).toBe('The last day must be on or after the first');
  });

  it('keeps requests waiting for an answer in a full list, ahead of the answered ones', async () => {
    const guard = await createGuard(t.app.database.db, { firstName: 'Max', lastName: 'Full' });
    const at = new Date().toISOString();
    await insertInBatches(
      t.app.database.db,
      'timeOff',
      Array.from({ length: TIME_OFF_LIST_MAX }, () => ({
        id: crypto.randomUUID(),
        guardId: guard.id,
        fromDate: ahead(200),
        toDate: ahead(200),
        reason: '',
        status: 'approved' as const,
        requestedBy: sam.id,
        requestedAt: at,
        decidedBy: sam.id,
        decidedAt: at,
      })),
    );
    const waiting = await ask(ahead(300), ahead(300), 'Later than all of them');
    const requests = await list(`?from=${ahead(200)}`);
    expect(requests).toHaveLength(TIME_OFF_LIST_MAX);
    expect(requests[0]).toMatchObject({ id: waiting.id, status: 'pending' });
  });

  it('records time off and weekly hours for a guard without an account: approved at once, no push', async () => {
    const guard = await createGuard(t.app.database.db, { firstName: 'Ana', lastName: 'Ruiz' });
    const recorded = await t.request({
      method: 'POST',
      url: `/api/guards/${guard.id}/time-off`,
      cookie: sam.cookie,
      payload: { from: ahead(70), to: ahead(72), reason: 'Agreed by phone' },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const request = recorded.json<TimeOff>();
    expect(request).toMatchObject({
      guardId: guard.id,
      guardName: 'Ana Ruiz',
      status: 'approved',
      recordedByOffice: true,
      decidedByName: 'Sam Lead',
    });
    expect(await pushesFor(request.id)).toEqual([]);
    expect((await list(`?status=approved&from=${ahead(70)}`)).map((r) => r.id)).toContain(
      request.id,
    );
    const [entry] = await entriesOf(t, request.id);
    expect(entry).toMatchObject({ action: 'create', after: { status: 'Approved' } });

    const hours = { windows: [{ weekday: 6, from: '06:00', to: '14:00' }] };
    const saved = await t.request({
      method: 'PUT',
      url: `/api/guards/${guard.id}/availability`,
      cookie: sam.cookie,
      payload: hours,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await t.as('dispatch', 'GET', `/api/guards/${guard.id}/availability`);
    expect(read.json<Availability>()).toEqual(hours);
  });

  it('answers 404 for an unknown guard or request, changing nothing', async () => {
    await t.account('supervisor');
    const before = await dataDigest(t);
    const missing = crypto.randomUUID();
    const calls = [
      await t.as('supervisor', 'POST', `/api/time-off/${missing}/approve`),
      await t.as('supervisor', 'GET', `/api/guards/${missing}/availability`),
      await t.as('supervisor', 'PUT', `/api/guards/${missing}/availability`, { windows: [] }),
      await t.as('supervisor', 'POST', `/api/guards/${missing}/time-off`, {
        from: ahead(1),
        to: ahead(1),
      }),
    ];
    expect(calls.map((response) => response.statusCode)).toEqual([404, 404, 404, 404]);
    expect(calls.map((response) => response.json<{ error: string }>().error)).toEqual([
      'Time off request not found',
      'Guard not found',
      'Guard not found',
      'Guard not found',
    ]);
    expect(await dataDigest(t)).toBe(before);
  });

  it('lets dispatch read but not answer or record; guards and customers see none of it', async () => {
    const request = await ask(ahead(80), ahead(80));
    expect(
      await t.statuses(
        ['admin', 'supervisor', 'dispatch', 'customer', 'guard', 'anonymous'],
        'GET',
        '/api/time-off',
      ),
    ).toEqual({
      admin: 200,
      supervisor: 200,
      dispatch: 200,
      customer: 403,
      guard: 403,
      anonymous: 401,
    });
    expect(
      await t.statuses(
        ['dispatch', 'customer', 'guard', 'anonymous'],
        'POST',
        `/api/time-off/${request.id}/approve`,
      ),
    ).toEqual({ dispatch: 403, customer: 403, guard: 403, anonymous: 401 });
    expect((await list(`?status=pending&from=${ahead(80)}`)).map((r) => r.id)).toContain(
      request.id,
    );
  });
});
