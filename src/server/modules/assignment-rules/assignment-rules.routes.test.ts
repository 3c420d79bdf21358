import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/calendar.js';
import type { Candidates } from '../../../shared/shift-offers.js';
import { workWeekStart } from '../../../shared/work-week.js';
import { rulesSupport, type RulesSupport } from '../../test/assignment-rules.js';
import { createGuard } from '../../test/builders.js';
import {
  dayFromNow,
  shiftsTestApp,
  type ShiftsSupport,
  type TestGuard,
} from '../../test/shifts.js';
import type { TestApp, TestUser } from '../../test/test-app.js';

/**
 * Issue #32: every assignment path applies the same rules. The company counts overtime past 10 h
 * a week here (so one earlier shift makes it), rest of 8 h, weeks from Monday.
 */
describe('the assignment rules on every path', () => {
  let t: TestApp;
  let s: ShiftsSupport;
  let r: RulesSupport;
  let dana: TestUser;
  const date = dayFromNow(10);
  // A date of the shift's week that is not the shift's, nor next to it.
  const weekStart = workWeekStart(date, 1);
  const earlierInWeek = weekStart === date ? addDays(date, 3) : weekStart;
  const db = () => t.app.database.db;

  beforeAll(async () => {
    ({ t, s, dispatcher: dana } = await shiftsTestApp('Rules'));
    r = rulesSupport(db);
    await db()
      .insertInto('companySettings')
      .values({
        id: 1,
        weeklyOvertimeMinutes: 600,
        dailyOvertimeMinutes: null,
        minRestMinutes: 480,
        weekStartsOn: 1,
      })
      .execute();
  });
  afterAll(() => t.close());

  /** An open 08:00–16:00 shift on `date` at a post requiring Armed, and four guards. */
  async function armedPost() {
    const request = await s.openRequest(10);
    const armed = await r.qualification(`Armed ${request.id.slice(0, 8)}`);
    await r.require(request.locationId, armed);
    const guard = async (first: string, last: string, licensed: boolean) => {
      const one = await s.guard(first, last);
      if (licensed) await r.hold(one.guardId, armed);
      return one;
    };
    const ann = await guard('Ann', 'Able', true);
    const ulla = await guard('Ulla', 'Unlicensed', false);
    const tom = await guard('Tom', 'Tired', true);
    const bo = await guard('Bo', 'Busy', true);
    // Tom worked the night before until 06:00: two hours' rest. Bo has 6 h earlier in the week.
    await r.works(
      { id: tom.guardId, firstName: 'Tom', lastName: 'Tired' },
      addDays(date, -1),
      '22:00',
      '06:00',
    );
    await r.works(
      { id: bo.guardId, firstName: 'Bo', lastName: 'Busy' },
      earlierInWeek,
      '10:00',
      '16:00',
    );
    return { request, armed, ann, ulla, tom, bo };
  }

  const findCover = async (requestId: string, q: string) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/coverage/${requestId}/candidates?q=${encodeURIComponent(q)}`,
      cookie: dana.cookie,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Candidates>();
  };
  const ours = (found: Candidates, guards: readonly TestGuard[]) =>
    found.candidates.filter((c) => guards.some((g) => g.guardId === c.guardId));
  /** The guards the rules stop, listed apart (issue #39): each with why. */
  const oursBlocked = (found: Candidates, guards: readonly TestGuard[]) =>
    found.blocked
      .filter((c) => guards.some((g) => g.guardId === c.guardId))
      .map((c) => [c.guardName, c.blockers[0]?.message]);

  it('ranks Find cover by the rules and says why: blocked last, warnings after the clear', async () => {
    const { request, ann, ulla, tom, bo } = await armedPost();
    const found = await findCover(request.id, '');
    const listed = ours(found, [ann, ulla, tom, bo]);
    // Tom's night counts in this week unless the shift is on a Monday (the week's first day).
    const tomHours = weekStart === date ? 0 : 8;
    const tomRow = ['Tired, Tom', 'Only 2 h rest before (8 h minimum)'];
    const ullaRow = ['Unlicensed, Ulla', 'Needs Armed ' + request.id.slice(0, 8)];
    expect(
      listed.map((c) => [c.guardName, c.blocker, c.assessment.warnings.map((w) => w.message)]),
    ).toEqual([
      ['Able, Ann', null, []],
      ['Busy, Bo', null, ['Adds 4 h overtime']],
    ]);
    // Those the rules stop are listed apart (issue #39), in the same order: by their hours.
    expect(oursBlocked(found, [ann, ulla, tom, bo])).toEqual(
      tomHours ? [ullaRow, tomRow] : [tomRow, ullaRow],
    );
    const boAssessed = listed[1]?.assessment;
    expect(boAssessed).toMatchObject({ hoursBefore: 6, hoursAfter: 14, overtimeHours: 4 });

    // Approved time off changes the kept answer at once (rules_version).
    await r.timeOff(ann.guardId, date, date, 'approved');
    const again = await findCover(request.id, '');
    expect(ours(again, [ann])).toEqual([]);
    expect(oursBlocked(again, [ann])).toEqual([['Able, Ann', expect.stringMatching(/^Time off /)]]);
  });

  it('refuses an offer a rule blocks, and asks to confirm overtime before offering it', async () => {
    const { request, ulla, bo } = await armedPost();
    const blocked = await s.offer(dana, request.id, [ulla]);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ code: 'ASSIGNMENT_BLOCKED' });
    expect(blocked.json().error).toContain('Unlicensed, Ulla (Needs Armed');

    const asked = await s.offer(dana, request.id, [bo]);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      code: 'CONFIRM_WARNINGS',
      error: 'Busy, Bo: Adds 4 h overtime',
      warnings: [
        { guardId: bo.guardId, warnings: [{ rule: 'overtime', message: 'Adds 4 h overtime' }] },
      ],
    });
    expect(await s.actions(request.id)).toEqual([]);

    const confirmed = await t.request({
      method: 'POST',
      url: `/api/coverage/${request.id}/offers`,
      cookie: dana.cookie,
      payload: { guardIds: [bo.guardId], confirmWarnings: true },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await r.confirmations(request.id)).toEqual([
      {
        guardName: 'Busy, Bo',
        action: 'offer',
        warnings: JSON.stringify(['Adds 4 h overtime']),
        overtimeMinutes: 240,
        confirmedByName: 'Dana Rules',
      },
    ]);
    const entry = await db()
      .selectFrom('auditLog')
      .select('after')
      .where('entityId', '=', request.id)
      .where('action', '=', 'offer')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after ?? '{}')).toMatchObject({
      confirmed: 'Busy, Bo: Adds 4 h overtime',
    });
  });

  it('refuses a guard’s accept when a rule blocks it by then', async () => {
    const { request, armed, ann } = await armedPost();
    expect((await s.offer(dana, request.id, [ann])).statusCode).toBe(200);
    await db()
      .deleteFrom('guardQualifications')
      .where('guardId', '=', ann.guardId)
      .where('qualificationId', '=', armed)
      .execute();
    // Her page no longer offers it: it says why instead (the server refuses an accept anyway).
    const page = await t.request({ method: 'GET', url: '/api/my/shifts', cookie: ann.cookie });
    const offered = page
      .json<{ offers: { requestId: string; blocker: string | null }[] }>()
      .offers.find((offer) => offer.requestId === request.id);
    expect(offered?.blocker).toMatch(/^Needs Armed/);
    const accepted = await s.answer(ann, await s.offerId(request.id, ann), 'accept');
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().error).toMatch(/^You cannot take this shift: Needs Armed/);
    expect((await s.stored(request.id)).assignedGuardId).toBeNull();
  });

  it('applies them to the request form: blocked, time off, and warnings confirmed into the trail', async () => {
    const { request, ulla, bo } = await armedPost();
    const edit = (guardId: string, extra: object = {}) =>
      t.as('supervisor', 'PATCH', `/api/coverage/${request.id}`, {
        date: request.date,
        startTime: '08:00',
        endTime: '16:00',
        locationId: request.locationId,
        assignedGuardId: guardId,
        notes: null,
        version: 1,
        ...extra,
      });
    const blocked = await edit(ulla.guardId);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({
      code: 'ASSIGNMENT_BLOCKED',
      rule: 'qualification-missing',
    });
    expect(blocked.json().error).toMatch(/^Unlicensed, Ulla cannot take this shift: Needs Armed/);

    await r.timeOff(bo.guardId, date, addDays(date, 2), 'pending');
    const asked = await edit(bo.guardId);
    expect(asked.json()).toMatchObject({ code: 'CONFIRM_WARNINGS' });
    expect(asked.json().error).toMatch(/^Busy, Bo: Adds 4 h overtime; Time off requested /);
    const saved = await edit(bo.guardId, { confirmWarnings: true });
    expect(saved.statusCode).toBe(200);
    expect((await r.confirmations(request.id)).map((c) => c.action)).toEqual(['assign']);

    // A guard with approved time off cannot be given a new shift either.
    const away = await createGuard(db(), { firstName: 'Al', lastName: 'Away' });
    await r.timeOff(away.id, date, date, 'approved');
    const created = await t.as('supervisor', 'POST', '/api/coverage', {
      date,
      startTime: '18:00',
      endTime: '22:00',
      locationId: request.locationId,
      assignedGuardId: away.id,
    });
    expect(created.statusCode).toBe(409);
    expect(created.json().error).toMatch(/^Away, Al cannot take this shift: Time off /);
  });

  it('asks to confirm a call’s accept with warnings, and keeps the confirmation', async () => {
    const { request, bo } = await armedPost();
    const call = (extra: object = {}) =>
      t.request({
        method: 'POST',
        url: `/api/coverage/${request.id}/contacts`,
        cookie: dana.cookie,
        payload: { guardId: bo.guardId, channel: 'call', outcome: 'accepted', ...extra },
      });
    const asked = await call();
    expect(asked.statusCode).toBe(409);
    expect(asked.json().code).toBe('CONFIRM_WARNINGS');
    expect((await s.stored(request.id)).assignedGuardId).toBeNull();
    expect((await call({ confirmWarnings: true })).statusCode).toBe(200);
    expect((await s.stored(request.id)).assignedGuardId).toBe(bo.guardId);
    expect((await r.confirmations(request.id)).map((c) => c.action)).toEqual(['call']);
    expect(await s.actions(request.id)).toEqual(['accept-call']);
  });
});
