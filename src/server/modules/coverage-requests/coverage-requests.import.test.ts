import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoverageRequest, GuardAvailability } from '../../../shared/coverage-requests.js';
import { CSV_MAX_BYTES } from '../../../shared/csv.js';
import { createCoverageRequest, createGuard, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp, type Who } from '../../test/test-app.js';

describe('/api/coverage/import and /api/coverage/guard-availability', () => {
  let t: TestApp;
  const importRows = (who: Who, rows: object[]) =>
    t.as(who, 'POST', '/api/coverage/import', { rows });
  const monthOf = async (month: string) =>
    (await t.as('admin', 'GET', `/api/coverage?month=${month}`)).json<CoverageRequest[]>();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('imports rows with empty times and guard, for admin, supervisor and customer', async () => {
    const post = await createLocation(t.app.database.db);
    for (const [index, role] of (['admin', 'supervisor', 'customer'] as const).entries()) {
      const response = await importRows(role, [
        { date: `2035-01-0${String(index + 1)}`, locationId: post.id, notes: ' From CSV ' },
      ]);
      expect(response.statusCode, role).toBe(200);
      expect(response.json()).toEqual({ imported: 1, skipped: 0 });
    }
    const rows = await monthOf('2035-01');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toMatchObject({
      startTime: null,
      endTime: null,
      assignedGuardId: null,
      assignedGuardName: null,
      notes: 'From CSV',
      userId: (await t.account('customer')).id,
    });
  });

  it('refuses an import from dispatch, user and none', async () => {
    const post = await createLocation(t.app.database.db);
    const payload = { rows: [{ date: '2035-02-01', locationId: post.id }] };
    expect(
      await t.statuses(['dispatch', 'user', 'none'], 'POST', '/api/coverage/import', payload),
    ).toEqual({ dispatch: 403, user: 403, none: 403 });
  });

  it('imports all or nothing: one unknown location or bad date saves no row', async () => {
    const post = await createLocation(t.app.database.db);
    const good = { date: '2035-03-01', locationId: post.id, notes: null };
    const unknown = await importRows('admin', [good, { ...good, locationId: 'missing' }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(
      '1 row names a location that no longer exists (deleted since the preview?); nothing was imported',
    );
    const gone = [{ ...good, locationId: 'gone-1' }, { ...good, locationId: 'gone-2' }, good];
    expect((await importRows('supervisor', gone)).json().error).toBe(
      '2 rows name locations that no longer exist (deleted since the preview?); nothing was imported',
    );
    const badDate = await importRows('admin', [good, { ...good, date: '2035-02-29' }]);
    expect(badDate.statusCode).toBe(400);
    const empty = await importRows('admin', []);
    expect(empty.json().error).toBe('No valid records to import');
    expect(await monthOf('2035-03')).toEqual([]);
  });

  it('imports 10,000 rows from a file near 5 MB in one go and refuses 10,001', async () => {
    const post = await createLocation(t.app.database.db);
    // About 4.9 MB as CSV; as JSON, with a location id per row, the body is larger than that.
    const note = 'n'.repeat(470);
    const rows = Array.from({ length: 10_000 }, (_, index) => ({
      date: `2036-01-${String((index % 28) + 1).padStart(2, '0')}`,
      locationId: post.id,
      notes: `Row ${String(index)} ${note}`,
    }));
    expect(JSON.stringify({ rows }).length).toBeGreaterThan(CSV_MAX_BYTES);
    const response = await importRows('admin', rows);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ imported: 10_000, skipped: 0 });
    const tooMany = await importRows('admin', [...rows, rows[0] ?? {}]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('At most 10000 rows can be imported at once');
  });

  it('tells the picker who is booked that day and who covered the location before', async () => {
    const db = t.app.database.db;
    const here = await createLocation(db);
    const elsewhere = await createLocation(db, { name: 'Elsewhere Mall' });
    const busy = await createGuard(db);
    const regular = await createGuard(db);
    const editing = await createCoverageRequest(db, {
      locationId: here.id,
      date: '2037-06-10',
      guard: busy,
    });
    await createCoverageRequest(db, {
      locationId: elsewhere.id,
      date: '2037-06-10',
      startTime: '12:00',
      endTime: '20:00',
      guard: busy,
    });
    await createCoverageRequest(db, { locationId: here.id, date: '2037-05-01', guard: regular });
    await createCoverageRequest(db, { locationId: here.id, date: '2037-06-01', guard: regular });
    await createCoverageRequest(db, { locationId: here.id, date: '2035-06-01', guard: busy });

    const query = new URLSearchParams({
      date: '2037-06-10',
      startTime: '08:00',
      endTime: '16:00',
      locationId: here.id,
      excludeId: editing.id,
    });
    const url = `/api/coverage/guard-availability?${query.toString()}`;
    const response = await t.as('supervisor', 'GET', url);
    expect(response.statusCode).toBe(200);
    const availability = response.json<GuardAvailability>();
    expect(availability.bookings).toEqual([
      { guardId: busy.id, locationName: 'Elsewhere Mall', startTime: '12:00', endTime: '20:00' },
    ]);
    expect(availability.history).toEqual([{ guardId: regular.id, lastDate: '2037-06-01' }]);

    expect(await t.statuses(['dispatch', 'customer', 'user'], 'GET', url)).toEqual({
      dispatch: 403,
      customer: 403,
      user: 403,
    });
  });
});
