import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nowStateText, type NowShifts } from '../../../shared/now-strip.js';
import { saveAttendanceSettings } from '../../db/attendance-settings.js';
import { DEFAULT_ATTENDANCE_SETTINGS } from '../../../shared/attendance-settings.js';
import { seedCheckIn, wallInstant } from '../../test/attendance.js';
import { createCoverageRequest, createGuard, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

/** The board's day, a fixed date: the clock is the test's, not the machine's. */
const DAY = '2026-12-02';
const YESTERDAY = '2026-12-01';

/**
 * GET /api/shifts/now (issue #33): the 'Now' strip at instants the test sets, on the company's
 * wall clock, with the default late (10 min) and no-show (30 min) thresholds.
 */
describe('GET /api/shifts/now', () => {
  let t: TestApp;
  let dana: TestUser;
  const ids: Record<string, string> = {};
  let at: (time: string, date?: string) => Date;
  let kimId = '';

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    t = await createTestApp();
    at = (time, date = DAY) => wallInstant(date, time, t.config.timeZone);
    vi.setSystemTime(at('06:15'));
    const db = t.app.database.db;
    dana = await t.signInAs('dispatch', { firstName: 'Dana', lastName: 'Now' });
    const gate = await createLocation(db, { name: 'Now Gate', deptCode: 'NG-1' });
    const kim = await createGuard(db, { firstName: 'Kim', lastName: 'Soto' });
    const al = await createGuard(db, { firstName: 'Al', lastName: 'Ng' });
    kimId = kim.id;
    const add = async (
      name: string,
      date: string,
      startTime: string | null,
      endTime: string | null,
      guard: typeof kim | null = kim,
    ) => {
      ids[name] = (
        await createCoverageRequest(db, {
          locationId: gate.id,
          date,
          startTime,
          endTime,
          ...(guard ? { guard } : {}),
        })
      ).id;
    };
    await add('late', DAY, '06:00', '14:00');
    await add('noShowByClock', DAY, '05:30', '13:30', al);
    await add('calledOut', DAY, '05:40', '13:40', null);
    await db
      .updateTable('coverageRequests')
      .set({ calledOutGuardId: al.id, calledOutGuardName: 'Ng, Al', callOutReason: 'no-show' })
      .where('id', '=', ids.calledOut ?? '')
      .execute();
    await add('due', DAY, '06:10', '14:10', al);
    await add('soon', DAY, '07:00', '15:00');
    await add('twoHours', DAY, '08:15', '16:15', al);
    await add('beyond', DAY, '08:16', '16:16');
    await add('checkedIn', DAY, '06:00', '14:00', al);
    await seedCheckIn(db, {
      requestId: ids.checkedIn ?? '',
      guardId: al.id,
      checkedInAt: at('05:57'),
    });
    await add('early', DAY, '07:30', '15:30', al);
    await seedCheckIn(db, { requestId: ids.early ?? '', guardId: al.id, checkedInAt: at('06:10') });
    await add('overnight', YESTERDAY, '22:00', '06:30', al);
    await add('overnightEnded', YESTERDAY, '22:00', '06:00');
    await add('ended', DAY, '00:00', '06:00');
    await add('wholeDay', DAY, null, null);
    await add('open', DAY, '07:00', '15:00', null);
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  const strip = async (): Promise<NowShifts> => {
    const response = await t.request({
      method: 'GET',
      url: '/api/shifts/now',
      cookie: dana.cookie,
    });
    expect(response.statusCode).toBe(200);
    return response.json<NowShifts>();
  };
  const named = (answer: NowShifts) => {
    const byId = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
    return answer.shifts.map((shift) => [byId.get(shift.id), shift.state]);
  };

  it('lists no-shows and late ones first, then due, then the coming ones by start', async () => {
    vi.setSystemTime(at('06:15'));
    const answer = await strip();
    expect(named(answer)).toEqual([
      ['overnight', 'no-show'],
      ['noShowByClock', 'no-show'],
      ['calledOut', 'no-show'],
      ['late', 'late'],
      ['due', 'due'],
      ['soon', 'upcoming'],
      ['early', 'checked-in'],
      ['twoHours', 'upcoming'],
    ]);
    expect(answer).toMatchObject({ lateAfterMinutes: 10, noShowAfterMinutes: 30, total: 8 });
    const now = new Date(answer.at);
    const texts = answer.shifts.map((shift) => nowStateText(shift, now));
    expect(texts).toEqual([
      'No-show',
      'No-show',
      'No-show',
      'Late',
      'Due',
      'Starts in 45 min',
      'Checked in 06:10',
      'Starts in 2 h',
    ]);
    const calledOut = answer.shifts.find((shift) => shift.id === ids.calledOut);
    expect(calledOut).toMatchObject({ guardName: 'Ng, Al', calledOut: true });
    expect(answer.shifts[3]).toMatchObject({
      guardName: 'Soto, Kim',
      locationName: 'Now Gate',
      startTime: '06:00',
      endTime: '14:00',
      start: at('06:00').toISOString(),
    });
  });

  it('turns late and a no-show at their exact minutes', async () => {
    const stateOfLate = async () =>
      (await strip()).shifts.find((shift) => shift.id === ids.late)?.state;
    vi.setSystemTime(new Date(at('06:10').getTime() - 1));
    expect(await stateOfLate()).toBe('due');
    vi.setSystemTime(at('06:10'));
    expect(await stateOfLate()).toBe('late');
    vi.setSystemTime(new Date(at('06:30').getTime() - 1));
    expect(await stateOfLate()).toBe('late');
    vi.setSystemTime(at('06:30'));
    expect(await stateOfLate()).toBe('no-show');
    // And it is shown until its end.
    vi.setSystemTime(new Date(at('14:00').getTime() - 1));
    expect(await stateOfLate()).toBe('no-show');
    vi.setSystemTime(at('14:00'));
    expect(await stateOfLate()).toBeUndefined();
  });

  it('lets a started shift leave the strip once its guard checks in', async () => {
    vi.setSystemTime(at('06:20'));
    const lateOne = () => strip().then((a) => a.shifts.find((shift) => shift.id === ids.late));
    expect((await lateOne())?.state).toBe('late');
    await seedCheckIn(t.app.database.db, {
      requestId: ids.late ?? '',
      guardId: kimId,
      checkedInAt: at('06:19'),
    });
    expect(await lateOne()).toBeUndefined();
  });

  it('reads the thresholds the admin saved at once, and a call-out, within the minute', async () => {
    vi.setSystemTime(at('06:15'));
    const db = t.app.database.db;
    // Read twice: the second answer is the kept one; each change below shows on the next read.
    await strip();
    expect((await strip()).shifts.find((shift) => shift.id === ids.due)?.state).toBe('due');
    await db
      .updateTable('coverageRequests')
      .set({
        assignedGuardId: null,
        assignedGuardName: null,
        calledOutGuardName: 'Ng, Al',
        callOutReason: 'no-show',
      })
      .where('id', '=', ids.due ?? '')
      .execute();
    expect((await strip()).shifts.find((shift) => shift.id === ids.due)).toMatchObject({
      state: 'no-show',
      calledOut: true,
    });
    await saveAttendanceSettings(db, {
      ...DEFAULT_ATTENDANCE_SETTINGS,
      lateAfterMinutes: 20,
      noShowAfterMinutes: 60,
    });
    const answer = await strip();
    expect(answer).toMatchObject({ lateAfterMinutes: 20, noShowAfterMinutes: 60 });
    expect(answer.shifts.find((shift) => shift.id === ids.noShowByClock)?.state).toBe('late');
    await saveAttendanceSettings(db, DEFAULT_ATTENDANCE_SETTINGS);
  });

  it("shows one post's shifts when asked, and nothing when nothing is on", async () => {
    const quiet = await createLocation(t.app.database.db, { name: 'Quiet Gate' });
    const response = await t.request({
      method: 'GET',
      url: `/api/shifts/now?location=${quiet.id}`,
      cookie: dana.cookie,
    });
    expect(response.json<NowShifts>().shifts).toEqual([]);
  });
});
