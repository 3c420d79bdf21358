import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_WARNINGS } from '../../../shared/assignment-findings.js';
import { addDays, localIsoDate } from '../../../shared/calendar.js';
import { formatDate } from '../../../shared/date-format.js';
import { dateRangeText } from '../../../shared/rule-text.js';
import { describeShift, type OpenShifts } from '../../../shared/shift-offers.js';
import type {
  BookedShift,
  OfficeTimeOffList,
  TimeOffDecision,
} from '../../../shared/time-off-shifts.js';
import type { TimeOff } from '../../../shared/time-off.js';
import { entriesOf } from '../../test/audit.js';
import { createCoverageRequest, createLocation } from '../../test/builders.js';
import { dataDigest } from '../../test/data-digest.js';
import { nextPhone, smsTestApp, type SmsSupport } from '../../test/sms.js';
import type { ShiftsSupport, TestGuard } from '../../test/shifts.js';
import type { TestApp, TestUser } from '../../test/test-app.js';
import type { TwilioServer } from '../../test/twilio-server.js';

const today = () => localIsoDate(new Date());
const ahead = (days: number) => addDays(today(), days);
const pad = (n: number) => String(n).padStart(2, '0');
const clock = (at: Date) => `${pad(at.getHours())}:${pad(at.getMinutes())}`;

/** A shift from `startMinutes` to `endMinutes` from now, on the local wall clock. */
function around(startMinutes: number, endMinutes: number) {
  const start = new Date(Date.now() + startMinutes * 60_000);
  const end = new Date(Date.now() + endMinutes * 60_000);
  return { date: localIsoDate(start), startTime: clock(start), endTime: clock(end) };
}

