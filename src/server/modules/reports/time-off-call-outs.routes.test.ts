import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOutsByHourReport, CallOutsByPostReport } from '../../../shared/reports.js';
import type { TimeOff } from '../../../shared/time-off.js';
import { createCoverageRequest, createLocation } from '../../test/builders.js';
import { dayFromNow, shiftsTestApp, type TestGuard } from '../../test/shifts.js';
import type { TestApp } from '../../test/test-app.js';

describe('approved time off is not counted against the guard as a call-out (issue #39)', () => {
  let t: TestApp;
  let kim: TestGuard;
  beforeAll(async () => {
    const made = await shiftsTestApp('Reports');
    t = made.t;
    kim = await made.s.guard('Kim', 'Soto');
  });
  afterAll(() => t.close());

  it('counts the call-out the guard made, not the shifts their approved time off opened', async () => {
    const db = t.app.database.db;
    const guard = { id: kim.guardId, firstName: 'Kim', lastName: 'Soto' };
    const harbor = await createLocation(db, { name: 'Harbor' });
    const airport = await createLocation(db, { name: 'Airport' });
    const [sick, , offAtHarbor] = [
      await createCoverageRequest(db, { locationId: harbor.id, date: dayFromNow(5), guard }),
      await createCoverageRequest(db, { locationId: harbor.id, date: dayFromNow(5), guard }),
      await createCoverageRequest(db, { locationId: harbor.id, date: dayFromNow(7), guard }),
    ];
    await createCoverageRequest(db, {
      locationId: airport.id,
      date: dayFromNow(7),
      startTime: '22:00',
      endTime: '06:00',
      guard,
    });

    const calledOut = await t.request({
      method: 'POST',
      url: `/api/my/shifts/${sick.id}/call-out`,
      cookie: kim.cookie,
      payload: { reason: 'sick' },
    });
    expect(calledOut.statusCode, calledOut.body).toBe(200);
    const asked = await t.request({
      method: 'POST',
      url: '/api/my/time-off',
      cookie: kim.cookie,
      payload: { from: dayFromNow(7), to: dayFromNow(8) },
    });
    const approved = await t.as(
      'supervisor',
      'POST',
      `/api/time-off/${asked.json<TimeOff>().id}/approve`,
      { confirmWarnings: true },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const opened = await db
      .selectFrom('coverageRequests')
      .select('id')
      .where('callOutReason', '=', 'time-off')
      .execute();
    expect(opened.map((row) => row.id)).toContain(offAtHarbor.id);
    expect(opened).toHaveLength(2);

    const range = `from=${dayFromNow(5)}&to=${dayFromNow(8)}`;
    const byPost = await t.as('supervisor', 'GET', `/api/reports/call-outs-by-post?${range}`);
    expect(byPost.statusCode, byPost.body).toBe(200);
    expect(byPost.json<CallOutsByPostReport>()).toEqual({
      posts: [
        {
          locationId: harbor.id,
          name: 'Harbor',
          deptCode: harbor.deptCode,
          requests: 3,
          callOuts: 1,
        },
      ],
      total: 1,
    });
    const byHour = await t.as('supervisor', 'GET', `/api/reports/call-outs-by-hour?${range}`);
    const heat = byHour.json<CallOutsByHourReport>();
    expect(heat.total).toBe(1);
    expect(heat.cells.flat().reduce((sum, cell) => sum + cell, 0)).toBe(1);
  });
});
