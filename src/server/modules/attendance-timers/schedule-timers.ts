import { attendanceDeadlines } from '../../../shared/attendance-rules.js';
import { shiftBounds } from '../../../shared/check-in-rules.js';
import { attendanceSettings } from '../../db/attendance-settings.js';
import type { Database } from '../../db/database.js';
import { remindersDue } from '../shift-confirmations/reminders.js';
import type { NewTimer, TimerStore } from './timer-store.js';
import { assignedShifts } from './timers.repository.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Timers due this far back are still queued (a server that was down a moment catches up). */
export const SCHEDULE_BEHIND_MS = 5 * MINUTE_MS;
/** Timers due up to this far ahead are queued. */
export const SCHEDULE_AHEAD_MS = 2 * 60 * MINUTE_MS;

/**
 * The late and no-show timers due within [now − 5 min, now + 2 h] for assigned timed shifts whose
 * guard has not checked in (issue #33): each shift's start in the company's time zone
 * (shiftBounds), or for a relief the instant they are expected (issue #39), plus the attendance
 * settings' minutes (attendanceDeadlines). A whole-day shift has no start and is never late. A
 * mark already made is not scheduled again (were the settings changed meanwhile, its new instant
 * would be another timer).
 */
export async function timersDue(
  database: Database,
  timeZone: string,
  now: Date,
): Promise<NewTimer[]> {
  const settings = await attendanceSettings(database.db);
  const from = now.getTime() - SCHEDULE_BEHIND_MS;
  const to = now.getTime() + SCHEDULE_AHEAD_MS;
  // Dates a day and more either side: every zone's shift starting in reach is among them.
  const date = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const shifts = await assignedShifts(database.db, date(from - 2 * DAY_MS), date(to + DAY_MS));
  const timers: NewTimer[] = [];
  for (const shift of shifts) {
    if (shift.checkedInAt) continue;
    const { start, end, allDay } = shiftBounds(shift, timeZone);
    if (allDay) continue;
    const expected = expectedFrom(start, shift.expectedAt);
    const { lateAt, noShowAt } = attendanceDeadlines(new Date(expected), settings);
    const base = {
      requestId: shift.id,
      guardId: shift.assignedGuardId,
      startsAt: new Date(expected).toISOString(),
    };
    // Nothing is late once the shift is over (a relief expected near its end: issue #39).
    const within = (at: Date) => at.getTime() >= from && at.getTime() <= to && at.getTime() < end;
    if (!shift.lateAt && within(lateAt)) {
      timers.push({ ...base, kind: 'late', dueAt: lateAt.toISOString() });
    }
    if (!shift.noShowAt && within(noShowAt)) {
      timers.push({ ...base, kind: 'no-show', dueAt: noShowAt.toISOString() });
    }
  }
  return timers;
}

/**
 * When the guard is expected at the post, in epoch ms: the shift's start, or a relief's expected
 * arrival (issue #39). Late and no-show count from it; a timer set for another one is stale.
 */
export function expectedFrom(start: number, expectedAt: string | null | undefined): number {
  return expectedAt ? Date.parse(expectedAt) : start;
}

/**
 * Queues the timers due around `now` (timersDue), and the reminders to confirm due by then (issue
 * #39: remindersDue); answers how many were new.
 */
export async function scheduleTimers(
  database: Database,
  timeZone: string,
  store: TimerStore,
  now: Date,
): Promise<number> {
  const reminders = await remindersDue(database, timeZone, now, SCHEDULE_AHEAD_MS);
  return store.schedule([...(await timersDue(database, timeZone, now)), ...reminders]);
}
