import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isoWeekOf } from '../../../shared/iso-week.js';
import type { TimesheetWeek } from '../../../shared/timesheets.js';
import { createCoverageRequest } from '../../test/builders.js';
import { dataDigest } from '../../test/data-digest.js';
import { shiftsSupport } from '../../test/shifts.js';
import {
  night,
  setClock,
  startedShiftsSupport,
  wallAt,
  type NightGuard,
} from '../../test/started-shifts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedAttendedShift } from '../../test/timesheets.js';

/** Kim's lines of a payroll file: her shifts and her total (Lee's week is not approved). */
const kimsLines = (file: string) =>
  file.split('\r\n').filter((line) => line.startsWith('"Soto, Kim"'));

/** Kim's week: Monday night(0) to Sunday night(6), far from the real clock. */
const WEEK = isoWeekOf(night(0));
const FROZEN = `Week ${WEEK} of Kim Soto is approved: un-approve it first`;

/**
 * Issue #40: approved means frozen. Every write that would change a line of an approved week
 * answers 409 naming the week and the guard and changes nothing; the week's payroll file stays
 * exactly what was approved, whatever was tried; un-approving releases it. The server's clock is
 * set by hand: after the week to approve it, then back inside it for what only a shift that has
 * not ended allows (a check-in, a call-out, time off, taking a shift).
 */
