import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../scripts/seed-demo-database.js';
import { CALL_OUTS_A_WEEK } from '../../../scripts/seed-demo-office.js';
import { planDemo, type DemoPlan } from '../../../scripts/seed-demo-plan.js';
import type { CoverageHistory } from '../../shared/audit.js';
import { addDays, dayNumber, localIsoDate } from '../../shared/calendar.js';
import { shiftsOverlap } from '../../shared/guard-picker.js';
import { hasShiftStarted, type Candidates, type OpenShifts } from '../../shared/shift-offers.js';
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import type { MyShifts } from '../../shared/my-shifts.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const PASSWORD = 'demo-password';

/** What is wrong with the guard accounts' side of a plan made on `today`; nothing when right. */
function guardSideProblems(plan: DemoPlan, today: string): string[] {
  const problems: string[] = [];
  const dayBegan = new Date(`${today}T00:00:00`).toISOString();
  const weekEnd = addDays(today, 7);
  const accounts = new Set(plan.guardAccounts);
  if (accounts.size !== 5) problems.push(`${String(accounts.size)} guard accounts`);
  const pending = plan.stories.flatMap((story) =>
    story.offers.flatMap((offer) => (offer.status === 'pending' ? [{ story, offer }] : [])),
  );
  for (const guard of accounts) {
    const expDate = plan.guards[guard]?.expDate ?? '';
    if (expDate <= addDays(today, 30))
      problems.push(`guard ${String(guard)}: card ends ${expDate}`);
    const shifts = plan.requests.filter(
      (request) => request.guard === guard && request.date >= today && request.date <= weekEnd,
    );
    if (shifts.length === 0) problems.push(`guard ${String(guard)}: no shift in the coming week`);
    if (!pending.some(({ offer }) => offer.guard === guard)) {
      problems.push(`guard ${String(guard)}: no offer waiting`);
    }
  }
  for (const story of plan.stories) {
    const request = plan.requests[story.request];
    if (!request) throw new RangeError(`story of request ${String(story.request)}`);
    const where = `${request.date} ${request.startTime}`;
    const start = new Date(`${request.date}T${request.startTime}:00`).toISOString();
    const answers = [
      ...story.offers.flatMap((offer) => offer.answeredAt ?? []),
      ...story.calls.map((call) => call.at),
    ];
    const instants = [story.openedAt, story.calledOut?.at, story.filledAt, story.offeredAt];
    // In the order the server would have recorded them, before the plan's day and the shift began.
    const sequence = [story.createdAt, story.openedAt, story.offeredAt ?? story.openedAt];
    if (sequence.some((at, index) => index > 0 && at < (sequence[index - 1] ?? ''))) {
      problems.push(`${where}: out of order`);
    }
    if ([...instants, ...answers].some((at) => at && (at >= dayBegan || at >= start))) {
      problems.push(`${where}: something happened after the day or the shift began`);
    }
    if (answers.some((at) => at < (story.offeredAt ?? story.openedAt))) {
      problems.push(`${where}: answered before offered or called`);
    }
    const { calledOut } = story;
    // A guard calls out in the app with an account; phoned in, the office records it for anyone.
    const inApp = calledOut && !calledOut.byOffice;
    if (
      calledOut &&
      ((inApp && !accounts.has(calledOut.guard)) || story.openedAt !== calledOut.at)
    ) {
      problems.push(`${where}: a call-out the server would not have recorded`);
    }
    const accepted = story.offers.filter((offer) => offer.status === 'accepted');
    const acceptedCalls = story.calls.filter((call) => call.outcome === 'accepted');
    const byOffer =
      accepted.length === 1 &&
      acceptedCalls.length === 0 &&
      accepted[0]?.guard === request.guard &&
      accepted[0].answeredAt === story.filledAt &&
      story.offers.every((offer) => offer.status !== 'pending');
    const byCall =
      acceptedCalls.length === 1 &&
      accepted.length === 0 &&
      acceptedCalls[0]?.guard === request.guard &&
      acceptedCalls[0].at === story.filledAt;
    const taken = accepted.length + acceptedCalls.length > 0 || request.guard !== null;
    if (story.filledAt ? !(byOffer || byCall) : taken) {
      problems.push(`${where}: filled wrongly`);
    }
    if (story.calls.some((call) => call.guard === calledOut?.guard)) {
      problems.push(`${where}: called the guard who called out`);
    }
    if (story.offers.some((offer) => !accounts.has(offer.guard))) {
      problems.push(`${where}: offered to a guard without an account`);
    }
  }
  // Waiting offers as the server would send them: open, in the coming week, to guards free then.
  for (const { story, offer } of pending) {
    const request = plan.requests[story.request];
    if (!request) continue;
    const clash = plan.requests.some(
      (other) =>
        other !== request &&
        other.guard === offer.guard &&
        other.date === request.date &&
        shiftsOverlap(other, request),
    );
    const card = plan.guards[offer.guard]?.expDate ?? '';
    if (request.guard !== null || request.date <= today || request.date > weekEnd) {
      problems.push(`${request.date}: offered though not open in the coming week`);
    }
    if (clash || card < request.date) problems.push(`${request.date}: offered to a busy guard`);
  }
  return problems;
}

