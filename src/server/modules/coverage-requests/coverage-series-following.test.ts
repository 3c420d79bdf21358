import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoverageRequest } from '../../../shared/coverage-requests.js';
import { createGuard, createLocation } from '../../test/builders.js';
import { dataDigest } from '../../test/data-digest.js';
import type { TestApp } from '../../test/test-app.js';
import { seriesTestApp, shiftOf, type SeriesTestApp } from '../../test/coverage-series.js';

describe('this shift only, this and following shifts (repeating shifts)', () => {
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
    // Ten hours each weekday are fifty a week: the overtime is confirmed first (issue #32).
    const unconfirmed = await t.as('supervisor', 'PATCH', url, body);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().code).toBe('CONFIRM_WARNINGS');
    expect(unconfirmed.json().error).toMatch(/^Wong, Li: \w{3} \d+: Adds \d+ h overtime; /);
    const saved = await t.as('supervisor', 'PATCH', url, { ...body, confirmWarnings: true });
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
});
