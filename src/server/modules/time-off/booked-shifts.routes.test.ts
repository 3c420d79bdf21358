import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimeOff } from '../../../shared/time-off.js';
import {
  ahead,
  around,
  ids,
  timeOffShiftsTestApp,
  type TimeOffShiftsScene,
} from '../../test/time-off.js';

describe('the booked shifts a time off request lists (issue #39)', () => {
  let x: TimeOffShiftsScene;
  beforeAll(async () => {
    x = await timeOffShiftsTestApp();
  });
  afterAll(() => x.close());

  it("lists the guard's own booked shifts its dates meet, overnight ones included, in one list", async () => {
    const [from, to] = [ahead(10), ahead(12)];
    const nightBefore = await x.book(ahead(9), '22:00', '06:00');
    await x.book(ahead(9), '08:00', '16:00');
    await x.book(ahead(9), '16:00', '00:00');
    const firstDay = await x.book(ahead(10), '08:00', '16:00');
    const lastNight = await x.book(ahead(12), '22:00', '06:00');
    const untilMidnight = await x.book(ahead(12), '16:00', '00:00');
    const allDay = await x.book(ahead(11), null, null);
    await x.book(ahead(13), '08:00', '16:00');
    const other = await x.s.guard('Ona', 'Reyes');
    await x.book(ahead(10), '08:00', '16:00', {
      id: other.guardId,
      firstName: 'Ona',
      lastName: 'Reyes',
    });
    await x.s.openRequest(11);

    const request = await x.ask(from, to);
    const item = await x.listed(request.id);
    expect(ids(item?.bookedShifts)).toEqual([
      nightBefore.id,
      firstDay.id,
      allDay.id,
      untilMidnight.id,
      lastNight.id,
    ]);
    expect(item?.bookedShifts[0]).toEqual({
      requestId: nightBefore.id,
      date: ahead(9),
      startTime: '22:00',
      endTime: '06:00',
      locationName: 'Bayview Plaza',
      started: false,
    });
    // Another guard's request over the same dates lists only that guard's shift.
    const onaAsks = await x.t.request({
      method: 'POST',
      url: '/api/my/time-off',
      cookie: other.cookie,
      payload: { from, to },
    });
    const onas = await x.listed(onaAsks.json<TimeOff>().id);
    expect(onas?.bookedShifts.map((shift) => shift.date)).toEqual([ahead(10)]);
    // A declined request lists none.
    const declined = await x.t.request({
      method: 'POST',
      url: `/api/time-off/${onaAsks.json<TimeOff>().id}/decline`,
      cookie: x.sam.cookie,
    });
    expect(declined.statusCode).toBe(200);
    expect((await x.listed(onaAsks.json<TimeOff>().id))?.bookedShifts).toEqual([]);
    // Clean up: Kim's request is answered by a later test's own.
    await x.takeBack(request.id);
  });

  it('leaves out a shift that has ended and marks one that has started', async () => {
    const over = around(-300, -240);
    const ended = await x.book(over.date, over.startTime, over.endTime);
    const on = around(-60, 120);
    const started = await x.book(on.date, on.startTime, on.endTime);
    const request = await x.ask(ahead(-1), ahead(1));
    const item = await x.listed(request.id, `?from=${ahead(-1)}`);
    expect(ids(item?.bookedShifts)).toContain(started.id);
    expect(ids(item?.bookedShifts)).not.toContain(ended.id);
    expect(item?.bookedShifts.find((shift) => shift.requestId === started.id)?.started).toBe(true);
    await x.takeBack(request.id);
    // Back to someone else, so that the next tests' time off meets none of these.
    await x.t.app.database.db
      .deleteFrom('coverageRequests')
      .where('id', 'in', [ended.id, started.id])
      .execute();
  });
});
