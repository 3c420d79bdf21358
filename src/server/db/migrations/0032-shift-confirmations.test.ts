import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoverageRequest, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { timersMayRemind } from './0032-shift-confirmations.js';

describe('migration 0032 (issue #39)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const timer = (requestId: string, kind: string) => ({
    id: `${kind}:${requestId}`,
    requestId,
    guardId: 'g',
    kind: kind as 'late',
    startsAt: '2031-01-01T06:00:00.000Z',
    dueAt: '2031-01-01T06:10:00.000Z',
    status: 'done' as const,
    attempts: 1,
    outcome: 'late',
    createdAt: '2031-01-01T05:00:00.000Z',
    doneAt: '2031-01-01T06:10:01.000Z',
  });

  it('keeps the timers it finds, lets them be reminders, and keeps their other rules', async () => {
    const db = t.app.database.db;
    const { id: locationId } = await createLocation(db);
    const request = await createCoverageRequest(db, { locationId });
    await db.insertInto('attendanceTimers').values(timer(request.id, 'late')).execute();

    // Made again over a table with rows, as on a database from before issue #39.
    await timersMayRemind(t.app.database.raw, t.app.database.dialect);

    expect(await db.selectFrom('attendanceTimers').selectAll().execute()).toEqual([
      { ...timer(request.id, 'late'), lockedUntil: null, lastError: null },
    ]);
    await db.insertInto('attendanceTimers').values(timer(request.id, 'reminder')).execute();
    await expect(
      db.insertInto('attendanceTimers').values(timer(request.id, 'bogus')).execute(),
    ).rejects.toThrow();
    // Still deleted with its shift.
    await db.deleteFrom('coverageRequests').where('id', '=', request.id).execute();
    expect(await db.selectFrom('attendanceTimers').select('id').execute()).toEqual([]);
  });

  it('keeps confirmHoursBefore from 1 to 48 in the table, 12 unless set', async () => {
    const db = t.app.database.db;
    const row = {
      id: 1,
      lateAfterMinutes: 10,
      noShowAfterMinutes: 30,
      autoOfferNoShows: 0,
      positionRetentionDays: 90,
    };
    await db.insertInto('attendanceSettings').values(row).execute();
    expect(
      await db.selectFrom('attendanceSettings').select('confirmHoursBefore').executeTakeFirst(),
    ).toEqual({ confirmHoursBefore: 12 });
    await expect(
      db.updateTable('attendanceSettings').set({ confirmHoursBefore: 49 }).execute(),
    ).rejects.toThrow();
  });
});
