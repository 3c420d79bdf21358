import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  DemoSeedRefusedError,
  seedDemoData,
} from '../../../scripts/seed-demo-database.js';
import { planHistory } from '../../../scripts/seed-demo-history.js';
import { planDemo } from '../../../scripts/seed-demo-plan.js';
import { addDays, dayNumber, minutesOf } from '../../shared/calendar.js';
import { guardDisplayName } from '../../shared/guards.js';
import { monthRange } from '../../shared/month.js';
import { defaultReportRange, medianAndP90, weekStart } from '../../shared/report-math.js';
import type {
  CallOutsByPostReport,
  RequestsReport,
  TimeToFillReport,
} from '../../shared/reports.js';
import { createLocation } from '../test/builders.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const PASSWORD = 'demo-password';
/** 15 May 2026, a local date: the demo spans April to June. */
const TODAY = new Date(2026, 4, 15);

/** A shift as minutes since 1970-01-01, overnight shifts ending the next day. */
function span(request: { date: string; startTime: string | null; endTime: string | null }) {
  const day = dayNumber(request.date) * 1440;
  const start = day + minutesOf(request.startTime ?? '00:00');
  const end = day + minutesOf(request.endTime ?? '00:00');
  return { start, end: end <= start ? end + 1440 : end };
}

describe('seedDemoData on an empty database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('adds 25 posts, 120 guards, three months of requests and the demo accounts', async () => {
    const result = await seedDemoData(t.app.database, t.app.auth, {
      password: PASSWORD,
      today: TODAY,
    });
    expect(result).toMatchObject({
      locations: 25,
      guards: 120,
      from: '2026-04-01',
      to: '2026-06-30',
    });
    const { db } = t.app.database;

    const locations = await db.selectFrom('locations').select('deptCode').execute();
    expect(new Set(locations.map((location) => location.deptCode.toLowerCase())).size).toBe(25);

    const guards = await db.selectFrom('guards').selectAll().execute();
    expect(guards).toHaveLength(120);
    const cards = guards.map((guard) => guard.expDate).filter((date) => date !== null);
    expect(cards.filter((date) => date < '2026-05-15').length).toBeGreaterThan(3);
    expect(cards.filter((date) => date >= '2026-05-15' && date <= '2026-06-14').length).toBe(11);
    expect(cards.filter((date) => date > '2026-06-14').length).toBeGreaterThan(90);

    const requests = await db.selectFrom('coverageRequests').selectAll().execute();
    expect(requests).toHaveLength(result.requests);
    expect(requests.length).toBeGreaterThan(300);
    for (const month of ['2026-04', '2026-05', '2026-06']) {
      const inMonth = requests.filter((request) => request.date.startsWith(month));
      const open = inMonth.filter((request) => request.assignedGuardName === null);
      expect(open.length).toBeGreaterThan(0);
      expect(open.every((request) => request.assignedGuardId === null)).toBe(true);
      expect(inMonth.length - open.length).toBeGreaterThan(open.length);
    }

    // Covered requests name their guard 'Last, First', never book an expired card, and no guard
    // works two overlapping shifts.
    const byId = new Map(guards.map((guard) => [guard.id, guard]));
    const shifts = new Map<string, { start: number; end: number }[]>();
    const wrong: string[] = [];
    for (const request of requests) {
      if (request.assignedGuardId === null) continue;
      const guard = byId.get(request.assignedGuardId);
      if (!guard || request.assignedGuardName !== guardDisplayName(guard)) {
        wrong.push(`${request.id}: name ${String(request.assignedGuardName)}`);
      } else if (guard.expDate === null || guard.expDate < request.date) {
        wrong.push(`${request.id}: card expired ${String(guard.expDate)}`);
      }
      shifts.set(request.assignedGuardId, [
        ...(shifts.get(request.assignedGuardId) ?? []),
        span(request),
      ]);
    }
    for (const [guardId, booked] of shifts) {
      const sorted = booked.sort((a, b) => a.start - b.start);
      sorted.slice(1).forEach((shift, index) => {
        if (shift.start < (sorted[index]?.end ?? 0)) wrong.push(`${guardId}: overlapping shifts`);
      });
    }
    expect(wrong).toEqual([]);

    const users = await db.selectFrom('user').select(['id', 'email', 'role', 'lastName']).execute();
    // One account per role, and a quarter of the guards' own (seed-demo-guards.test.ts looks at
    // the five of the stories).
    const guardAccounts = result.guardAccounts.length;
    expect(guardAccounts).toBeGreaterThanOrEqual(30);
    expect(guardAccounts).toBeLessThanOrEqual(40);
    expect(users.map((user) => user.role).sort()).toEqual(
      [
        ...DEMO_ACCOUNTS.map((account) => account.role),
        ...Array<string>(guardAccounts).fill('guard'),
      ].sort(),
    );
    expect(guards.filter((guard) => guard.accountId !== null)).toHaveLength(guardAccounts);

    // Every guard has a mobile number, stored in E.164, that libphonenumber-js takes as a US
    // mobile number (the US numbering plan does not tell mobile from landline: either type).
    for (const guard of guards) {
      const phone = parsePhoneNumberFromString(guard.contactNumber ?? '', 'US');
      expect(phone?.number, guard.lastName).toBe(guard.contactNumber);
      expect(phone?.isValid(), String(guard.contactNumber)).toBe(true);
      expect(['MOBILE', 'FIXED_LINE_OR_MOBILE']).toContain(phone?.getType());
    }
    expect(new Set(guards.map((guard) => guard.contactNumber)).size).toBe(120);
    expect(users.every((user) => user.lastName)).toBe(true);
    const customer = users.find((user) => user.role === 'customer');
    expect(requests.filter((request) => request.userId === customer?.id).length).toBe(
      result.customerRequests,
    );
    expect(result.customerRequests).toBeGreaterThan(5);

    // About a third of the three months' requests tell the guard something (issue #31),
    // guard1's among them; the weeks of history before them do not.
    const planned = requests.filter((request) => request.date >= result.from);
    const noted = planned.filter((request) => request.guardNote !== null);
    expect(noted.length).toBeGreaterThan(planned.length / 4);
    expect(noted.length).toBeLessThan(planned.length / 2);
    const guard1 = users.find((user) => user.email === 'guard1@demo.coverdesk.test');
    const guard1Row = guards.find((guard) => guard.accountId === guard1?.id);
    expect(guard1Row).toBeDefined();
    expect(noted.some((request) => request.assignedGuardId === guard1Row?.id)).toBe(true);

    const cookie = await t.signIn('supervisor@demo.coverdesk.test', PASSWORD);
    const list = await t.request({ method: 'GET', url: '/api/locations', cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(25);
  });

  it('plans the same operation for the same day', () => {
    expect(planDemo(TODAY)).toEqual(planDemo(new Date(2026, 4, 15, 18, 30)));
  });
});

