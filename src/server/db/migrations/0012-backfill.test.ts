import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { backfill } from './0012-reports.js';

describe('migration 0012 fills in time to fill from the audit trail, on this database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sets the instants the trail tells and leaves the rest unknown', async () => {
    const db = t.app.database.db;
    const post = await createLocation(db);
    const base = {
      userId: null,
      date: '2026-03-02',
      startTime: '08:00',
      endTime: '16:00',
      locationId: post.id,
      assignedGuardId: null,
      notes: null,
      createdAt: '2026-02-01T00:00:00.000Z',
      updatedAt: '2026-02-01T00:00:00.000Z',
    };
    const told = { ...base, id: 'told', assignedGuardName: 'Ames, P.' };
    const untold = { ...base, id: 'untold', assignedGuardName: 'Ames, P.' };
    const disagrees = { ...base, id: 'disagrees', assignedGuardName: null };
    await db.insertInto('coverageRequests').values([told, untold, disagrees]).execute();
    const entry = (
      id: string,
      n: number,
      action: string,
      before: object | null,
      after: object,
    ) => ({
      id: `entry-${id}-${String(n)}`,
      at: `2026-02-0${String(n)}T10:00:00.000Z`,
      actorId: null,
      actorName: 'Someone',
      action,
      entity: 'coverage_request',
      entityId: id,
      label: 'Post · date',
      before: before && JSON.stringify(before),
      after: JSON.stringify(after),
    });
    await db
      .insertInto('auditLog')
      .values([
        entry('told', 1, 'create', null, { assignedGuardName: null }),
        entry('told', 2, 'update', { assignedGuardName: null }, { assignedGuardName: 'Ames, P.' }),
        entry('untold', 2, 'update', { notes: 'a' }, { notes: 'b' }),
        // The trail says it was filled; the row has no guard now: neither is believed.
        entry('disagrees', 1, 'create', null, { assignedGuardName: null }),
        entry('disagrees', 2, 'accept-offer', null, { guardName: 'Pat Ames' }),
      ])
      .execute();

    await backfill(t.app.database.raw);

    const rows = await db
      .selectFrom('coverageRequests')
      .select(['id', 'openedAt', 'filledAt'])
      .where('id', 'in', ['told', 'untold', 'disagrees'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'disagrees', openedAt: null, filledAt: null },
      { id: 'told', openedAt: '2026-02-01T10:00:00.000Z', filledAt: '2026-02-02T10:00:00.000Z' },
      { id: 'untold', openedAt: null, filledAt: null },
    ]);
  });
});
