import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_WARNINGS } from '../../../shared/assignment-findings.js';
import { localIsoDate } from '../../../shared/calendar.js';
import { formatDate } from '../../../shared/date-format.js';
import { dateRangeText } from '../../../shared/rule-text.js';
import { describeShift, type OpenShifts } from '../../../shared/shift-offers.js';
import type { BookedShift, TimeOffDecision } from '../../../shared/time-off-shifts.js';
import { entriesOf } from '../../test/audit.js';
import { dataDigest } from '../../test/data-digest.js';
import {
  ahead,
  around,
  ids,
  timeOffShiftsTestApp,
  type TimeOffShiftsScene,
} from '../../test/time-off.js';

const today = () => localIsoDate(new Date());

describe('approving or recording time off over booked shifts (issue #39)', () => {
  let x: TimeOffShiftsScene;
  beforeAll(async () => {
    x = await timeOffShiftsTestApp();
  });
  afterAll(() => x.close());

  it('answers 409 naming each shift and changing nothing; confirmed, opens each as a time-off call-out and tells the guard', async () => {
    const [from, to] = [ahead(20), ahead(22)];
    const first = await x.book(ahead(20), '18:00', '02:00');
    const second = await x.book(ahead(22), '06:00', '14:00');
    const request = await x.ask(from, to);
    const before = await dataDigest(x.t);

    const asked = await x.approve(request.id);
    expect(asked.statusCode).toBe(409);
    const body = asked.json<{ error: string; code: string; bookedShifts: BookedShift[] }>();
    expect(body.code).toBe(CONFIRM_WARNINGS);
    expect(body.error).toBe(
      `Kim Soto is booked on 2 shifts in this time off. Confirm to open them as call-outs ` +
        `(Time off): ${describeShift({ ...first, locationName: 'Bayview Plaza' })}; ` +
        `${describeShift({ ...second, locationName: 'Bayview Plaza' })}.`,
    );
    expect(ids(body.bookedShifts)).toEqual([first.id, second.id]);
    expect(await dataDigest(x.t)).toBe(before);
    expect((await x.approve(request.id, { confirmWarnings: false })).statusCode).toBe(409);
    expect(await dataDigest(x.t)).toBe(before);

    const confirmed = await x.approve(request.id, { confirmWarnings: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const decision = confirmed.json<TimeOffDecision>();
    expect(decision).toMatchObject({ status: 'approved', decidedByName: 'Sam Lead' });
    expect(ids(decision.shiftsOpened)).toEqual([first.id, second.id]);
    expect(decision.shiftsStarted).toEqual([]);
    for (const id of [first.id, second.id]) {
      expect(await x.s.stored(id)).toMatchObject({
        assignedGuardId: null,
        assignedGuardName: null,
        calledOutGuardId: x.kim.guardId,
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
    const pushes = await x.t.app.database.db
      .selectFrom('outbox')
      .select(['channel', 'payload'])
      .where('payload', 'like', `%time-off-${request.id}%`)
      .execute();
    expect(
      pushes.map((row) => ({ channel: row.channel, ...(JSON.parse(row.payload) as object) })),
    ).toEqual([
      {
        channel: 'push',
        userIds: [x.kim.id],
        message: {
          title: 'Time off approved',
          body: notice,
          url: '/my-shifts',
          tag: `time-off-${request.id}`,
        },
      },
    ]);
    const [text] = await x.twilio.waitForMessages(1, x.kimPhone);
    expect(text?.body).toBe(`${notice.replaceAll('\u2013', '-')} http://coverdesk.test/my-shifts`);

    // The board shows them open, 'Time off' the reason; the trail has the approval and each shift.
    const board = await x.t.as(
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
    const [approval] = await entriesOf(x.t, request.id);
    expect(approval).toMatchObject({
      action: 'approve',
      after: {
        status: 'Approved',
        shiftsOpened: [first, second]
          .map((shift) => describeShift({ ...shift, locationName: 'Bayview Plaza' }))
          .join('; '),
      },
    });
    const [opened] = await entriesOf(x.t, first.id);
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
    const started = await x.book(on.date, on.startTime, on.endTime);
    const later = await x.book(ahead(2), '08:00', '16:00');
    const request = await x.ask(ahead(-1), ahead(2));
    const asked = await x.approve(request.id);
    expect(asked.statusCode).toBe(409);
    expect(asked.json<{ error: string }>().error).toContain(
      `Started, to handle from the board: ${describeShift({ ...started, locationName: 'Bayview Plaza' })}.`,
    );
    const confirmed = await x.approve(request.id, { confirmWarnings: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const decision = confirmed.json<TimeOffDecision>();
    expect(ids(decision.shiftsOpened)).toEqual([later.id]);
    expect(ids(decision.shiftsStarted)).toEqual([started.id]);
    expect(await x.s.stored(started.id)).toMatchObject({
      assignedGuardId: x.kim.guardId,
      callOutReason: null,
    });
    expect(await x.s.stored(later.id)).toMatchObject({
      assignedGuardId: null,
      callOutReason: 'time-off',
    });
    const [approval] = await entriesOf(x.t, request.id);
    expect(approval?.after?.shiftsStarted).toBe(
      describeShift({ ...started, locationName: 'Bayview Plaza' }),
    );
    await x.t.app.database.db.deleteFrom('coverageRequests').where('id', '=', started.id).execute();

    const free = await x.ask(ahead(40), ahead(41));
    const plain = await x.approve(free.id);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json<TimeOffDecision>()).toMatchObject({ shiftsOpened: [], shiftsStarted: [] });
  });

  it('asks and opens the same when the office records time off, texting a guard without an account', async () => {
    const ana = await x.sms.guard('Ana', 'Ruiz');
    const shift = await x.book(ahead(30), '22:00', '06:00', {
      id: ana.guardId,
      firstName: 'Ana',
      lastName: 'Ruiz',
    });
    const record = (confirmWarnings?: boolean) =>
      x.t.request({
        method: 'POST',
        url: `/api/guards/${ana.guardId}/time-off`,
        cookie: x.sam.cookie,
        payload: { from: ahead(31), to: ahead(31), reason: 'Agreed by phone', confirmWarnings },
      });
    const before = await dataDigest(x.t);
    const asked = await record();
    expect(asked.statusCode).toBe(409);
    expect(asked.json<{ code: string; error: string }>()).toMatchObject({
      code: CONFIRM_WARNINGS,
      error: expect.stringContaining(describeShift({ ...shift, locationName: 'Bayview Plaza' })),
    });
    expect(await dataDigest(x.t)).toBe(before);

    const recorded = await record(true);
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json<TimeOffDecision>()).toMatchObject({
      status: 'approved',
      recordedByOffice: true,
      shiftsOpened: [{ requestId: shift.id, started: false }],
    });
    expect(await x.s.stored(shift.id)).toMatchObject({
      callOutReason: 'time-off',
      calledOutGuardId: ana.guardId,
    });
    const [text] = await x.twilio.waitForMessages(1, ana.phone);
    expect(text?.body).toMatch(
      /^Your time off .+ is approved: your shift at Bayview Plaza on .+ 22:00-06:00 is no longer yours\. /,
    );
    const [entry] = await entriesOf(x.t, recorded.json<TimeOffDecision>().id);
    expect(entry).toMatchObject({
      action: 'create',
      after: { status: 'Approved', shiftsOpened: expect.stringMatching(/Bayview Plaza.*22:00/) },
    });
  });

  it('refuses dispatch, customers and guards as before, whatever they confirm', async () => {
    const request = await x.ask(ahead(50), ahead(50));
    await x.book(ahead(50), '08:00', '16:00');
    const roles = ['dispatch', 'customer', 'guard', 'anonymous'] as const;
    const refused = { dispatch: 403, customer: 403, guard: 403, anonymous: 401 };
    for (const role of ['dispatch', 'customer', 'guard'] as const) await x.t.account(role);
    const before = await dataDigest(x.t);
    expect(
      await x.t.statuses(roles, 'POST', `/api/time-off/${request.id}/approve`, {
        confirmWarnings: true,
      }),
    ).toEqual(refused);
    expect(
      await x.t.statuses(roles, 'POST', `/api/guards/${x.kim.guardId}/time-off`, {
        from: ahead(51),
        to: ahead(51),
        confirmWarnings: true,
      }),
    ).toEqual(refused);
    expect(await dataDigest(x.t)).toBe(before);
  });

  it("keeps 'time-off' for approvals: a guard's or the office's own call-out cannot give it", async () => {
    const shift = await x.book(ahead(60), '08:00', '16:00');
    const office = await x.t.request({
      method: 'POST',
      url: `/api/coverage/${shift.id}/call-out`,
      cookie: x.sam.cookie,
      payload: { guardId: x.kim.guardId, reason: 'time-off' },
    });
    expect(office.statusCode).toBe(400);
    const own = await x.t.request({
      method: 'POST',
      url: `/api/my/shifts/${shift.id}/call-out`,
      cookie: x.kim.cookie,
      payload: { reason: 'time-off' },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(await x.s.stored(shift.id)).toMatchObject({
      callOutReason: 'other',
      callOutNote: 'time-off',
    });
  });
});
