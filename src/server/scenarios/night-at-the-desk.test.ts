import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../shared/calendar.js';
import type { Candidates } from '../../shared/shift-offers.js';
import { nowGuardText, nowStateText, type NowShifts } from '../../shared/now-strip.js';
import { isoWeekOf } from '../../shared/iso-week.js';
import { localTimeZone } from '../../shared/shift-phase.js';
import type { TimesheetWeek } from '../../shared/timesheets.js';
import type { UncoveredHoursReport } from '../../shared/uncovered-hours.js';
import { wallInstant } from '../test/attendance.js';
import { createCoverageRequest, createLocation } from '../test/builders.js';
import { shiftsSupport, type TestGuard } from '../test/shifts.js';
import { smsSupport, type SmsSupport } from '../test/sms.js';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app.js';
import { startTwilioServer, type TwilioServer } from '../test/twilio-server.js';

const OFFICE_PHONE = '+12015550199';
/** The night of the story: a Monday far from the real clock, so nothing else fires for it. */
const NIGHT = '2031-06-02';
const VALLEY = { latitude: 36.7378, longitude: -119.7871 };
const BAYVIEW = { latitude: 36.7468, longitude: -119.7726 };
/** About 2 km north of a point: 0.018 degree of latitude. */
const TWO_KM_NORTH = 0.018;

/**
 * Issue #39's proof: one night at the desk, through the API, with a clock the test controls.
 * Vargas does not come to Valley Auto Auction (18:00–23:00): late at 18:10, a no-show at 18:30.
 * The dispatcher offers the started shift; Brooks takes it by text at 18:40 and is its relief,
 * expected by 19:40; the no-show clock never turns on him. He checks in 2 km away (the office is
 * alerted, the strip goes red), then at the post. At Bayview Plaza, Park leaves six hours early:
 * asked why, the office alerted, the rest of his shift opens. Kim's time off is approved over a
 * booked shift, which opens. The week's timesheets then add up, and the uncovered hours.
 */
