import { shiftBounds } from '../../../shared/check-in-rules.js';
import { guardDisplayName } from '../../../shared/guards.js';
import type { ShiftEvent } from '../../../shared/realtime.js';
import { describeShift } from '../../../shared/shift-offers.js';
import { audited, type TrailActor } from '../../db/audited.js';
import type { Database } from '../../db/database.js';
import type { Reach } from '../../outbox/outbox.js';
import { enqueue } from '../../outbox/outbox-messages.js';
import type { RealtimeNotifier } from '../../realtime/notifier.js';
import { openByCallOut } from '../call-outs/open-by-call-out.js';
import { requestForOffers } from '../shift-offers/offer-rules.js';
import { alertTargets } from '../shift-offers/office-alerts.js';
import { optedOutNumbers, textReach, type TextSettings } from '../shift-offers/text-reach.js';
import { lateMessages } from './attendance-messages.js';
import type { ClaimedTimer } from './timer-store.js';
import { expectedFrom } from './schedule-timers.js';
import { attendanceOf, guardForTimer, markAttendance } from './timers.repository.js';

/** What firing a timer needs: the database, the zone, and how people are told. */
export interface TimerDeps {
  database: Database;
  timeZone: string;
  notifier: RealtimeNotifier;
  reach: Reach;
  texts: TextSettings;
}

/** Who the trail names for what the timers do. */
export const TIMERS_ACTOR: TrailActor = {
  id: null,
  firstName: 'CoverDesk',
  lastName: '',
  email: 'attendance timers',
};

/**
 * What a timer did: 'late' or 'no-show'; or why it did nothing: 'gone' (the shift was deleted),
 * 'reassigned' (another guard, or none), 'moved' (its start changed), 'checked-in', or
 * 'already-late' (a late timer at another instant came first) or 'already-no-show' (the guard is
 * a no-show already).
 */
export type TimerOutcome =
  | 'late'
  | 'no-show'
  | 'gone'
  | 'reassigned'
  | 'moved'
  | 'checked-in'
  | 'already-late'
  | 'already-no-show';

/** A fired timer: its outcome, and the live event to send once its transaction committed. */
export interface Fired {
  outcome: TimerOutcome;
  event: ShiftEvent | null;
}

const MINUTE_MS = 60_000;

/**
 * Fires one timer in one transaction (issue #33). The shift is read again: gone, reassigned,
 * moved or checked in, the timer does nothing and says why. Late: the guard's attendance is
 * marked late and the guard and the office are told (outbox). No-show: marked so, and the shift
 * becomes a call-out with reason 'no-show' (the guard kept as the one who called out), opened on
 * the board exactly as every other call-out, with its audit entry. Everything it needs comes from the
 * database; run twice, the second finds it done.
 */
export async function fireTimer(deps: TimerDeps, timer: ClaimedTimer): Promise<Fired> {
  const { database, timeZone } = deps;
  return audited<Fired>(database.db, TIMERS_ACTOR, async (trx) => {
    const nothing = (outcome: TimerOutcome) => ({ result: { outcome, event: null }, audit: null });
    const shift = await requestForOffers(trx, database.dialect, timer.requestId);
    if (!shift) return nothing('gone');
    const attendance = await attendanceOf(trx, shift.id, timer.guardId);
    // A late and a no-show both overdue (a server that was down) may fire side by side.
    if (attendance?.noShowAt) return nothing('already-no-show');
    if (shift.assignedGuardId !== timer.guardId) return nothing('reassigned');
    const { start, allDay } = shiftBounds(shift, timeZone);
    // A relief's timers count from when they are expected (issue #39), never from the start.
    const expected = expectedFrom(start, attendance?.expectedAt);
    if (allDay || expected !== Date.parse(timer.startsAt)) return nothing('moved');
    // A shift cut short (a guard left early, issue #39) may end before its timer: it is moved.
    if (Date.parse(timer.dueAt) >= shiftBounds(shift, timeZone).end) return nothing('moved');
    if (attendance?.checkedInAt) return nothing('checked-in');
    const guard = await guardForTimer(trx, timer.guardId);
    if (!guard) return nothing('gone');
    const event = (kind: 'late' | 'no-show'): ShiftEvent => ({
      requestId: shift.id,
      kind,
      guardName: guardDisplayName(guard),
      shift: describeShift(shift),
    });
    const minutes = Math.round((Date.parse(timer.dueAt) - expected) / MINUTE_MS);
    const relief = attendance?.expectedAt ? new Date(attendance.expectedAt) : null;

    if (timer.kind === 'late') {
      if (attendance?.lateAt) return nothing('already-late');
      await markAttendance(trx, shift.id, guard.id, { lateAt: timer.dueAt });
      const optedOut = await optedOutNumbers(trx, guard.contactNumber ? [guard.contactNumber] : []);
      const textTo =
        textReach(deps.texts, guard.contactNumber, optedOut) === 'ok' ? guard.contactNumber : null;
      const office = await alertTargets(trx, deps.texts);
      await enqueue(
        trx,
        lateMessages(deps.reach, shift, { ...guard, textTo }, minutes, office, relief),
      );
      return { result: { outcome: 'late', event: event('late') }, audit: null };
    }

    await markAttendance(trx, shift.id, guard.id, { noShowAt: timer.dueAt });
    const { audit } = await openByCallOut(trx, TIMERS_ACTOR, shift, {
      guard,
      why: {
        reason: 'no-show',
        note: relief
          ? `No check-in ${String(minutes)} minutes after the relief was expected`
          : `No check-in ${String(minutes)} minutes after the start`,
      },
      // Not the office's doing: the board shows no 'told' beside it.
      byOffice: false,
    });
    return { result: { outcome: 'no-show', event: event('no-show') }, audit };
  });
}