describe('seedDemoData on a database in use', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses, writing nothing, when the demo accounts or domain rows exist', async () => {
    const { db } = t.app.database;
    await t.createUser({ role: 'user', email: 'dispatch@demo.coverdesk.test' });
    await expect(
      seedDemoData(t.app.database, t.app.auth, { password: PASSWORD, today: TODAY }),
    ).rejects.toThrow(/dispatch@demo\.coverdesk\.test/);

    await createLocation(db);
    await expect(
      seedDemoData(t.app.database, t.app.auth, { password: PASSWORD, today: TODAY }),
    ).rejects.toBeInstanceOf(DemoSeedRefusedError);

    expect(await db.selectFrom('user').select('id').execute()).toHaveLength(1);
    expect(await db.selectFrom('guards').select('id').execute()).toHaveLength(0);
  });
});

/**
 * What looks wrong in the reports' weeks of a demo (issue #31): a week's requests more than 40 %
 * off the median week's, a week without a time to fill or with a median outside 0.5–12 hours, a
 * month with fewer than half the requests a day of another (months with a week or more in the
 * range: a day or two of one is too few to tell).
 */
function weekProblems(
  weeks: readonly { week: string; requests: number; medianHours: number | null }[],
  perDayOfMonth: ReadonlyMap<string, number>,
): string[] {
  const counts = weeks.map((week) => week.requests).sort((a, b) => a - b);
  const typical = ((counts[5] ?? 0) + (counts[6] ?? 0)) / 2;
  const problems = weeks.flatMap(({ week, requests, medianHours }) => [
    ...(Math.abs(requests - typical) > 0.4 * typical
      ? [`${week}: ${String(requests)} requests, the median week ${String(typical)}`]
      : []),
    ...(medianHours === null || medianHours < 0.5 || medianHours > 12
      ? [`${week}: time to fill ${String(medianHours)} h`]
      : []),
  ]);
  const rates = [...perDayOfMonth.values()];
  if (Math.min(...rates) < Math.max(...rates) / 2) {
    problems.push(`requests a day by month: ${JSON.stringify([...perDayOfMonth])}`);
  }
  return problems;
}

