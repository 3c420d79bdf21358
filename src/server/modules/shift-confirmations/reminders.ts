import { addDays } from '../../../shared/calendar.js';
import { shiftBounds, wallClockOf } from '../../../shared/check-in-rules.js';
import { attendanceSettings } from '../../db/attendance-settings.js';
import { companyProfile } from '../../db/company-profile.js';
import type { Database } from '../../db/database.js';
import { enqueue } from '../../outbox/outbox-messages.js';
import { newCode } from '../shift-offers/offer-texts.js';
import { requestForOffers } from '../shift-offers/offer-rules.js';
import { optedOutNumbers, textReach, type TextSettings } from '../shift-offers/text-reach.js';
import { reminderText } from './confirmation-texts.js';
import {
  markReminded,
  reminderCodes,
  shiftsToRemind,
  writtenShift,
} from './confirmations.repository.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A guard without the app is reminded of each shift and asked to confirm it (issue #39): a timer
 * of kind 'reminder' in attendance_timers, queued and claimed as the late and no-show ones are
 * (attendance-timers/), so that with several processes each is fired once.
 */

/** A reminder to queue: the timer's own fields (its key is made of them). */
export interface NewReminder {
  kind: 'reminder';
  requestId: string;
  guardId: string;
  /** The shift's start the reminder is for (ISO): a moved shift's reminder does nothing. */
  startsAt: string;
  dueAt: string;
}

/**
 * The reminders due by `now` + `aheadMs`: each timed shift of a guard without an account and with
 * a mobile number, not reminded yet and not started, confirmHoursBefore before its start. A shift
 * given later than that has its reminder due already, so it goes at once; its due instant stays
 * the start less the hours, so that queueing it again keeps one timer.
 */
export async function remindersDue(
  database: Database,
  timeZone: string,
  now: Date,
  aheadMs: number,
): Promise<NewReminder[]> {
  const { confirmHoursBefore } = await attendanceSettings(database.db);
  const before = confirmHoursBefore * HOUR_MS;
  const today = wallClockOf(now, timeZone).date;
  const last = wallClockOf(new Date(now.getTime() + before + aheadMs), timeZone).date;
  // From yesterday (a night shift of yesterday has started, but a day's slack costs nothing).
  const shifts = await shiftsToRemind(database.db, addDays(today, -1), addDays(last, 1));
  const reminders: NewReminder[] = [];
  for (const shift of shifts) {
    const { start, allDay } = shiftBounds(shift, timeZone);
    if (allDay || start <= now.getTime()) continue;
    const due = start - before;
    if (due > now.getTime() + aheadMs) continue;
    reminders.push({
      kind: 'reminder',
      requestId: shift.id,
      guardId: shift.assignedGuardId,
      startsAt: new Date(start).toISOString(),
      dueAt: new Date(due).toISOString(),
    });
  }
  return reminders;
}

/**
 * What a reminder did: 'reminded'; or why it did nothing: the shift is 'gone', 'reassigned',
 * 'moved' or 'started'; the guard has an account by now ('app-guard') or a text does not reach
 * them ('unreachable'); or they were reminded of the shift already ('already-reminded').
 */
export type ReminderOutcome =
  | 'reminded'
  | 'gone'
  | 'reassigned'
  | 'moved'
  | 'started'
  | 'app-guard'
  | 'unreachable'
  | 'already-reminded';

/** What firing a reminder needs: the database, the company's zone, and the texts' settings. */
export interface ReminderDeps {
  database: Database;
  timeZone: string;
  texts: TextSettings;
}

/**
 * Fires one reminder at `now`, in one transaction: the shift and the guard are read again (the
 * shift locked on PostgreSQL, as the timers lock it), and a stale reminder does nothing. The code
 * is new among the guard's reminders of the coming days; the text goes through the outbox with
 * the mark that it went, once per shift and guard.
 */
export function fireReminder(
  deps: ReminderDeps,
  timer: Pick<NewReminder, 'requestId' | 'guardId' | 'startsAt'>,
  now: Date,
): Promise<ReminderOutcome> {
  const { database, timeZone, texts } = deps;
  return database.db.transaction().execute(async (trx): Promise<ReminderOutcome> => {
    const shift = await requestForOffers(trx, database.dialect, timer.requestId);
    if (!shift) return 'gone';
    if (shift.assignedGuardId !== timer.guardId) return 'reassigned';
    const { start, allDay } = shiftBounds(shift, timeZone);
    if (allDay || start !== Date.parse(timer.startsAt)) return 'moved';
    if (now.getTime() >= start) return 'started';
    // The guard's row, locked on PostgreSQL: two reminders of theirs draw codes one at a time.
    const query = trx
      .selectFrom('guards')
      .select(['id', 'accountId', 'contactNumber'])
      .where('id', '=', timer.guardId);
    const guard = await (
      database.dialect === 'postgres' ? query.forUpdate() : query
    ).executeTakeFirst();
    if (!guard) return 'gone';
    if (guard.accountId !== null) return 'app-guard';
    const number = guard.contactNumber;
    const optedOut = await optedOutNumbers(trx, number ? [number] : []);
    if (!number || textReach(texts, number, optedOut) !== 'ok') return 'unreachable';
    const from = addDays(wallClockOf(now, timeZone).date, -1);
    // A four-digit code as an offer's, none of the guard's reminders of the coming days.
    const code = newCode(await reminderCodes(trx, guard.id, from));
    if (!(await markReminded(trx, shift.id, guard.id, code, now.toISOString()))) {
      return 'already-reminded';
    }
    const written = await writtenShift(trx, shift.id);
    if (!written) return 'gone';
    // Signed with the company's name as the admin set it (issue #39), else the server's.
    const { companyName } = await companyProfile(trx, texts);
    await enqueue(trx, [
      { channel: 'sms', to: number, body: reminderText(companyName, written, code) },
    ]);
    return 'reminded';
  });
}
