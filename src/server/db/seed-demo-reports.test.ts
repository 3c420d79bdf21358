import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../scripts/seed-demo-database.js';
import { planHistory } from '../../../scripts/seed-demo-history.js';
import { planDemo } from '../../../scripts/seed-demo-plan.js';
import { addDays, dayNumber } from '../../shared/calendar.js';
import { monthRange } from '../../shared/month.js';
import { defaultReportRange, medianAndP90, weekStart } from '../../shared/report-math.js';
import type {
  CallOutsByPostReport,
  RequestsReport,
  TimeToFillReport,
} from '../../shared/reports.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const PASSWORD = 'demo-password';
/** 15 May 2026, a local date: the demo spans April to June. */
const TODAY = new Date(2026, 4, 15);

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