/** The months with a week or more in a range, each as the part of it in the range. */
function monthsOf(from: string, to: string): { month: string; from: string; to: string }[] {
  const months: { month: string; from: string; to: string }[] = [];
  for (let day = from; day <= to; day = addDays(monthRange(day.slice(0, 7)).to, 1)) {
    const end = monthRange(day.slice(0, 7)).to;
    const last = end < to ? end : to;
    if (dayNumber(last) - dayNumber(day) >= 6)
      months.push({ month: day.slice(0, 7), from: day, to: last });
  }
  return months;
}

// Issue #31: the history before the plan was made apart from it, twice as busy, its fills
// slowing to ~9 h, and the plan's own weeks had no time to fill but for a few call-outs.
describe("the demo's last 12 weeks in the reports", () => {
  let t: TestApp;
  const range = defaultReportRange('2026-05-15');
  let cookie = '';
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.app.database, t.app.auth, { password: PASSWORD, today: TODAY });
    cookie = await t.signIn('supervisor@demo.coverdesk.test', PASSWORD);
  });
  afterAll(() => t.close());

  const report = async <T>(name: string, from: string, to: string) => {
    const url = `/api/reports/${name}?from=${from}&to=${to}`;
    const response = await t.request({ method: 'GET', url, cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  it('are one steady operation: alike in volume, each with its time to fill and call-outs', async () => {
    const requests = await report<RequestsReport>('requests', range.from, range.to);
    const fills = await report<TimeToFillReport>('time-to-fill', range.from, range.to);
    expect(requests.weeks).toHaveLength(12);
    const weeks = requests.weeks.map((week, index) => ({
      ...week,
      medianHours: fills.weeks[index]?.medianHours ?? null,
    }));
    const perDay = new Map<string, number>();
    for (const month of monthsOf(range.from, range.to)) {
      const counted = await report<RequestsReport>('requests', month.from, month.to);
      const sum = counted.weeks.reduce((total, week) => total + week.requests, 0);
      perDay.set(month.month, sum / (dayNumber(month.to) - dayNumber(month.from) + 1));
    }
    expect([...perDay.keys()]).toEqual(['2026-03', '2026-04', '2026-05']);
    expect(weekProblems(weeks, perDay)).toEqual([]);
    // The fills measured each week are many, not a call-out or two.
    for (const week of fills.weeks) expect(week.filled, week.week).toBeGreaterThanOrEqual(10);
    // Guards called out of shifts every week, and the office covered them.
    for (const { week } of requests.weeks) {
      const callOuts = await report<CallOutsByPostReport>(
        'call-outs-by-post',
        week,
        addDays(week, 6),
      );
      expect(callOuts.total, week).toBeGreaterThan(0);
    }
  });

  it('stay so whatever the day the demo is seeded on', () => {
    // A day every 11 days over a year: the seam between history and plan falls on each part of a
    // month and each weekday. Counted as the reports count, from the plan.
    for (let day = 0; day < 365; day += 11) {
      const today = addDays('2026-01-01', day);
      const plan = planDemo(new Date(`${today}T12:00:00`));
      const stories = new Map(plan.stories.map((story) => [story.request, story]));
      const rows = [
        ...planHistory(today, plan),
        ...plan.requests.map((request, index) => {
          const story = stories.get(index);
          const fill = story ?? request.fill;
          return { ...request, openedAt: fill?.openedAt ?? null, filledAt: fill?.filledAt ?? null };
        }),
      ];
      const { from, to } = defaultReportRange(today);
      const inRange = rows.filter((row) => row.date >= from && row.date <= to);
      const weeks = [...new Set(inRange.map((row) => weekStart(row.date)))].sort().map((week) => {
        const ofWeek = inRange.filter((row) => weekStart(row.date) === week);
        const minutes = ofWeek.flatMap(({ guard, openedAt, filledAt }) =>
          guard !== null && openedAt && filledAt
            ? [Math.floor((Date.parse(filledAt) - Date.parse(openedAt)) / 60_000)]
            : [],
        );
        const median = medianAndP90(minutes)?.median;
        const medianHours = median === undefined ? null : median / 60;
        return { week, requests: ofWeek.length, medianHours };
      });
      expect(weeks, today).toHaveLength(12);
      const perDay = new Map(
        monthsOf(from, to).map((month) => [
          month.month,
          inRange.filter((row) => row.date >= month.from && row.date <= month.to).length /
            (dayNumber(month.to) - dayNumber(month.from) + 1),
        ]),
      );
      expect(weekProblems(weeks, perDay), today).toEqual([]);
    }
  });
});
