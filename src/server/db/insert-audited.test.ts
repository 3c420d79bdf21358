import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from './timestamps.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { insertAudited } from './insert-audited.js';

const actor = { id: randomUUID(), firstName: 'Ada', lastName: 'Audit', email: 'ada@example.com' };

/** A location row with every column set, nulls included. */
const locationRow = (name: string, deptCode: string) => ({
  id: randomUUID(),
  name,
  deptCode,
  userId: null,
  createdAt: nowIso(),
  updatedAt: nowIso(),
});

describe('insertAudited', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const stored = (id: string) =>
    t.app.database.db
      .selectFrom('locations')
      .select(['id', 'name', 'deptCode', 'userId'])
      .where('id', '=', id)
      .executeTakeFirst();
  const entryOf = (id: string) =>
    t.app.database.db
      .selectFrom('auditLog')
      .select(['actorName', 'action', 'entity', 'label', 'before', 'after'])
      .where('entityId', '=', id)
      .execute();

  // On PostgreSQL the second and third calls run the statement compiled by the first: each
  // value must land in its own column every time.
  it('saves each row and its entry with their own values, call after call', async () => {
    const rows = [
      locationRow('East Gate', 'EG-1'),
      locationRow('West Gate', 'WG-2'),
      locationRow('Dock 3', 'DK-3'),
    ];
    for (const row of rows) {
      await insertAudited(t.app.database, actor, 'locations', row, {
        action: 'create',
        entity: 'location',
        entityId: row.id,
        label: row.name,
        before: null,
        after: { name: row.name, deptCode: row.deptCode },
      });
    }
    for (const row of rows) {
      expect(await stored(row.id)).toEqual({
        id: row.id,
        name: row.name,
        deptCode: row.deptCode,
        userId: null,
      });
      const [entry, ...more] = await entryOf(row.id);
      expect(more).toEqual([]);
      expect(entry).toMatchObject({
        actorName: 'Ada Audit',
        action: 'create',
        entity: 'location',
        label: row.name,
        before: null,
      });
      expect(JSON.parse(entry?.after ?? 'null')).toEqual({
        name: row.name,
        deptCode: row.deptCode,
      });
    }
  });

  it('saves neither the row nor its entry when the row is refused', async () => {
    const taken = locationRow('North Gate', 'NG-1');
    await t.app.database.db.insertInto('locations').values(taken).execute();
    const clash = { ...locationRow('Other', 'OT-1'), id: taken.id };
    const label = `clash ${randomUUID()}`;
    await expect(
      insertAudited(t.app.database, actor, 'locations', clash, {
        action: 'create',
        entity: 'location',
        entityId: taken.id,
        label,
      }),
    ).rejects.toThrow();
    expect((await stored(taken.id))?.name).toBe('North Gate');
    const entries = await t.app.database.db
      .selectFrom('auditLog')
      .select('id')
      .where('label', '=', label)
      .execute();
    expect(entries).toEqual([]);
  });
});
