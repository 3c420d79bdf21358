import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_MAX_SHIFTS, type OpenShifts } from '../../../shared/shift-offers.js';
import { createGuard, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { dayFromNow } from './shift-offers-test-support.js';

describe('the open-shifts board on a bad week', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the soonest 1,000 open shifts and counts every one', async () => {
    const db = t.app.database.db;
    const post = await createLocation(db, { name: 'Harbor' });
    const guard = await createGuard(db, { firstName: 'Kim', lastName: 'Soto' });
    const now = new Date().toISOString();
    const open = BOARD_MAX_SHIFTS + 3;
    const rows = Array.from({ length: open + 1 }, (_, index) => ({
      id: randomUUID(),
      userId: null,
      // Spread over the board's eight days, in order.
      date: dayFromNow(1 + Math.floor((index * 7) / (open + 1))),
      startTime: `${String(index % 24).padStart(2, '0')}:00`,
      endTime: '23:30',
      locationId: post.id,
      // One of them has a guard: not open, not counted.
      assignedGuardId: index === 0 ? guard.id : null,
      assignedGuardName: index === 0 ? 'Soto, Kim' : null,
      notes: null,
      createdAt: now,
      updatedAt: now,
    }));
    await db.insertInto('coverageRequests').values(rows).execute();

    const board = await t.as(
      'dispatch',
      'GET',
      `/api/coverage/open?from=${dayFromNow(0)}&to=${dayFromNow(7)}`,
    );
    expect(board.statusCode).toBe(200);
    const { shifts, openTotal } = board.json<OpenShifts>();
    expect(openTotal).toBe(open);
    expect(shifts).toHaveLength(BOARD_MAX_SHIFTS);
    const dates = shifts.map((shift) => `${shift.date} ${shift.startTime ?? ''}`);
    expect(dates).toEqual([...dates].sort());
    // The three left off are the latest: none sorts before a listed one.
    const listed = new Set(shifts.map((shift) => shift.id));
    const key = (row: { date: string; startTime: string | null }) =>
      `${row.date} ${row.startTime ?? ''}`;
    const unlisted = rows.slice(1).filter((row) => !listed.has(row.id));
    expect(unlisted).toHaveLength(3);
    const lastListed = dates.at(-1) ?? '';
    for (const row of unlisted) expect(key(row) >= lastListed).toBe(true);
  });
});
