import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoverageRequest, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { readFreeTextReasons } from './0022-call-out-reasons.js';

describe('migration 0022 reads the free-text call-out reasons stored before issue #30', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives each a reason of the set by its first word, the words kept as the note', async () => {
    const db = t.app.database.db;
    const { id: locationId } = await createLocation(db);
    const stored: Record<string, string | null> = {
      'Sick, fever since last night': 'sick',
      'Family emergency': 'family',
      'Car broke down on the freeway': 'other',
      Sick: 'sick',
      transport: 'transport',
      none: null,
    };
    const ids = new Map<string, string>();
    for (const text of Object.keys(stored)) {
      const request = await createCoverageRequest(db, { locationId });
      await db
        .updateTable('coverageRequests')
        .set({ callOutReason: text === 'none' ? null : text })
        .where('id', '=', request.id)
        .execute();
      ids.set(text, request.id);
    }

    await readFreeTextReasons(t.app.database.raw);

    const rows = await db
      .selectFrom('coverageRequests')
      .select(['id', 'callOutReason', 'callOutNote'])
      .where('id', 'in', [...ids.values()])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const read = (text: string) => {
      const row = byId.get(ids.get(text) ?? '');
      return { reason: row?.callOutReason, note: row?.callOutNote };
    };
    expect(read('Sick, fever since last night')).toEqual({
      reason: 'sick',
      note: 'Sick, fever since last night',
    });
    expect(read('Family emergency')).toEqual({ reason: 'family', note: 'Family emergency' });
    expect(read('Car broke down on the freeway')).toEqual({
      reason: 'other',
      note: 'Car broke down on the freeway',
    });
    expect(read('Sick')).toEqual({ reason: 'sick', note: null });
    expect(read('transport')).toEqual({ reason: 'transport', note: null });
    expect(read('none')).toEqual({ reason: null, note: null });
  });
});
