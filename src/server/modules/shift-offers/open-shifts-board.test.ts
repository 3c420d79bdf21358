import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_MAX_SHIFTS, type OpenShifts } from '../../../shared/shift-offers.js';
import { createGuard, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { dayFromNow } from '../../test/shifts.js';

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

describe("one post's board for a month, as a dashboard card's 'N open' leads to it (issue #30)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lists that post's open shifts of the range, past ones too, and counts only those", async () => {
    const db = t.app.database.db;
    const harbor = await createLocation(db, { name: 'Harbor' });
    const tower = await createLocation(db, { name: 'Tower' });
    const now = new Date().toISOString();
    const row = (locationId: string, date: string) => ({
      id: randomUUID(),
      userId: null,
      date,
      startTime: '08:00',
      endTime: '16:00',
      locationId,
      assignedGuardId: null,
      assignedGuardName: null,
      notes: null,
      createdAt: now,
      updatedAt: now,
    });
    const harborShifts = [row(harbor.id, '2031-03-02'), row(harbor.id, '2031-03-30')];
    await db
      .insertInto('coverageRequests')
      .values([...harborShifts, row(tower.id, '2031-03-10'), row(harbor.id, '2031-04-01')])
      .execute();
    const board = (query: string) =>
      t.as('dispatch', 'GET', `/api/coverage/open?from=2031-03-01&to=2031-03-31${query}`);
    const harborBoard = (await board(`&location=${harbor.id}`)).json<OpenShifts>();
    expect(harborBoard.shifts.map((shift) => shift.id)).toEqual(harborShifts.map((s) => s.id));
    expect(harborBoard.openTotal).toBe(2);
    expect((await board('')).json<OpenShifts>().openTotal).toBe(3);
    // The summary the card counts from says the same.
    const summary = await t.as('dispatch', 'GET', '/api/coverage/summary?month=2031-03');
    expect(summary.json()).toContainEqual({
      locationId: harbor.id,
      count: 2,
      open: 2,
      uncovered: 0,
    });
    // The board's range stays at most 31 days.
    const tooLong = await t.as(
      'dispatch',
      'GET',
      '/api/coverage/open?from=2031-03-01&to=2031-04-01',
    );
    expect(tooLong.statusCode).toBe(400);
  });
});
