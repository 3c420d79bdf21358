import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoverageRequest } from '../../../shared/coverage-requests.js';
import { createCoverageRequest, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp, type Who } from '../../test/test-app.js';

/** Issue #20: importing the same CSV twice must not double every row. */
describe('/api/coverage/import skips rows already stored; /api/coverage/import/check names them', () => {
  let t: TestApp;
  const importRows = (who: Who, rows: object[], includeExisting?: boolean) =>
    t.as(who, 'POST', '/api/coverage/import', {
      rows,
      ...(includeExisting === undefined ? {} : { includeExisting }),
    });
  const check = (who: Who, rows: object[]) =>
    t.as(who, 'POST', '/api/coverage/import/check', { rows });
  const monthOf = async (month: string) =>
    (await t.as('admin', 'GET', `/api/coverage?month=${month}`)).json<CoverageRequest[]>();
  const importEntries = async () =>
    (
      await t.app.database.db
        .selectFrom('auditLog')
        .select('label')
        .where('action', '=', 'import')
        .where('entity', '=', 'coverage_request')
        .execute()
    ).length;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('imports a file once: the second import skips every row and writes no audit entry', async () => {
    const post = await createLocation(t.app.database.db);
    const rows = [
      { date: '2040-01-05', locationId: post.id, notes: 'Call out' },
      { date: '2040-01-06', locationId: post.id, notes: null },
      // The same row twice in one file: both are new the first time, both exist the second.
      { date: '2040-01-06', locationId: post.id, notes: null },
    ];
    expect((await check('supervisor', rows)).json()).toEqual({ existing: [] });
    expect((await importRows('supervisor', rows)).json()).toEqual({ imported: 3, skipped: 0 });
    const entries = await importEntries();

    expect((await check('supervisor', rows)).json()).toEqual({ existing: [0, 1, 2] });
    const again = await importRows('supervisor', rows);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ imported: 0, skipped: 3 });
    expect(await monthOf('2040-01')).toHaveLength(3);
    expect(await importEntries()).toBe(entries);

    const anyway = await importRows('admin', rows, true);
    expect(anyway.json()).toEqual({ imported: 3, skipped: 0 });
    expect(await monthOf('2040-01')).toHaveLength(6);
    expect(await importEntries()).toBe(entries + 1);
  });

  it('compares date, location, empty times and notes, with no notes the same as empty ones', async () => {
    const db = t.app.database.db;
    const post = await createLocation(db);
    const other = await createLocation(db);
    const stored = { locationId: post.id, startTime: null, endTime: null };
    await createCoverageRequest(db, { ...stored, date: '2040-02-01', notes: 'Gate 2' });
    await createCoverageRequest(db, { ...stored, date: '2040-02-02', notes: '' });
    await createCoverageRequest(db, { ...stored, date: '2040-02-03', notes: null });
    // A shift with times is another request, even on the same day with the same notes.
    await createCoverageRequest(db, { locationId: post.id, date: '2040-02-04', notes: 'Timed' });

    const rows = [
      { date: '2040-02-01', locationId: post.id, notes: 'Gate 2' }, // exists
      { date: '2040-02-01', locationId: post.id, notes: 'gate 2' }, // notes differ in case
      { date: '2040-02-01', locationId: post.id, notes: 'Gate  2' }, // and in spacing
      { date: '2040-02-01', locationId: other.id, notes: 'Gate 2' }, // another location
      { date: '2040-02-05', locationId: post.id, notes: 'Gate 2' }, // another date
      { date: '2040-02-02', locationId: post.id, notes: null }, // stored with empty notes
      { date: '2040-02-03', locationId: post.id, notes: '   ' }, // blank is none
      { date: '2040-02-04', locationId: post.id, notes: 'Timed' }, // stored with times
      { date: '2040-02-01', locationId: post.id, notes: ' Gate 2 ' }, // trimmed, like the import
    ];
    expect((await check('admin', rows)).json()).toEqual({ existing: [0, 5, 6, 8] });
    expect((await importRows('admin', rows)).json()).toEqual({ imported: 5, skipped: 4 });
    const saved = (await monthOf('2040-02')).filter((row) => row.startTime === null);
    expect(saved).toHaveLength(3 + 5);
  });

  it("compares a customer's rows with their own requests only", async () => {
    const post = await createLocation(t.app.database.db);
    const rows = [{ date: '2040-03-01', locationId: post.id, notes: 'Shared' }];
    expect((await importRows('supervisor', rows)).json()).toEqual({ imported: 1, skipped: 0 });

    // The customer does not see the supervisor's request, so theirs is new to them.
    expect((await check('customer', rows)).json()).toEqual({ existing: [] });
    expect((await importRows('customer', rows)).json()).toEqual({ imported: 1, skipped: 0 });
    expect((await check('customer', rows)).json()).toEqual({ existing: [0] });
    expect((await importRows('customer', rows)).json()).toEqual({ imported: 0, skipped: 1 });
    expect(await monthOf('2040-03')).toHaveLength(2);
  });

  it('saves a file sent twice at the same moment once', async () => {
    const post = await createLocation(t.app.database.db);
    const rows = Array.from({ length: 50 }, (_, index) => ({
      date: `2040-04-${String((index % 28) + 1).padStart(2, '0')}`,
      locationId: post.id,
      notes: `Twice ${String(index)}`,
    }));
    const answers = await Promise.all([importRows('admin', rows), importRows('supervisor', rows)]);
    const results = answers.map((answer) => answer.json<{ imported: number; skipped: number }>());
    expect(results.map((result) => result.imported).sort()).toEqual([0, 50]);
    expect(results.map((result) => result.skipped).sort()).toEqual([0, 50]);
    expect(await monthOf('2040-04')).toHaveLength(50);
  });

  it('skips all 10,000 rows of a file imported again, and keeps the limits', async () => {
    const post = await createLocation(t.app.database.db);
    const rows = Array.from({ length: 10_000 }, (_, index) => ({
      date: `2041-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
      locationId: post.id,
      notes: `Row ${String(index)} ${'n'.repeat(400)}`,
    }));
    expect((await importRows('admin', rows)).json()).toEqual({ imported: 10_000, skipped: 0 });
    const checked = await check('admin', rows);
    expect(checked.statusCode).toBe(200);
    expect(checked.json<{ existing: number[] }>().existing).toHaveLength(10_000);
    expect((await importRows('admin', rows)).json()).toEqual({ imported: 0, skipped: 10_000 });

    const tooMany = await check('admin', [...rows, rows[0] ?? {}]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('At most 10000 rows can be imported at once');
    expect((await check('admin', [])).json().error).toBe('No valid records to import');
    const badFlag = await t.as('admin', 'POST', '/api/coverage/import', {
      rows: rows.slice(0, 1),
      includeExisting: 'yes',
    });
    expect(badFlag.statusCode).toBe(400);
  });

  it('lets the roles that import check, and no one else', async () => {
    const post = await createLocation(t.app.database.db);
    const payload = { rows: [{ date: '2040-05-01', locationId: post.id, notes: null }] };
    const url = '/api/coverage/import/check';
    expect(
      await t.statuses(
        ['admin', 'supervisor', 'customer', 'dispatch', 'user', 'none', 'anonymous'],
        'POST',
        url,
        payload,
      ),
    ).toEqual({
      admin: 200,
      supervisor: 200,
      customer: 200,
      dispatch: 403,
      user: 403,
      none: 403,
      anonymous: 401,
    });
    expect(await monthOf('2040-05')).toEqual([]);
  });
});