describe('time off over booked shifts (issue #39)', () => {
  let t: TestApp;
  let twilio: TwilioServer;
  let sms: SmsSupport;
  let s: ShiftsSupport;
  let close: () => Promise<void>;
  let sam: TestUser;
  let kim: TestGuard;
  let kimPhone: string;
  let bayview: { id: string; name: string };
  beforeAll(async () => {
    ({ t, twilio, sms, s, close } = await smsTestApp('Desk'));
    sam = await t.signInAs('supervisor', { firstName: 'Sam', lastName: 'Lead' });
    kim = await s.guard('Kim', 'Soto');
    kimPhone = nextPhone();
    await t.app.database.db
      .updateTable('guards')
      .set({ contactNumber: kimPhone })
      .where('id', '=', kim.guardId)
      .execute();
    bayview = await createLocation(t.app.database.db, { name: 'Bayview Plaza' });
  });
  afterAll(() => close());

  const db = () => t.app.database.db;
  const kimRow = { id: '', firstName: 'Kim', lastName: 'Soto' };
  /** A shift booked for Kim (or `guard`) at Bayview Plaza. */
  const book = (
    date: string,
    startTime: string | null,
    endTime: string | null,
    guard: { id: string; firstName: string; lastName: string } = { ...kimRow, id: kim.guardId },
  ) => createCoverageRequest(db(), { locationId: bayview.id, date, startTime, endTime, guard });
  const ask = async (from: string, to: string) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/my/time-off',
      cookie: kim.cookie,
      payload: { from, to },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TimeOff>();
  };
  const approve = (id: string, body?: object) =>
    t.request({
      method: 'POST',
      url: `/api/time-off/${id}/approve`,
      cookie: sam.cookie,
      ...(body ? { payload: body } : {}),
    });
  const listed = async (id: string, query = '') => {
    const response = await t.as('dispatch', 'GET', `/api/time-off${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OfficeTimeOffList>().requests.find((request) => request.id === id);
  };
  const ids = (shifts: readonly BookedShift[] | undefined) =>
    (shifts ?? []).map((shift) => shift.requestId);
  const stored = (id: string) => s.stored(id);

  it("lists the guard's own booked shifts its dates meet, overnight ones included, in one list", async () => {
    const [from, to] = [ahead(10), ahead(12)];
    const nightBefore = await book(ahead(9), '22:00', '06:00');
    await book(ahead(9), '08:00', '16:00');
    await book(ahead(9), '16:00', '00:00');
    const firstDay = await book(ahead(10), '08:00', '16:00');
    const lastNight = await book(ahead(12), '22:00', '06:00');
    const untilMidnight = await book(ahead(12), '16:00', '00:00');
    const allDay = await book(ahead(11), null, null);
    await book(ahead(13), '08:00', '16:00');
    const other = await s.guard('Ona', 'Reyes');
    await book(ahead(10), '08:00', '16:00', {
      id: other.guardId,
      firstName: 'Ona',
      lastName: 'Reyes',
    });
    await s.openRequest(11);

    const request = await ask(from, to);
    const item = await listed(request.id);
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
    const onaAsks = await t.request({
      method: 'POST',
      url: '/api/my/time-off',
      cookie: other.cookie,
      payload: { from, to },
    });
    const onas = await listed(onaAsks.json<TimeOff>().id);
    expect(onas?.bookedShifts.map((shift) => shift.date)).toEqual([ahead(10)]);
    // A declined request lists none.
    const declined = await t.request({
      method: 'POST',
      url: `/api/time-off/${onaAsks.json<TimeOff>().id}/decline`,
      cookie: sam.cookie,
    });
    expect(declined.statusCode).toBe(200);
    expect((await listed(onaAsks.json<TimeOff>().id))?.bookedShifts).toEqual([]);
    // Clean up: Kim's request is answered by a later test's own.
    await t.request({
      method: 'DELETE',
      url: `/api/my/time-off/${request.id}`,
      cookie: kim.cookie,
    });
  });

  it('leaves out a shift that has ended and marks one that has started', async () => {
    const over = around(-300, -240);
    const ended = await book(over.date, over.startTime, over.endTime);
    const on = around(-60, 120);
    const started = await book(on.date, on.startTime, on.endTime);
    const request = await ask(ahead(-1), ahead(1));
    const item = await listed(request.id, `?from=${ahead(-1)}`);
    expect(ids(item?.bookedShifts)).toContain(started.id);
    expect(ids(item?.bookedShifts)).not.toContain(ended.id);
    expect(item?.bookedShifts.find((shift) => shift.requestId === started.id)?.started).toBe(true);
    await t.request({
      method: 'DELETE',
      url: `/api/my/time-off/${request.id}`,
      cookie: kim.cookie,
    });
    // Back to someone else, so that the next tests' time off meets none of these.
    await db().deleteFrom('coverageRequests').where('id', 'in', [ended.id, started.id]).execute();
  });

  it('answers 409 naming each shift and changing nothing; confirmed, opens each as a time-off call-out and tells the guard', async () => {
    const [from, to] = [ahead(20), ahead(22)];
    const first = await book(ahead(20), '18:00', '02:00');
    const second = await book(ahead(22), '06:00', '14:00');
    const request = await ask(from, to);
    const before = await dataDigest(t);

    const asked = await approve(request.id);
    expect(asked.statusCode).toBe(409);
    const body = asked.json<{ error: string; code: string; bookedShifts: BookedShift[] }>();
    expect(body.code).toBe(CONFIRM_WARNINGS);
    expect(body.error).toBe(
      `Kim Soto is booked on 2 shifts in this time off. Confirm to open them as call-outs ` +
        `(Time off): ${describeShift({ ...first, locationName: 'Bayview Plaza' })}; ` +
        `${describeShift({ ...second, locationName: 'Bayview Plaza' })}.`,
    );
    expect(ids(body.bookedShifts)).toEqual([first.id, second.id]);
    expect(await dataDigest(t)).toBe(before);
    expect((await approve(request.id, { confirmWarnings: false })).statusCode).toBe(409);
    expect(await dataDigest(t)).toBe(before);

    const confirmed = await approve(request.id, { confirmWarnings: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const decision = confirmed.json<TimeOffDecision>();
    expect(decision).toMatchObject({ status: 'approved', decidedByName: 'Sam Lead' });
    expect(ids(decision.shiftsOpened)).toEqual([first.id, second.id]);
    expect(decision.shiftsStarted).toEqual([]);
    for (const id of [first.id, second.id]) {
      expect(await stored(id)).toMatchObject({
        assignedGuardId: null,
        assignedGuardName: null,
        calledOutGuardId: kim.guardId,
        callOutReason: 'time-off',
        callOutNote: null,
        calledOutByName: 'Sam Lead',
      });
    }

    // The guard: one push, one text, both naming the shifts.
    const notice =
      `Your time off ${dateRangeText(from, to, today())} is approved: your shifts at ` +
      `Bayview Plaza on ${formatDate(first.date)} 18:00\u201302:00 and ` +
      `Bayview Plaza on ${formatDate(second.date)} 06:00\u201314:00 are no longer yours.`;
    const pushes = await db()
      .selectFrom('outbox')
      .select(['channel', 'payload'])
      .where('payload', 'like', `%time-off-${request.id}%`)
      .execute();
    expect(
      pushes.map((row) => ({ channel: row.channel, ...(JSON.parse(row.payload) as object) })),
    ).toEqual([
      {
        channel: 'push',
        userIds: [kim.id],
        message: {
          title: 'Time off approved',
          body: notice,
          url: '/my-shifts',
          tag: `time-off-${request.id}`,
        },
      },
    ]);
    const [text] = await twilio.waitForMessages(1, kimPhone);
    expect(text?.body).toBe(`${notice.replaceAll('\u2013', '-')} http://coverdesk.test/my-shifts`);

    // The board shows them open, 'Time off' the reason; the trail has the approval and each shift.
    const board = await t.as(
      'dispatch',
      'GET',
      `/api/coverage/open?from=${ahead(20)}&to=${ahead(22)}`,
    );
    const open = board
      .json<OpenShifts>()
      .shifts.filter((shift) => shift.locationName === 'Bayview Plaza');
    expect(open.map((shift) => [shift.id, shift.callOutReason, shift.calledOutGuardName])).toEqual([
      [first.id, 'time-off', 'Soto, Kim'],
      [second.id, 'time-off', 'Soto, Kim'],
    ]);
    const [approval] = await entriesOf(t, request.id);
    expect(approval).toMatchObject({
      action: 'approve',
      after: {
        status: 'Approved',
        shiftsOpened: [first, second]
          .map((shift) => describeShift({ ...shift, locationName: 'Bayview Plaza' }))
          .join('; '),
      },
    });
    const [opened] = await entriesOf(t, first.id);
    expect(opened).toMatchObject({
      action: 'record-call-out',
      actorName: 'Sam Lead',
      after: {
        guardName: 'Kim Soto',
        callOutReason: 'Time off',
        timeOff: dateRangeText(from, to, today()),
      },
    });
  });

  it('leaves a started shift alone and names it; an approval with no shift needs no confirmation', async () => {
    const on = around(-30, 180);
    const started = await book(on.date, on.startTime, on.endTime);
    const later = await book(ahead(2), '08:00', '16:00');
    const request = await ask(ahead(-1), ahead(2));
    const asked = await approve(request.id);
    expect(asked.statusCode).toBe(409);
    expect(asked.json<{ error: string }>().error).toContain(
      `Started, to handle from the board: ${describeShift({ ...started, locationName: 'Bayview Plaza' })}.`,
    );
    const confirmed = await approve(request.id, { confirmWarnings: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const decision = confirmed.json<TimeOffDecision>();
    expect(ids(decision.shiftsOpened)).toEqual([later.id]);
    expect(ids(decision.shiftsStarted)).toEqual([started.id]);
    expect(await stored(started.id)).toMatchObject({
      assignedGuardId: kim.guardId,
      callOutReason: null,
    });
    expect(await stored(later.id)).toMatchObject({
      assignedGuardId: null,
      callOutReason: 'time-off',
    });
    const [approval] = await entriesOf(t, request.id);
    expect(approval?.after?.shiftsStarted).toBe(
      describeShift({ ...started, locationName: 'Bayview Plaza' }),
    );
    await db().deleteFrom('coverageRequests').where('id', '=', started.id).execute();

    const free = await ask(ahead(40), ahead(41));
    const plain = await approve(free.id);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json<TimeOffDecision>()).toMatchObject({ shiftsOpened: [], shiftsStarted: [] });
  });

  it('asks and opens the same when the office records time off, texting a guard without an account', async () => {
    const ana = await sms.guard('Ana', 'Ruiz');
    const shift = await book(ahead(30), '22:00', '06:00', {
      id: ana.guardId,
      firstName: 'Ana',
      lastName: 'Ruiz',
    });
    const record = (confirmWarnings?: boolean) =>
      t.request({
        method: 'POST',
        url: `/api/guards/${ana.guardId}/time-off`,
        cookie: sam.cookie,
        payload: { from: ahead(31), to: ahead(31), reason: 'Agreed by phone', confirmWarnings },
      });
    const before = await dataDigest(t);
    const asked = await record();
    expect(asked.statusCode).toBe(409);
    expect(asked.json<{ code: string; error: string }>()).toMatchObject({
      code: CONFIRM_WARNINGS,
      error: expect.stringContaining(describeShift({ ...shift, locationName: 'Bayview Plaza' })),
    });
    expect(await dataDigest(t)).toBe(before);

    const recorded = await record(true);
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json<TimeOffDecision>()).toMatchObject({
      status: 'approved',
      recordedByOffice: true,
      shiftsOpened: [{ requestId: shift.id, started: false }],
    });
    expect(await stored(shift.id)).toMatchObject({
      callOutReason: 'time-off',
      calledOutGuardId: ana.guardId,
    });
    const [text] = await twilio.waitForMessages(1, ana.phone);
    expect(text?.body).toMatch(
      /^Your time off .+ is approved: your shift at Bayview Plaza on .+ 22:00-06:00 is no longer yours\. /,
    );
    const [entry] = await entriesOf(t, recorded.json<TimeOffDecision>().id);
    expect(entry).toMatchObject({
      action: 'create',
      after: { status: 'Approved', shiftsOpened: expect.any(String) },
    });
  });

  it('refuses dispatch, customers and guards as before, whatever they confirm', async () => {
    const request = await ask(ahead(50), ahead(50));
    await book(ahead(50), '08:00', '16:00');
    const roles = ['dispatch', 'customer', 'guard', 'anonymous'] as const;
    const refused = { dispatch: 403, customer: 403, guard: 403, anonymous: 401 };
    for (const role of ['dispatch', 'customer', 'guard'] as const) await t.account(role);
    const before = await dataDigest(t);
    expect(
      await t.statuses(roles, 'POST', `/api/time-off/${request.id}/approve`, {
        confirmWarnings: true,
      }),
    ).toEqual(refused);
    expect(
      await t.statuses(roles, 'POST', `/api/guards/${kim.guardId}/time-off`, {
        from: ahead(51),
        to: ahead(51),
        confirmWarnings: true,
      }),
    ).toEqual(refused);
    expect(await dataDigest(t)).toBe(before);
  });

  it("keeps 'time-off' for approvals: a guard's or the office's own call-out cannot give it", async () => {
    const shift = await book(ahead(60), '08:00', '16:00');
    const office = await t.request({
      method: 'POST',
      url: `/api/coverage/${shift.id}/call-out`,
      cookie: sam.cookie,
      payload: { guardId: kim.guardId, reason: 'time-off' },
    });
    expect(office.statusCode).toBe(400);
    const own = await t.request({
      method: 'POST',
      url: `/api/my/shifts/${shift.id}/call-out`,
      cookie: kim.cookie,
      payload: { reason: 'time-off' },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(await stored(shift.id)).toMatchObject({
      callOutReason: 'other',
      callOutNote: 'time-off',
    });
  });
});
