import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../shared/calendar.js';
import type {
  CallOutsByHourReport,
  CallOutsByPostReport,
  GuardHoursReport,
  RequestsReport,
  TimeToFillReport,
} from '../../../shared/reports.js';
import { createGuard, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { reportRows, type ReportRow } from '../../test/reports-data.js';
import { wallInstant } from '../../test/attendance.js';

/** The test's clock: within the ranges, so that some open shifts have ended and some not. */
const NOW = { date: '2026-11-19', time: '15:00' };

// Computed here from the rows, by other means than the server's SQL.
const DAY = 86_400_000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const mondayIndex = (date: string) => (new Date(utc(date)).getUTCDay() + 6) % 7;
const monday = (date: string) =>
  new Date(utc(date) - mondayIndex(date) * DAY).toISOString().slice(0, 10);
const clock = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const lasts = (start: string, end: string) => {
  const minutes = clock(end) - clock(start);
  return minutes <= 0 ? minutes + 1440 : minutes;
};
const tenths = (minutes: number) => Math.round(minutes / 6) / 10;

function weeksOf(from: string, to: string): string[] {
  const weeks = [];
  for (let t = utc(monday(from)); t <= utc(to); t += 7 * DAY) {
    weeks.push(new Date(t).toISOString().slice(0, 10));
  }
  return weeks;
}

/** Whether a shift has ended at `now`: its end on the wall clock of `zone`, read here. */
function hasEnded(row: ReportRow, now: Date, zone: string): boolean {
  const end =
    row.startTime && row.endTime
      ? wallInstant(row.date, row.startTime, zone).getTime() +
        lasts(row.startTime, row.endTime) * 60_000
      : wallInstant(addDays(row.date, 1), '00:00', zone).getTime();
  return end <= now.getTime();
}

function expectedReports(
  rows: readonly ReportRow[],
  from: string,
  to: string,
  names: Map<string, string>,
  clock: { now: Date; zone: string },
) {
  const inRange = rows.filter((row) => row.date >= from && row.date <= to);
  const weeks = weeksOf(from, to);
  const ofWeek = (week: string) => inRange.filter((row) => monday(row.date) === week);
  const requests = weeks.map((week) => {
    const all = ofWeek(week);
    const filled = all.filter((row) => row.assignedGuardName !== null).length;
    const uncovered = all.filter(
      (row) => row.assignedGuardName === null && hasEnded(row, clock.now, clock.zone),
    ).length;
    return { week, requests: all.length, filled, open: all.length - filled - uncovered, uncovered };
  });
  const known = (row: ReportRow) => row.openedAt !== null && row.filledAt !== null;
  const timeToFill = weeks.map((week) => {
    const minutes = ofWeek(week)
      .filter((row) => row.assignedGuardName !== null && known(row))
      .map((row) =>
        Math.floor((Date.parse(row.filledAt ?? '') - Date.parse(row.openedAt ?? '')) / 60_000),
      )
      .sort((a, b) => a - b);
    const n = minutes.length;
    if (n === 0) return { week, filled: 0, medianHours: null, p90Hours: null };
    const median =
      n % 2 ? (minutes[(n - 1) / 2] ?? 0) : ((minutes[n / 2 - 1] ?? 0) + (minutes[n / 2] ?? 0)) / 2;
    return {
      week,
      filled: n,
      medianHours: tenths(median),
      p90Hours: tenths(minutes[Math.ceil(0.9 * n) - 1] ?? 0),
    };
  });
  const unknown = inRange.filter((row) => row.assignedGuardName !== null && !known(row)).length;

  const calledOut = inRange.filter((row) => row.calledOutAt !== null);
  const posts = [...new Set(calledOut.map((row) => row.locationId))]
    .map((id) => ({
      locationId: id,
      name: names.get(id) ?? '',
      requests: inRange.filter((row) => row.locationId === id).length,
      callOuts: calledOut.filter((row) => row.locationId === id).length,
    }))
    .sort((a, b) => b.callOuts - a.callOuts || a.name.localeCompare(b.name));
  const cells = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  for (const row of calledOut) {
    const cellRow = cells[mondayIndex(row.date)];
    if (row.startTime && cellRow)
      cellRow[Number(row.startTime.slice(0, 2))] =
        (cellRow[Number(row.startTime.slice(0, 2))] ?? 0) + 1;
  }

  const byGuard = new Map<
    string,
    { guardId: string | null; name: string; shifts: number; minutes: number }
  >();
  let withoutTimes = 0;
  for (const row of inRange) {
    if (row.assignedGuardName === null) continue;
    if (!row.startTime || !row.endTime) {
      withoutTimes += 1;
      continue;
    }
    const key = `${row.assignedGuardId ?? ''}|${row.assignedGuardName}`;
    const entry = byGuard.get(key) ?? {
      guardId: row.assignedGuardId,
      name: row.assignedGuardName,
      shifts: 0,
      minutes: 0,
    };
    entry.shifts += 1;
    entry.minutes += lasts(row.startTime, row.endTime);
    byGuard.set(key, entry);
  }
  const guards = [...byGuard.values()]
    .map(({ minutes, ...guard }) => ({ ...guard, hours: tenths(minutes) }))
    .sort((a, b) => b.hours - a.hours || a.name.localeCompare(b.name));

  return {
    requests: { weeks: requests },
    timeToFill: { weeks: timeToFill, unknown },
    callOutsByPost: { total: calledOut.length, posts },
    callOutsByHour: {
      cells,
      total: calledOut.length,
      withoutTime: calledOut.filter((row) => !row.startTime).length,
    },
    guardHours: { guards, withoutTimes },
  };
}

describe('GET /api/reports/* against numbers computed in the test', () => {
  let t: TestApp;
  let rows: ReportRow[];
  const names = new Map<string, string>();
  const codes = new Map<string, string>();
  const posts: string[] = [];
  let now: Date;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    t = await createTestApp();
    now = wallInstant(NOW.date, NOW.time, t.config.timeZone);
    vi.setSystemTime(now);
    const db = t.app.database.db;
    for (const name of ['Harbor', 'Airport', 'Mall']) {
      const post = await createLocation(db, { name });
      names.set(post.id, post.name);
      codes.set(post.id, post.deptCode);
      posts.push(post.id);
    }
    const guards: { id: string | null; name: string }[] = [];
    for (const last of ['Ames', 'Bose', 'Cruz', 'Diaz']) {
      const guard = await createGuard(db, { firstName: 'Pat', lastName: last });
      guards.push({ id: guard.id, name: `${last}, P.` });
    }
    // A deleted guard's requests keep the name and lose the id.
    guards.push({ id: null, name: 'Gone, G.' });
    rows = reportRows(600, '2026-08-24', 100, posts, guards);
    await db.insertInto('coverageRequests').values(rows).execute();
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  const get = async <T>(name: string, query: string) => {
    const response = await t.as('supervisor', 'GET', `/api/reports/${name}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  it.each([
    ['every post, 12 whole weeks', '2026-08-31', '2026-11-22', false],
    ['two posts, a range starting and ending mid-week', '2026-09-03', '2026-11-18', true],
  ])('%s', async (_, from, to, narrowed) => {
    const chosen = narrowed ? posts.slice(0, 2) : posts;
    const expected = expectedReports(
      rows.filter((row) => chosen.includes(row.locationId)),
      from,
      to,
      names,
      { now, zone: t.config.timeZone },
    );
    const query = `from=${from}&to=${to}${narrowed ? `&locations=${chosen.join(',')}` : ''}`;
    expect(await get<RequestsReport>('requests', query)).toEqual(expected.requests);
    expect(await get<TimeToFillReport>('time-to-fill', query)).toEqual(expected.timeToFill);
    const byPost = await get<CallOutsByPostReport>('call-outs-by-post', query);
    expect(byPost).toEqual({
      ...expected.callOutsByPost,
      posts: expected.callOutsByPost.posts.map((post) => ({
        ...post,
        deptCode: codes.get(post.locationId),
      })),
    });
    expect(await get<CallOutsByHourReport>('call-outs-by-hour', query)).toEqual(
      expected.callOutsByHour,
    );
    expect(await get<GuardHoursReport>('guard-hours', query)).toEqual(expected.guardHours);
    // The data has something in every report.
    expect(expected.callOutsByPost.total).toBeGreaterThan(10);
    expect(expected.guardHours.guards.length).toBe(5);
    expect(expected.timeToFill.unknown).toBeGreaterThan(0);
    // The week of the test's clock has open shifts still to come and uncovered ones.
    const weekOfNow = expected.requests.weeks.find((week) => week.week === '2026-11-16');
    const [open, uncovered] = [weekOfNow?.open ?? 0, weekOfNow?.uncovered ?? 0];
    expect(narrowed || (open > 0 && uncovered > 0)).toBe(true);
  });

  it('answers afresh once a request of the range changes', async () => {
    const query = 'from=2026-08-31&to=2026-11-22';
    const before = await get<RequestsReport>('requests', query);
    const target = rows.find((row) => row.date === '2026-09-10' && row.assignedGuardName === null);
    if (!target) throw new Error('no open request on 2026-09-10');
    await t.app.database.db
      .updateTable('coverageRequests')
      .set({ assignedGuardName: 'Ames, P.' })
      .where('id', '=', target.id)
      .execute();
    const after = await get<RequestsReport>('requests', query);
    const week = (report: RequestsReport) => report.weeks.find((w) => w.week === '2026-09-07');
    expect(week(after)?.filled).toBe((week(before)?.filled ?? 0) + 1);
    target.assignedGuardName = 'Ames, P.';
  });

  it('refuses a range that is not one', async () => {
    const bad = [
      'from=2026-02-30&to=2026-03-01',
      'from=2026-03-02&to=2026-03-01',
      'from=2024-01-01&to=2026-03-01',
      'to=2026-03-01',
    ];
    for (const query of bad) {
      const response = await t.as('admin', 'GET', `/api/reports/requests?${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
    }
  });
});
