import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoverageRequest, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('migration 0037 (issue #39)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('indexes the requests that continue another, so a delete finds them without reading all', async () => {
    const { raw, dialect } = t.app.database;
    const query =
      dialect === 'postgres'
        ? sql<{ name: string }>`select indexname as name from pg_indexes
            where tablename = 'coverage_requests' and indexdef like '%continues_request_id%'`
        : sql<{ name: string }>`select name from sqlite_master
            where type = 'index' and tbl_name = 'coverage_requests' and sql like '%continues_request_id%'`;
    const { rows } = await query.execute(raw);
    expect(rows.map((row) => row.name)).toEqual(['coverage_requests_continues_idx']);
  });

  it('still lets a deleted request leave its rest open, naming nothing', async () => {
    const db = t.app.database.db;
    const { id: locationId } = await createLocation(db);
    const kept = await createCoverageRequest(db, { locationId });
    const rest = await createCoverageRequest(db, { locationId });
    await db
      .updateTable('coverageRequests')
      .set({ continuesRequestId: kept.id })
      .where('id', '=', rest.id)
      .execute();

    await db.deleteFrom('coverageRequests').where('id', '=', kept.id).execute();

    const left = await db
      .selectFrom('coverageRequests')
      .select(['id', 'continuesRequestId'])
      .where('locationId', '=', locationId)
      .execute();
    expect(left).toEqual([{ id: rest.id, continuesRequestId: null }]);
  });
});
