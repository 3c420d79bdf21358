import type { Transaction } from 'kysely';
import { CONFIRM_WARNINGS } from '../../../shared/assignment-findings.js';
import { localIsoDate } from '../../../shared/calendar.js';
import { dateRangeText } from '../../../shared/rule-text.js';
import { shiftPhase } from '../../../shared/shift-phase.js';
import {
  shiftsTrailText,
  timeOffShiftsNotice,
  timeOffShiftsQuestion,
  type BookedShift,
} from '../../../shared/time-off-shifts.js';
import { recordAudit, type AuditRecord, type TrailActor } from '../../db/audited.js';
import type { DialectName } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import type { Reach } from '../../outbox/outbox.js';
import { enqueue, type OutboxMessage } from '../../outbox/outbox-messages.js';
import { openByCallOut } from '../call-outs/open-by-call-out.js';
import { assertWeeksOpen } from '../../db/frozen-weeks.js';
import { requestForOffers } from '../shift-offers/offer-rules.js';
import { GUARD_PAGE } from '../shift-offers/shift-messages.js';
import { optedOutNumbers, textReach, type TextSettings } from '../shift-offers/text-reach.js';
import { bookedShiftsByRequest } from './booked-shifts.repository.js';
import { guardById } from './time-off.repository.js';

/** What opening a guard's booked shifts needs beside the transaction. */
export interface BookedShiftsDeps {
  dialect: DialectName;
  /** The company's: when a shift starts and ends. */
  timeZone: string;
  /** How the outbox reaches people (texts on or off, the public address for links). */
  reach: Reach;
  texts: TextSettings;
}

/** The time off whose booked shifts are settled: its id, dates and guard. */
export interface SettledTimeOff {
  id: string;
  guardId: string;
  guardName: string;
  from: string;
  to: string;
}

/** What approving or recording did to the guard's booked shifts. */
export interface SettledShifts {
  opened: BookedShift[];
  started: BookedShift[];
  /** What the guard was told of the shifts opened, or null when none was. */
  notice: string | null;
  /** The time off's trail fields: the shifts opened and those left to the board. */
  trail: { shiftsOpened?: string; shiftsStarted?: string };
}

/** What settling opened and named when the guard has no booked shift (or nothing was settled). */
export const NOTHING_SETTLED: SettledShifts = { opened: [], started: [], notice: null, trail: {} };

/**
 * The 409 asking the office to confirm time off over booked shifts (issue #39), shaped as the
 * assignment rules' CONFIRM_WARNINGS (assignment-check.ts's confirmError): a message naming each
 * shift, and the shifts themselves for the client's question.
 */
export function bookedShiftsError(guardName: string, shifts: readonly BookedShift[]): HttpError {
  const today = localIsoDate(new Date());
  return new HttpError(
    409,
    CONFIRM_WARNINGS,
    timeOffShiftsQuestion(guardName, shifts, today),
    undefined,
    { bookedShifts: shifts },
  );
}

/** The guard's push (with an account) and text (when one reaches them) of the shifts opened. */
async function guardMessages(
  trx: Transaction<DB>,
  deps: BookedShiftsDeps,
  guard: { accountId: string | null; contactNumber: string | null },
  timeOffId: string,
  notice: string,
): Promise<OutboxMessage[]> {
  const messages: OutboxMessage[] = [];
  if (guard.accountId) {
    messages.push({
      channel: 'push',
      userIds: [guard.accountId],
      message: {
        title: 'Time off approved',
        body: notice,
        url: GUARD_PAGE,
        tag: `time-off-${timeOffId}`,
      },
    });
  }
  const number = guard.contactNumber;
  const optedOut = await optedOutNumbers(trx, number ? [number] : []);
  if (number && deps.reach.sms && textReach(deps.texts, number, optedOut) === 'ok') {
    // Hyphens for the en dashes: one of them makes a text UCS-2, 70 characters a part, not 160.
    const body = `${notice} ${deps.reach.publicUrl}${GUARD_PAGE}`.replaceAll('\u2013', '-');
    messages.push({ channel: 'sms', to: number, body });
  }
  return messages;
}

/**
 * Settles the booked shifts of time off being approved or recorded (issue #39), in the
 * transaction of the approval: 409 CONFIRM_WARNINGS naming them unless `confirmed`; then each
 * that has not started opens as a call-out with the reason 'time-off' (openByCallOut, as every
 * call-out: the office's push, the board, the shift's trail), and the guard is told in one push
 * and one text. A shift that has started is left to the office and named. The shifts are read
 * again under their lock: one reassigned or started meanwhile is not opened.
 */
export async function openBookedShifts(
  trx: Transaction<DB>,
  deps: BookedShiftsDeps,
  actor: TrailActor,
  timeOff: SettledTimeOff,
  confirmed: boolean,
): Promise<SettledShifts> {
  const now = new Date();
  const shifts =
    (await bookedShiftsByRequest(trx, [timeOff], now, deps.timeZone)).get(timeOff.id) ?? [];
  if (shifts.length === 0) return NOTHING_SETTLED;
  await assertWeeksOpen(
    trx,
    shifts.flatMap((shift) =>
      shift.started ? [] : [{ guardId: timeOff.guardId, date: shift.date }],
    ),
  );
  if (!confirmed) throw bookedShiftsError(timeOff.guardName, shifts);
  const guard = await guardById(trx, timeOff.guardId);
  if (!guard) return NOTHING_SETTLED;
  const today = localIsoDate(now);
  const opened: BookedShift[] = [];
  const started = shifts.filter((shift) => shift.started);
  for (const shift of shifts.filter((booked) => !booked.started)) {
    const request = await requestForOffers(trx, deps.dialect, shift.requestId);
    if (!request || request.assignedGuardId !== guard.id) continue;
    if (shiftPhase(request, now, deps.timeZone) !== 'before') {
      started.push({ ...shift, started: true });
      continue;
    }
    const { audit } = await openByCallOut(trx, actor, request, {
      guard,
      why: { reason: 'time-off', note: null },
      byOffice: true,
    });
    const timeOffWords = dateRangeText(timeOff.from, timeOff.to, today);
    const entry: AuditRecord = { ...audit, after: { ...audit.after, timeOff: timeOffWords } };
    await recordAudit(trx, actor, entry);
    opened.push(shift);
  }
  const notice = opened.length > 0 ? timeOffShiftsNotice(timeOff, opened, today) : null;
  if (notice) {
    await enqueue(trx, await guardMessages(trx, deps, guard, timeOff.id, notice), {
      causedBy: actor.id,
    });
  }
  const [shiftsOpened, shiftsStarted] = [shiftsTrailText(opened), shiftsTrailText(started)];
  return {
    opened,
    started,
    notice,
    trail: {
      ...(shiftsOpened ? { shiftsOpened } : {}),
      ...(shiftsStarted ? { shiftsStarted } : {}),
    },
  };
}