describe('the demo plan of the guard accounts', () => {
  it('gives each shifts and offers, and tells call-outs and fills as the server records them', () => {
    const counts = { inApp: 0, byOffice: 0, filled: 0, byCall: 0, declined: 0, accounts: 0 };
    const past = { callOuts: 0, days: 0 };
    // Six weeks of days, across a year's end.
    for (let day = 0; day < 42; day += 1) {
      const today = addDays('2026-12-01', day);
      const plan = planDemo(new Date(`${today}T12:00:00`));
      expect(guardSideProblems(plan, today), today).toEqual([]);
      counts.inApp += plan.stories.filter((story) => story.calledOut?.byOffice === false).length;
      counts.byOffice += plan.stories.filter((story) => story.calledOut?.byOffice).length;
      counts.filled += plan.stories.filter((story) => story.filledAt).length;
      counts.byCall += plan.stories.filter((story) =>
        story.calls.some((call) => call.outcome === 'accepted'),
      ).length;
      counts.accounts += plan.guardAccounts.length + plan.moreAccounts.length;
      past.callOuts += plan.stories.filter(
        (story) => story.calledOut && (plan.requests[story.request]?.date ?? today) < today,
      ).length;
      past.days += dayNumber(today) - dayNumber(plan.from);
      // Every guard has a mobile number of their own.
      const phones = plan.guards.map((guard) => guard.contactNumber);
      expect(phones.every((phone) => phone !== null)).toBe(true);
      expect(new Set(phones).size).toBe(plan.guards.length);
      counts.declined += plan.stories.filter((story) =>
        story.offers.some((offer) => offer.status === 'declined'),
      ).length;
    }
    // Seven call-outs a day's plan from the guards' phones (six of the last two weeks, one of the
    // next days); the office took the others on the phone, one of the next days and, in each
    // week of the plan's past, as many as make about CALL_OUTS_A_WEEK with the guards' own
    // (issue #31). Those in the past were filled (the office's by a call), some with a decline first.
    expect(counts.inApp).toBe(42 * 7);
    expect((past.callOuts / past.days) * 7).toBeCloseTo(CALL_OUTS_A_WEEK, 0);
    expect(counts.byCall).toBe(counts.byOffice - 42);
    expect(counts.filled).toBeGreaterThan(counts.byCall + 42 * 4);
    expect(counts.declined).toBeGreaterThan(42 / 2);
    // A quarter of the guards have the app (a few more where a shift needed one).
    expect(counts.accounts / 42).toBeGreaterThanOrEqual(30);
    expect(counts.accounts / 42).toBeLessThanOrEqual(40);
  });
});

