import { addDays, localIsoDate } from '../src/shared/calendar.js';
import { isoWeekOf } from '../src/shared/iso-week.js';
import { workWeekStart } from '../src/shared/work-week.js';
import { isoAt, MINUTE_MS, requestOf, spanOf, type LiveContext } from './seed-demo-live-context.js';
import { emptyAttendance } from './seed-demo-readings.js';
import { instant } from './seed-demo-shifts.js';

/**
 * The office's side of the last weeks' timesheets (docs/timesheets.md): a guard without the app
 * cannot check in, so the supervisor set each of their shifts' worked time the morning after (as
 * scheduled); the week before last had its missing check-outs settled too and every guard's week
 * approved. Last week waits for approval, with a check-out missing; today's shifts are unsettled.
 */

/** A guard's week the office approved: the ISO week, and when. */
export interface PlannedApproval {
  guard: number;
  week: string;
  at: string;
}

const HOUR_MS = 60 * MINUTE_MS;

/** Settles the shifts (above) in `context`'s attendance; answers the approved weeks. */
export function planTimesheets(context: LiveContext): PlannedApproval[] {
  const { random, today, now } = context;
  const thisWeek = workWeekStart(today, 1);
  const weekBefore = { from: addDays(thisWeek, -14), to: addDays(thisWeek, -8) };
  const windowStart = Date.parse(instant(weekBefore.from, 0));
  const dayBegan = Date.parse(instant(today, 0));
  const morningAfter = (end: number) =>
    Math.min(
      Date.parse(instant(addDays(localIsoDate(new Date(end)), 1), 9 * 60)) +
        random.int(0, 150) * MINUTE_MS,
      now - HOUR_MS,
    );
  const rows = new Map(
    context.attendance.map((row) => [`${String(row.request)} ${String(row.guard)}`, row]),
  );
  const inWeekBefore = (date: string) => date >= weekBefore.from && date <= weekBefore.to;

  context.requests.forEach((request, index) => {
    const { start, end } = spanOf(request);
    if (request.guard === null || start < windowStart || end > dayBegan) return;
    const row = rows.get(`${String(index)} ${String(request.guard)}`);
    if (!row && !context.withApp.has(request.guard)) {
      context.attendance.push({
        ...emptyAttendance(index, request.guard),
        settledAt: isoAt(morningAfter(end)),
      });
    } else if (row?.checkedInAt && !row.checkedOutAt && inWeekBefore(request.date)) {
      row.settledAt = isoAt(morningAfter(end));
    }
  });

  const guards = new Set(
    context.requests.flatMap((request) =>
      request.guard !== null && inWeekBefore(request.date) ? [request.guard] : [],
    ),
  );
  const approvedAt = Date.parse(instant(addDays(thisWeek, -7), 10 * 60));
  return [...guards].map((guard) => ({
    guard,
    week: isoWeekOf(weekBefore.from),
    at: isoAt(Math.min(approvedAt + random.int(0, 240) * MINUTE_MS, now - HOUR_MS)),
  }));
}

/** The minutes a settled shift counts: its length, or a relief's from when expected. */
export function settledMinutes(
  context: Pick<LiveContext, 'requests'>,
  index: number,
  expectedAt: string | null,
): number {
  const { start, end } = spanOf(requestOf(context, index));
  const from = expectedAt === null ? start : Math.max(start, Date.parse(expectedAt));
  return Math.round((end - from) / MINUTE_MS);
}