describe('an approved timesheet week is frozen (issue #40)', () => {
  let t: TestApp;
  let kim: NightGuard;
  let lee: NightGuard;
  let bayview: { id: string };
  let northGate: { id: string };
  const shifts = {
    monday: '',
    tuesday: '',
    lees: '',
    saturday: '',
    series: '',
    rest: '',
    open: '',
  };
  let seriesId = '';
  let offerId = '';
  let approvedCsv = '';
  let approvedSheet: unknown;

  const afterTheWeek = () => setClock(wallAt('12:00', night(7)));
  const csv = async () => {
    const response = await t.as('admin', 'GET', `/api/timesheets.csv?week=${WEEK}`);
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const kimsSheet = async () => {
    const week = (await t.as('admin', 'GET', `/api/timesheets?week=${WEEK}`)).json<TimesheetWeek>();
    return week.guards.find((sheet) => sheet.guardId === kim.guardId);
  };
  const stored = (id: string) =>
    t.app.database.db
      .selectFrom('coverageRequests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  /** The edit form's save: the request as stored with `change`, at its version. */
  const edit = async (id: string, change: object, url = `/api/coverage/${id}`) => {
    const row = await stored(id);
    return t.as('admin', 'PATCH', url, {
      date: row.date,
      startTime: row.startTime,
      endTime: row.endTime,
      locationId: row.locationId,
      assignedGuardId: row.assignedGuardId,
      notes: row.notes,
      version: row.version,
      confirmWarnings: true,
      ...change,
    });
  };
  /**
   * Every row (dataDigest) but the daily shift limit's counts, which a new shift's route prunes
   * of past days once a day whatever its answer (daily-shift-limit.ts).
   */
  const records = async () => {
    const tables = JSON.parse(await dataDigest(t)) as Record<string, unknown>;
    delete tables.shift_creation_counts;
    return tables;
  };
  /** Every account's session renewed at the clock's hour: a digest then sees only the writes. */
  const renewSessions = async () => {
    for (const guard of [kim, lee]) {
      await t.request({ method: 'GET', url: '/api/me', cookie: guard.cookie });
    }
    await t.as('admin', 'GET', '/api/me');
  };
  const asGuard = (guard: NightGuard, url: string, payload: object = {}) =>
    t.request({ method: 'POST', url, cookie: guard.cookie, payload });

  beforeAll(async () => {
    setClock(wallAt('12:00', night(-2)));
    t = await createTestApp({}, null, { attendanceTimers: { background: false } });
    await t.account('admin');
    const s = startedShiftsSupport(t);
    const db = t.app.database.db;
    kim = await s.guard('Kim', 'Soto');
    lee = await s.guard('Lee', 'Park');
    bayview = await s.post('Bayview Plaza');
    northGate = await s.post('North Gate');
    const worked = async (guard: NightGuard, date: string, times: [string, string]) =>
      seedAttendedShift(
        db,
        {
          locationId: bayview.id,
          guard: { id: guard.guardId, firstName: guard.firstName, lastName: guard.lastName },
          date,
          startTime: times[0],
          endTime: times[1],
        },
        {
          checkedInAt: wallAt(times[0], date).toISOString(),
          checkedOutAt: wallAt(times[1], date).toISOString(),
        },
      );
    shifts.monday = await worked(kim, night(0), ['08:00', '16:00']);
    shifts.tuesday = await worked(kim, night(1), ['08:00', '16:00']);
    shifts.lees = await worked(lee, night(4), ['18:00', '23:00']);
    shifts.saturday = (await s.shift(bayview.id, kim, ['08:00', '16:00'], night(5))).id;
    // Kim's repeating shift, Wednesday and Thursday, made as the office makes one.
    const series = await t.as('admin', 'POST', '/api/coverage/series', {
      date: night(2),
      startTime: '08:00',
      endTime: '12:00',
      locationId: northGate.id,
      assignedGuardId: kim.guardId,
      notes: null,
      confirmWarnings: true,
      repeat: { until: night(3), weekdays: ['WE', 'TH'] },
    });
    expect(series.statusCode, series.body).toBe(201);
    seriesId = series.json<{ seriesId: string }>().seriesId;
    shifts.series = (
      await db
        .selectFrom('coverageRequests')
        .select('id')
        .where('seriesId', '=', seriesId)
        .orderBy('date')
        .executeTakeFirstOrThrow()
    ).id;
    // The rest of a shift left early that Kim took and checked in to: a line of hers too.
    const rest = await s.shift(bayview.id, null, ['12:00', '16:00'], night(6));
    await db
      .updateTable('coverageRequests')
      .set({ continuesRequestId: shifts.tuesday })
      .where('id', '=', rest.id)
      .execute();
    await db
      .insertInto('shiftAttendance')
      .values({
        id: randomUUID(),
        requestId: rest.id,
        guardId: kim.guardId,
        checkedInAt: wallAt('12:00', night(6)).toISOString(),
        checkInMark: 'on-site',
      })
      .execute();
    shifts.rest = rest.id;
    // An open Friday shift offered to Kim, not answered yet.
    shifts.open = (await s.shift(bayview.id, null, ['08:00', '16:00'], night(4))).id;
    const offers = shiftsSupport(t);
    const offered = await offers.offer(await t.account('admin'), shifts.open, [kim]);
    expect(offered.statusCode, offered.body).toBe(200);
    offerId = await offers.offerId(shifts.open, kim);

    // Sessions last a week: used midway, they slide on to the days the tests set.
    setClock(wallAt('12:00', night(3)));
    await renewSessions();
    afterTheWeek();
    const approved = await t.as('admin', 'POST', `/api/timesheets/${kim.guardId}/${WEEK}/approve`, {
      confirmWarnings: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    approvedCsv = await csv();
    approvedSheet = await kimsSheet();
    expect(kimsLines(approvedCsv)).toHaveLength(7);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('refuses every write to the week once it is over, and changes nothing', async () => {
    const other = await createCoverageRequest(t.app.database.db, {
      locationId: bayview.id,
      date: night(8),
      guard: { id: kim.guardId, firstName: 'Kim', lastName: 'Soto' },
    });
    const attempts: [string, () => Promise<{ statusCode: number; body: string }>][] = [
      ['times', () => edit(shifts.monday, { endTime: '23:59' })],
      ['post', () => edit(shifts.monday, { locationId: northGate.id })],
      ['date within the week', () => edit(shifts.monday, { date: night(6) })],
      ['moved to the next week', () => edit(shifts.monday, { date: night(9) })],
      ['re-assigned to Lee', () => edit(shifts.monday, { assignedGuardId: lee.guardId })],
      ['un-assigned', () => edit(shifts.monday, { assignedGuardId: null })],
      ["Lee's shift given to Kim", () => edit(shifts.lees, { assignedGuardId: kim.guardId })],
      ['a shift of the next week moved in', () => edit(other.id, { date: night(6) })],
      ['deleted', () => t.as('admin', 'DELETE', `/api/coverage/${shifts.tuesday}`)],
      [
        'a new shift of hers',
        () =>
          t.as('admin', 'POST', '/api/coverage', {
            date: night(4),
            startTime: '08:00',
            endTime: '16:00',
            locationId: bayview.id,
            assignedGuardId: kim.guardId,
            notes: null,
            confirmWarnings: true,
          }),
      ],
      [
        'a new repeating shift of hers',
        () =>
          t.as('admin', 'POST', '/api/coverage/series', {
            date: night(6),
            startTime: '08:00',
            endTime: '12:00',
            locationId: bayview.id,
            assignedGuardId: kim.guardId,
            notes: null,
            confirmWarnings: true,
            repeat: { until: night(6), weekdays: ['SU'] },
          }),
      ],
      [
        'the series edited, this and following',
        () =>
          edit(shifts.series, { startTime: '09:00' }, `/api/coverage/${shifts.series}/following`),
      ],
      [
        'the series deleted, this and following',
        () => t.as('admin', 'DELETE', `/api/coverage/${shifts.series}/following`),
      ],
      [
        "the office's call-out",
        () =>
          t.as('admin', 'POST', `/api/coverage/${shifts.monday}/call-out`, {
            guardId: kim.guardId,
            reason: 'sick',
          }),
      ],
      [
        'an early end agreed',
        () => t.as('admin', 'POST', `/api/coverage/${shifts.rest}/agree-early-end`),
      ],
      [
        "Kim's own call-out",
        () => asGuard(kim, `/api/my/shifts/${shifts.saturday}/call-out`, { reason: 'sick' }),
      ],
      ['a check-out', () => asGuard(kim, `/api/my/shifts/${shifts.monday}/check-out`)],
      ['the open shift taken', () => asGuard(kim, `/api/offers/${offerId}/accept`)],
      [
        'worked time set',
        () =>
          t.as('admin', 'PUT', `/api/timesheets/shifts/${shifts.monday}/${kim.guardId}`, {
            approvedMinutes: 600,
          }),
      ],
    ];
    await renewSessions();
    const before = await records();
    for (const [what, attempt] of attempts) {
      const response = await attempt();
      expect(response.statusCode, `${what}: ${response.body}`).toBe(409);
      expect(JSON.parse(response.body), what).toMatchObject({ error: FROZEN });
    }
    expect(await records()).toEqual(before);
    expect(await csv()).toBe(approvedCsv);
  });

  it('refuses what only a shift not yet over allows: check-in, call-outs, time off, a shift taken', async () => {
    // The clock inside the week: Tuesday's shift is on, Saturday's to come.
    setClock(wallAt('10:00', night(1)));
    const attempts: [string, () => Promise<{ statusCode: number; body: string }>][] = [
      ['a check-in', () => asGuard(kim, `/api/my/shifts/${shifts.tuesday}/check-in`)],
      ['a check-out', () => asGuard(kim, `/api/my/shifts/${shifts.tuesday}/check-out`)],
      [
        "Kim's own call-out",
        () => asGuard(kim, `/api/my/shifts/${shifts.saturday}/call-out`, { reason: 'sick' }),
      ],
      [
        "the office's call-out",
        () =>
          t.as('admin', 'POST', `/api/coverage/${shifts.tuesday}/call-out`, {
            guardId: kim.guardId,
            reason: 'left-post',
          }),
      ],
      [
        'time off over a booked shift',
        () =>
          t.as('admin', 'POST', `/api/guards/${kim.guardId}/time-off`, {
            from: night(5),
            to: night(5),
            confirmWarnings: true,
          }),
      ],
      ['the open shift taken', () => asGuard(kim, `/api/offers/${offerId}/accept`)],
    ];
    await renewSessions();
    const before = await records();
    for (const [what, attempt] of attempts) {
      const response = await attempt();
      expect(response.statusCode, `${what}: ${response.body}`).toBe(409);
      expect(JSON.parse(response.body), what).toMatchObject({ error: FROZEN });
    }
    expect(await records()).toEqual(before);
    afterTheWeek();
    expect(await csv()).toBe(approvedCsv);
  });

  it('lets through what changes no line, and keeps the approved lines whatever they came from', async () => {
    afterTheWeek();
    const noted = await edit(shifts.monday, { notes: 'Gate code 4411' });
    expect(noted.statusCode, noted.body).toBe(200);
    const imported = await t.as('admin', 'POST', '/api/coverage/import', {
      rows: [{ date: night(2), locationId: bayview.id, notes: null }],
    });
    expect(imported.statusCode, imported.body).toBe(200);
    // What the lines were counted from changes: the guard's and the post's names, the limits.
    const db = t.app.database.db;
    await db
      .updateTable('guards')
      .set({ lastName: 'Soto-Reyes' })
      .where('id', '=', kim.guardId)
      .execute();
    await db
      .updateTable('locations')
      .set({ name: 'Bayview Mall' })
      .where('id', '=', bayview.id)
      .execute();
    expect(kimsLines(await csv())).toEqual(kimsLines(approvedCsv));
    expect(await kimsSheet()).toEqual(approvedSheet);
    await db
      .updateTable('guards')
      .set({ lastName: 'Soto' })
      .where('id', '=', kim.guardId)
      .execute();
  });

  it('is released by un-approving it', async () => {
    afterTheWeek();
    const released = await t.as(
      'admin',
      'DELETE',
      `/api/timesheets/${kim.guardId}/${WEEK}/approve`,
    );
    expect(released.statusCode, released.body).toBe(200);
    const longer = await edit(shifts.monday, { endTime: '23:59' });
    expect(longer.statusCode, longer.body).toBe(200);
    const agreed = await t.as('admin', 'POST', `/api/coverage/${shifts.rest}/agree-early-end`);
    expect(agreed.statusCode, agreed.body).toBe(200);
    const sheet = await kimsSheet();
    expect(sheet?.approval).toBeNull();
    const monday = sheet?.shifts.find((shift) => shift.requestId === shifts.monday);
    expect(monday?.scheduledMinutes).toBe(959);
    expect(sheet?.shifts.map((shift) => shift.requestId)).not.toContain(shifts.rest);
    expect(kimsLines(await csv())).not.toEqual(kimsLines(approvedCsv));
  });
});
