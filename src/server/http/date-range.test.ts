import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_NAMES } from '../../shared/reports.js';
import { createCoverageRequest, createLocation } from '../test/builders.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Issue #29: every route that takes a date, a month or a week refuses one outside 2000–2099 with
 * 400 and says so, and accepts the first and last dates of that range. A report ending in
 * 9999's last week used to loop until the process ran out of memory.
 */
const RANGE = 'Dates must be from 2000-01-01 to 2099-12-31';
const OUTSIDE = ['9999-12-31', '0001-01-01', '1999-12-31', '2100-01-01'];

let t: TestApp;
let locationId: string;
let requestId: string;

beforeAll(async () => {
  t = await createTestApp();
  locationId = (await createLocation(t.app.database.db, { name: 'Dock', deptCode: 'DR-1' })).id;
  requestId = (await createCoverageRequest(t.app.database.db, { locationId, date: '2026-11-20' }))
    .id;
});
afterAll(() => t.close());

const shift = (date: string) => ({ date, startTime: '08:00', endTime: '16:00', locationId });

function expectRefused(response: { statusCode: number; body: string }, message = RANGE) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.body).toContain(message);
}

describe('dates outside 2000–2099 are refused with 400 at validation', () => {
  it('by every report, and the server stays up', async () => {
    for (const name of REPORT_NAMES) {
      for (const date of OUTSIDE) {
        expectRefused(await t.as('admin', 'GET', `/api/reports/${name}?from=${date}&to=${date}`));
      }
      const last = await t.as('admin', 'GET', `/api/reports/${name}?from=2099-12-01&to=2099-12-31`);
      expect(last.statusCode, last.body).toBe(200);
    }
    const weeks = await t.as(
      'supervisor',
      'GET',
      '/api/reports/requests?from=2099-12-01&to=2099-12-31',
    );
    expect(weeks.json<{ weeks: { week: string }[] }>().weeks.map((w) => w.week)).toEqual([
      '2099-11-30',
      '2099-12-07',
      '2099-12-14',
      '2099-12-21',
      '2099-12-28',
    ]);
    expect((await t.request({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('by the week board', async () => {
    for (const week of ['9999-W52', '1999-W52', '2100-W01', '0001-W01']) {
      expectRefused(
        await t.as('admin', 'GET', `/api/schedule/week?week=${week}`),
        'Weeks must be in the years 2000 to 2099',
      );
    }
    for (const week of ['2000-W01', '2099-W52']) {
      const answer = await t.as('admin', 'GET', `/api/schedule/week?week=${week}`);
      expect(answer.statusCode, answer.body).toBe(200);
    }
  });

  it('by the dashboard months', async () => {
    for (const month of ['9999-12', '1999-12', '2100-01']) {
      expectRefused(await t.as('admin', 'GET', `/api/coverage?month=${month}`));
      expectRefused(await t.as('admin', 'GET', `/api/coverage/summary?month=${month}`));
    }
    for (const month of ['2000-01', '2099-12']) {
      expect((await t.as('admin', 'GET', `/api/coverage?month=${month}`)).statusCode).toBe(200);
    }
  });

  it('by the open-shifts board, which also shows at most 31 days', async () => {
    expectRefused(
      await t.as('dispatch', 'GET', '/api/coverage/open?from=1900-01-01&to=2999-12-31'),
    );
    expectRefused(
      await t.as('dispatch', 'GET', '/api/coverage/open?from=2026-11-01&to=2026-12-02'),
      'The board shows at most 31 days at once',
    );
    const month = await t.as('dispatch', 'GET', '/api/coverage/open?from=2026-11-01&to=2026-12-01');
    expect(month.statusCode, month.body).toBe(200);
  });

  it('by the export and the guard availability check', async () => {
    for (const date of OUTSIDE) {
      expectRefused(await t.as('admin', 'GET', `/api/coverage/export?from=${date}`));
      expectRefused(await t.as('admin', 'GET', `/api/coverage/export.csv?to=${date}`));
      expectRefused(
        await t.as(
          'admin',
          'GET',
          `/api/coverage/guard-availability?date=${date}&startTime=08:00&endTime=16:00&locationId=${locationId}`,
        ),
      );
    }
    const all = await t.as('admin', 'GET', '/api/coverage/export?from=2000-01-01&to=2099-12-31');
    expect(all.statusCode, all.body).toBe(200);
  });

  it('by every write that takes a date, which changes nothing', async () => {
    for (const date of OUTSIDE) {
      expectRefused(await t.as('admin', 'POST', '/api/coverage', shift(date)));
      expectRefused(
        await t.as('admin', 'PATCH', `/api/coverage/${requestId}`, { ...shift(date), version: 1 }),
      );
      expectRefused(
        await t.as('admin', 'POST', '/api/coverage/import', {
          rows: [{ date, locationId, notes: null }],
        }),
      );
      expectRefused(
        await t.as('admin', 'POST', '/api/coverage/series', {
          ...shift('2099-12-01'),
          repeat: { weekdays: ['MO'], until: date },
        }),
      );
      expectRefused(
        await t.as('admin', 'POST', '/api/guards', {
          firstName: 'Kim',
          lastName: 'Soto',
          expDate: date,
        }),
      );
    }
    const listed = await t.as('admin', 'GET', '/api/coverage?month=2026-11');
    expect(listed.json<{ date: string }[]>().map((row) => row.date)).toEqual(['2026-11-20']);

    for (const date of ['2000-01-01', '2099-12-31']) {
      const created = await t.as('admin', 'POST', '/api/coverage', shift(date));
      expect(created.statusCode, created.body).toBe(201);
    }
    const series = await t.as('admin', 'POST', '/api/coverage/series', {
      ...shift('2099-12-01'),
      repeat: { weekdays: ['MO'], until: '2099-12-31' },
    });
    expect(series.statusCode, series.body).toBe(201);
  });
});