describe('the demo seeded today: both sides of filling a shift', () => {
  let t: TestApp;
  const today = localIsoDate(new Date());
  let from = '';
  beforeAll(async () => {
    t = await createTestApp();
    ({ from } = await seedDemoData(t.app.database, t.app.auth, { password: PASSWORD }));
  });
  afterAll(() => t.close());

  it('ties each guard account to its guard, who sees their shifts and offers', async () => {
    const { db } = t.app.database;
    const accounts = await db
      .selectFrom('user')
      .innerJoin('guards', 'guards.accountId', 'user.id')
      .select(['user.email', 'user.firstName', 'guards.firstName as guardFirstName'])
      .select(['guards.email as guardEmail', 'user.role'])
      .where('user.email', 'like', 'guard%@demo.coverdesk.test')
      .orderBy('user.email')
      .execute();
    // Ordered as text: guard1, guard10, guard11 … each tied to its guard row.
    expect(accounts.length).toBeGreaterThanOrEqual(30);
    for (const account of accounts) {
      expect(account).toMatchObject({
        role: 'guard',
        guardEmail: account.email,
        firstName: account.guardFirstName,
      });
    }
    // The five of the stories have shifts and offers waiting.
    const stories = [1, 2, 3, 4, 5].map((n) => `guard${String(n)}@demo.coverdesk.test`);
    const storied = accounts.filter((row) => stories.includes(row.email));
    expect(storied).toHaveLength(5);
    for (const account of storied) {
      const cookie = await t.signIn(account.email, PASSWORD);
      const mine = await t.request({ method: 'GET', url: '/api/my/shifts', cookie });
      const { assigned, offers } = mine.json<MyShifts>();
      expect(assigned.filter((shift) => shift.date <= addDays(today, 7)).length).toBeGreaterThan(0);
      expect(offers.filter((offer) => offer.status === 'pending').length).toBeGreaterThan(0);
    }
  });

  it("shows the office the week's offered shifts and the history of call-outs and fills", async () => {
    const dispatch = await t.signIn('dispatch@demo.coverdesk.test', PASSWORD);
    const board = await t.request({
      method: 'GET',
      url: `/api/coverage/open?from=${today}&to=${addDays(today, 7)}`,
      cookie: dispatch,
    });
    const offered = board.json<OpenShifts>().shifts.filter((shift) => shift.offers.pending > 0);
    expect(offered.length).toBeGreaterThanOrEqual(3);
    expect(offered.some((shift) => shift.calledOutGuardName !== null)).toBe(true);

    const { db } = t.app.database;
    const filled = await db
      .selectFrom('coverageRequests')
      .select(['id', 'openedAt', 'filledAt', 'calledOutAt', 'version', 'continuesRequestId'])
      .where('calledOutAt', 'is not', null)
      .where('filledAt', 'is not', null)
      // The reports' history (seed-demo-history.ts), before the plan, has no trail.
      .where('date', '>=', from)
      .execute();
    expect(filled.length).toBeGreaterThanOrEqual(5);
    const admin = await t.signIn('admin@demo.coverdesk.test', PASSWORD);
    const ways = new Set<string>();
    for (const request of filled) {
      // The rest of a shift a guard left was made by the call-out itself (leave-shift.ts).
      expect(request.version).toBe(request.continuesRequestId === null ? 3 : 2);
      const history = await t.request({
        method: 'GET',
        url: `/api/coverage/${request.id}/history`,
        cookie: admin,
      });
      const { changes, calledOut, openedAt, filledAt } = history.json<CoverageHistory>();
      const story = changes
        .map((entry) => entry.action)
        .filter((a) => a !== 'decline-offer' && a !== 'call')
        .join(' ');
      // From the guard's phone and offered in the app, phoned in and filled by a call, or a
      // no-show the timers recorded (a 'call-out') filled by a call.
      expect([
        'call-out offer accept-offer',
        'record-call-out accept-call',
        'call-out accept-call',
      ]).toContain(story);
      ways.add(story);
      expect(calledOut?.at).toBe(request.calledOutAt);
      expect(openedAt).toBe(request.calledOutAt);
      expect(filledAt).toBe(changes.at(-1)?.at);
    }
    expect(ways.size).toBeGreaterThanOrEqual(2);
  });

  it('lets Find cover offer every open shift of the coming week, and call every guard', async () => {
    const dispatch = await t.signIn('dispatch@demo.coverdesk.test', PASSWORD);
    const board = await t.request({
      method: 'GET',
      url: `/api/coverage/open?from=${today}&to=${addDays(today, 7)}`,
      cookie: dispatch,
    });
    const open = board
      .json<OpenShifts>()
      .shifts.filter((shift) => shift.takenBy === null && !hasShiftStarted(shift, new Date()));
    expect(open.length).toBeGreaterThan(3);
    for (const shift of open) {
      const answer = await t.request({
        method: 'GET',
        url: `/api/coverage/${shift.id}/candidates`,
        cookie: dispatch,
      });
      const { candidates } = answer.json<Candidates>();
      const where = `${shift.date} ${shift.startTime ?? ''} ${shift.locationName}`;
      expect(
        candidates.some((candidate) => candidate.blocker === null),
        where,
      ).toBe(true);
      for (const candidate of candidates) {
        expect(isValidPhoneNumber(candidate.phone ?? '', 'US'), candidate.guardName).toBe(true);
      }
    }
  });

  it('lets each guard accept an offer waiting for them, as the server checks it', async () => {
    const taken = new Set<string>();
    for (let n = 1; n <= 5; n += 1) {
      const cookie = await t.signIn(`guard${String(n)}@demo.coverdesk.test`, PASSWORD);
      const mine = await t.request({ method: 'GET', url: '/api/my/shifts', cookie });
      const offer = mine
        .json<MyShifts>()
        .offers.find((item) => item.status === 'pending' && !taken.has(item.requestId));
      if (!offer) continue;
      const accepted = await t.request({
        method: 'POST',
        url: `/api/offers/${offer.offerId}/accept`,
        cookie,
        payload: {},
      });
      expect(accepted.json()).toEqual({ ok: true });
      taken.add(offer.requestId);
    }
    expect(taken.size).toBeGreaterThanOrEqual(2);
  });
});