describe('one night at the desk (issue #39)', () => {
  let t: TestApp;
  let twilio: TwilioServer;
  let sms: SmsSupport;
  let dana: TestUser;
  let sam: TestUser;
  let vargas: TestGuard;
  let brooks: TestGuard;
  let park: TestGuard;
  let kim: TestGuard;
  const brooksPhone = '+12015550142';
  const ids = { valley: '', bayview: '', valleyPost: '', bayviewPost: '', kimShift: '' };

  const db = () => t.app.database.db;
  // The company's zone is the process's (TZ), as the server reads every shift time.
  const zone = () => localTimeZone();
  const at = (time: string, date = NIGHT) => wallInstant(date, time, zone());
  const clock = (when: Date) => vi.setSystemTime(when);
  const timers = async (when: Date) =>
    (await t.app.attendanceTimers.run(when)).map((fired) => ({
      kind: fired.id.split(':')[0],
      requestId: fired.id.split(':')[1],
      guardId: fired.id.split(':')[2],
      outcome: fired.outcome,
    }));
  const stored = (id: string) =>
    db().selectFrom('coverageRequests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const attendanceOf = (requestId: string, guardId: string) =>
    db()
      .selectFrom('shiftAttendance')
      .selectAll()
      .where('requestId', '=', requestId)
      .where('guardId', '=', guardId)
      .executeTakeFirst();
  const strip = async () =>
    (
      await t.request({ method: 'GET', url: '/api/shifts/now', cookie: dana.cookie })
    ).json<NowShifts>();
  const checkIn = (guard: TestGuard, requestId: string, position: object) =>
    t.request({
      method: 'POST',
      url: `/api/my/shifts/${requestId}/check-in`,
      cookie: guard.cookie,
      payload: { ...position, accuracy: 15 },
    });
  const checkOut = (guard: TestGuard, requestId: string, payload: object) =>
    t.request({
      method: 'POST',
      url: `/api/my/shifts/${requestId}/check-out`,
      cookie: guard.cookie,
      payload,
    });
  const names = new Map<string, { firstName: string; lastName: string }>();
  const guardOf = async (firstName: string, lastName: string, phone: string | null = null) => {
    const guard = await shiftsSupport(t).guard(firstName, lastName);
    names.set(guard.guardId, { firstName, lastName });
    await db()
      .updateTable('guards')
      .set({ guardCard: `G-${lastName}`, expDate: '2035-12-31', contactNumber: phone })
      .where('id', '=', guard.guardId)
      .execute();
    return guard;
  };

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    clock(at('12:00'));
    twilio = await startTwilioServer();
    t = await createTestApp({ ...twilio.env(), COMPANY_NAME: 'CoverDesk', OFFICE_PHONE }, null, {
      attendanceTimers: { background: false },
    });
    sms = smsSupport(t, twilio);
    dana = await t.signInAs('dispatch', { firstName: 'Dana', lastName: 'Desk' });
    sam = await t.signInAs('supervisor', { firstName: 'Sam', lastName: 'Lead' });
    vargas = await guardOf('Ana', 'Vargas');
    brooks = await guardOf('Sam', 'Brooks', brooksPhone);
    park = await guardOf('Lee', 'Park');
    kim = await guardOf('Kim', 'Soto');
    const valley = await createLocation(db(), { name: 'Valley Auto Auction' });
    const bayview = await createLocation(db(), { name: 'Bayview Plaza' });
    await db().updateTable('locations').set(VALLEY).where('id', '=', valley.id).execute();
    await db().updateTable('locations').set(BAYVIEW).where('id', '=', bayview.id).execute();
    ids.valleyPost = valley.id;
    ids.bayviewPost = bayview.id;
    const booked = (locationId: string, guard: TestGuard, times: [string, string], date = NIGHT) =>
      createCoverageRequest(db(), {
        locationId,
        date,
        startTime: times[0],
        endTime: times[1],
        guard: { id: guard.guardId, firstName: '', lastName: '', ...names.get(guard.guardId) },
      });
    ids.valley = (await booked(valley.id, vargas, ['18:00', '23:00'])).id;
    ids.bayview = (await booked(bayview.id, park, ['18:00', '02:00'])).id;
    ids.kimShift = (await booked(bayview.id, kim, ['06:00', '14:00'], addDays(NIGHT, 3))).id;
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
    await twilio.close();
  });

  it('runs the night from the no-show to the timesheets', async () => {
    // 17:55: Park is at Bayview Plaza early; Vargas is not at Valley Auto Auction.
    clock(at('17:55'));
    expect((await checkIn(park, ids.bayview, BAYVIEW)).json()).toMatchObject({ onSite: true });

    // 18:10: Vargas is late; the office's phone hears of it.
    const late = await timers(at('18:10'));
    expect(late).toContainEqual(
      expect.objectContaining({ kind: 'late', requestId: ids.valley, outcome: 'late' }),
    );
    expect(await sms.textTo(OFFICE_PHONE, /Ana Vargas is late/)).toMatch(/Valley Auto Auction/);

    // 18:30: a no-show. The shift opens, Vargas kept as the guard who did not come.
    await timers(at('18:30'));
    expect(await stored(ids.valley)).toMatchObject({
      assignedGuardId: null,
      calledOutGuardId: vargas.guardId,
      callOutReason: 'no-show',
    });

    // 18:38: the dispatcher fills it from Find cover: a started shift can be offered to its end.
    clock(at('18:38'));
    const found = await t.request({
      method: 'GET',
      url: `/api/coverage/${ids.valley}/candidates?q=Brooks`,
      cookie: dana.cookie,
    });
    const brooksRow = found
      .json<Candidates>()
      .candidates.find((candidate) => candidate.guardId === brooks.guardId);
    expect(brooksRow?.blocker ?? null).toBeNull();
    const offered = await sms.offer(dana, ids.valley, [brooks.guardId]);
    expect(offered.statusCode, offered.body).toBe(200);
    const offerText = await sms.textTo(brooksPhone, /URGENT/);
    expect(offerText).toMatch(
      /^CoverDesk: URGENT: Valley Auto Auction needs a guard now, until 23:00\. Reply YES \d{4}/,
    );

    // 18:40: Brooks says yes by text. He is the relief, expected by 19:40.
    clock(at('18:40'));
    const code = await sms.code(ids.valley, brooks.guardId);
    expect((await sms.text(brooksPhone, `YES ${code}`)).statusCode).toBe(200);
    expect((await stored(ids.valley)).assignedGuardId).toBe(brooks.guardId);
    expect((await attendanceOf(ids.valley, brooks.guardId))?.expectedAt).toBe(
      at('19:40').toISOString(),
    );
    const withRelief = (await strip()).shifts.find((shift) => shift.id === ids.valley);
    expect(withRelief && nowGuardText(withRelief)).toBe(
      'Vargas did not come \u00b7 Relief: Brooks, arriving by 19:40',
    );
    expect(withRelief && nowStateText(withRelief, at('18:41'))).toBe('Arriving by 19:40');

    // The no-show clock never turns on the guard who came to help: nothing for him until 19:50.
    for (const when of ['18:45', '19:00', '19:30', '19:49']) {
      const fired = await timers(at(when));
      expect(fired.filter((one) => one.guardId === brooks.guardId)).toEqual([]);
    }
    expect((await stored(ids.valley)).assignedGuardId).toBe(brooks.guardId);

    // 19:35: Brooks checks in 2 km away: the office is alerted and the strip goes red.
    clock(at('19:35'));
    const away = await checkIn(brooks, ids.valley, {
      latitude: VALLEY.latitude + TWO_KM_NORTH,
      longitude: VALLEY.longitude,
    });
    expect(away.json()).toMatchObject({ onSite: false });
    expect(await sms.textTo(OFFICE_PHONE, /Sam Brooks checked in off site/)).toMatch(/2\.0 km/);
    const red = (await strip()).shifts.find((shift) => shift.id === ids.valley);
    expect(red?.state).toBe('off-site');
    expect(red && nowStateText(red, at('19:35'))).toBe('Off site \u00b7 2.0 km');

    // 19:38: at the post, he checks in again: covered, off the strip, and never late.
    clock(at('19:38'));
    expect((await checkIn(brooks, ids.valley, VALLEY)).json()).toMatchObject({ onSite: true });
    expect((await strip()).shifts.map((shift) => shift.id)).not.toContain(ids.valley);
    const after = [...(await timers(at('19:50'))), ...(await timers(at('20:10')))];
    expect(
      after.filter((one) => one.guardId === brooks.guardId && one.outcome !== 'checked-in'),
    ).toEqual([]);

    // 20:00: Park leaves Bayview Plaza six hours early: asked first, then the rest opens.
    clock(at('20:00'));
    const here = { ...BAYVIEW, accuracy: 15 };
    const asked = await checkOut(park, ids.bayview, here);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      code: 'CONFIRM_EARLY_CHECK_OUT',
      error: 'This shift ends at 02:00: you would leave 6 h early. Say why to check out now.',
    });
    const left = await checkOut(park, ids.bayview, { ...here, earlyReason: 'Family emergency' });
    expect(left.statusCode, left.body).toBe(200);
    expect(await sms.textTo(OFFICE_PHONE, /Lee Park left 6 h early/)).toMatch(/Family emergency/);
    expect(await stored(ids.bayview)).toMatchObject({
      endTime: '20:00',
      assignedGuardId: park.guardId,
    });
    const rest = await db()
      .selectFrom('coverageRequests')
      .selectAll()
      .where('continuesRequestId', '=', ids.bayview)
      .executeTakeFirstOrThrow();
    expect(rest).toMatchObject({
      date: NIGHT,
      startTime: '20:00',
      endTime: '02:00',
      assignedGuardId: null,
      calledOutGuardId: park.guardId,
      callOutReason: 'left-post',
    });
    const emptyPost = (await strip()).shifts.find((shift) => shift.id === rest.id);
    expect(emptyPost?.state).toBe('no-guard');
    expect(emptyPost && nowGuardText(emptyPost)).toBe('Park left early');

    // 23:00: Brooks checks out at the end, on time.
    clock(at('23:00'));
    expect((await checkOut(brooks, ids.valley, { ...VALLEY, accuracy: 15 })).statusCode).toBe(200);

    // Next morning: Kim asks for time off over her booked shift; the office approves it.
    clock(at('09:00', addDays(NIGHT, 1)));
    const asking = await t.request({
      method: 'POST',
      url: '/api/my/time-off',
      cookie: kim.cookie,
      payload: { from: addDays(NIGHT, 3), to: addDays(NIGHT, 4), reason: 'Moving house' },
    });
    expect(asking.statusCode, asking.body).toBe(201);
    const timeOffId = asking.json<{ id: string }>().id;
    const approve = (payload: object) =>
      t.request({
        method: 'POST',
        url: `/api/time-off/${timeOffId}/approve`,
        cookie: sam.cookie,
        payload,
      });
    const question = await approve({});
    expect(question.statusCode).toBe(409);
    expect(question.json()).toMatchObject({ code: 'CONFIRM_WARNINGS' });
    expect(question.json<{ error: string }>().error).toMatch(/Bayview Plaza/);
    expect((await approve({ confirmWarnings: true })).statusCode).toBe(200);
    expect(await stored(ids.kimShift)).toMatchObject({
      assignedGuardId: null,
      calledOutGuardId: kim.guardId,
      callOutReason: 'time-off',
    });

    // The week over, its timesheets add up: the relief's hours from his arrival, Park's until
    // he left, Vargas nothing.
    clock(at('12:00', addDays(NIGHT, 7)));
    const week = isoWeekOf(NIGHT);
    const read = await t.request({
      method: 'GET',
      url: `/api/timesheets?week=${week}`,
      cookie: sam.cookie,
    });
    expect(read.statusCode, read.body).toBe(200);
    const sheets = read.json<TimesheetWeek>();
    const sheetOf = (guard: TestGuard) =>
      sheets.guards.find((sheet) => sheet.guardId === guard.guardId);
    expect(sheetOf(brooks)?.shifts).toEqual([
      // Scheduled from his arrival (19:40), worked from his check-in at the post (19:38).
      expect.objectContaining({
        requestId: ids.valley,
        relief: true,
        scheduledMinutes: 200,
        workedMinutes: 202,
      }),
    ]);
    expect(sheetOf(brooks)?.shifts[0]?.lateMinutes).toBe(0);
    expect(sheetOf(park)?.shifts).toEqual([
      expect.objectContaining({
        requestId: ids.bayview,
        scheduledMinutes: 120,
        workedMinutes: 120,
      }),
    ]);
    expect(sheetOf(vargas)).toBeUndefined();
    const csv = await t.request({
      method: 'GET',
      url: `/api/timesheets.csv?week=${week}`,
      cookie: sam.cookie,
    });
    expect(csv.statusCode).toBe(200);
    const brooksLine = csv.body.split('\n').find((line) => line.startsWith('"Brooks, Sam"'));
    expect(brooksLine).toMatch(/Valley Auto Auction/);
    expect(brooksLine).toMatch(/yes/);

    // Sam approves Brooks's week (issue #40): then the shift cannot be moved under it, and the
    // payroll file keeps the line Sam approved.
    const approved = await t.request({
      method: 'POST',
      url: `/api/timesheets/${brooks.guardId}/${week}/approve`,
      cookie: sam.cookie,
      payload: { confirmWarnings: true },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const approvedCsv = await t.request({
      method: 'GET',
      url: `/api/timesheets.csv?week=${week}`,
      cookie: sam.cookie,
    });
    const valley = await stored(ids.valley);
    const moved = await t.request({
      method: 'PATCH',
      url: `/api/coverage/${ids.valley}`,
      cookie: sam.cookie,
      payload: {
        date: addDays(NIGHT, 1),
        startTime: valley.startTime,
        endTime: valley.endTime,
        locationId: valley.locationId,
        assignedGuardId: valley.assignedGuardId,
        notes: valley.notes,
        version: valley.version,
        confirmWarnings: true,
      },
    });
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json()).toMatchObject({
      error: `Week ${week} of Sam Brooks is approved: un-approve it first`,
    });
    const csvAfter = await t.request({
      method: 'GET',
      url: `/api/timesheets.csv?week=${week}`,
      cookie: sam.cookie,
    });
    expect(csvAfter.body).toBe(approvedCsv.body);

    // And the uncovered hours the customers are credited: Valley waited 1 h 38 min for its
    // relief (18:00 to his check-in at the post), Bayview had nobody from 20:00 to 02:00 nor on
    // Kim's shift of Thursday, which nobody took.
    const credited = await t.request({
      method: 'GET',
      url: `/api/reports/uncovered-hours?from=${NIGHT}&to=${addDays(NIGHT, 6)}`,
      cookie: sam.cookie,
    });
    expect(credited.statusCode, credited.body).toBe(200);
    const report = credited.json<UncoveredHoursReport>();
    expect(report.posts).toEqual([
      expect.objectContaining({ locationId: ids.bayviewPost, shifts: 2, partShifts: 0, hours: 14 }),
      expect.objectContaining({ locationId: ids.valleyPost, shifts: 0, partShifts: 1, hours: 1.6 }),
    ]);
    expect(report.total).toEqual({ shifts: 2, partShifts: 1, hours: 15.6, withoutTimes: 0 });
  });
});
