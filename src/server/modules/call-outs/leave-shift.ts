import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { coverageLabel } from '../../../shared/audit.js';
import { callOutText } from '../../../shared/call-outs.js';
import { shiftBounds, wallClockOf } from '../../../shared/check-in-rules.js';
import { minutesText } from '../../../shared/call-out-notice.js';
import { localTimeZone, shiftPhase } from '../../../shared/shift-phase.js';
import { actorName, recordAudit, type AuditRecord, type TrailActor } from '../../db/audited.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../db/timestamps.js';
import { badRequest } from '../../errors.js';
import { enqueue } from '../../outbox/outbox-messages.js';
import { SHIFT_ENDED, type OfferedRequest } from '../shift-offers/offer-rules.js';
import { raiseAlarm, type AlarmDeps } from '../shift-offers/office-alerts.js';
import { officeMessages } from '../shift-offers/shift-messages.js';
import { assertShiftOpen } from '../../db/frozen-weeks.js';
import { callingOutNames, openByCallOut, type CallOutBy } from './open-by-call-out.js';

const MINUTE_MS = 60_000;

/** A call-out, and when the guard left the post (by default now), for a shift that has started. */
export interface Leaving extends CallOutBy {
  leftAt?: Date;
  /**
   * How to alarm the office when a guard who was at the post leaves it (push to the accounts
   * told and a text to the office's phone: office-alerts.ts); without it, the call-out's push.
   */
  alarm?: AlarmDeps;
}

/** What a call-out did: the request that is open now, and the trail's entry. */
export interface CalledOut {
  opened: OfferedRequest;
  audit: AuditRecord;
  /** How long before the end the guard left, in minutes, when they had worked part of it. */
  leftEarlyMinutes: number | null;
}

export const LEFT_BEFORE_CHECK_IN = 'The guard cannot have left before they checked in';
export const LEFT_IN_FUTURE = 'The guard cannot have left later than now';

/**
 * A call-out of a shift, however it comes (issue #39): before the start the whole shift opens
 * again (openByCallOut). Once started, a guard who never checked in leaves the whole shift open
 * too; a guard who checked in keeps the time worked until they left, on their shift cut at that
 * minute (checked out then, if they had not), and the rest of the shift becomes a request of its
 * own, open at once, with the call-out on it (`continues_request_id` names the one they kept).
 * An ended shift is refused. Runs in the caller's transaction, which has read the request.
 */
export async function callOutOf(
  trx: Transaction<DB>,
  user: TrailActor,
  request: OfferedRequest,
  leaving: Leaving,
): Promise<CalledOut> {
  await assertShiftOpen(trx, request.id);
  const now = new Date();
  const zone = localTimeZone();
  const phase = shiftPhase(request, now, zone);
  if (phase === 'ended') throw badRequest(SHIFT_ENDED);
  // Someone named in words only (issue #40) has no attendance here: the whole shift opens.
  const attendance =
    phase === 'started' && leaving.guard.id !== null
      ? await trx
          .selectFrom('shiftAttendance')
          .select(['guardId', 'checkedInAt', 'checkedOutAt'])
          .where('requestId', '=', request.id)
          .where('guardId', '=', leaving.guard.id)
          .executeTakeFirst()
      : undefined;
  const { start, end, allDay } = shiftBounds(request, zone);
  if (!attendance?.checkedInAt || allDay) {
    const whole = await openByCallOut(trx, user, request, leaving);
    return { ...whole, leftEarlyMinutes: null };
  }
  const leftAt = leaving.leftAt ?? new Date(attendance.checkedOutAt ?? now.getTime());
  if (leftAt.getTime() > now.getTime() + MINUTE_MS) throw badRequest(LEFT_IN_FUTURE);
  if (leftAt.getTime() < Date.parse(attendance.checkedInAt)) {
    throw badRequest(LEFT_BEFORE_CHECK_IN);
  }
  // Cut at the minute they left; within the shift's first minute there is nothing to keep.
  const cut = wallClockOf(leftAt, zone);
  if (leftAt.getTime() - start < MINUTE_MS) {
    const whole = await openByCallOut(trx, user, request, leaving);
    return { ...whole, leftEarlyMinutes: null };
  }
  const leftEarlyMinutes = Math.round((end - leftAt.getTime()) / MINUTE_MS);
  const rest = await openTheRest(trx, user, request, leaving, cut, leftEarlyMinutes);
  if (!attendance.checkedOutAt) {
    await trx
      .updateTable('shiftAttendance')
      .set({ checkedOutAt: leftAt.toISOString(), checkOutMark: null })
      .where('requestId', '=', request.id)
      .where('guardId', '=', attendance.guardId)
      .execute();
  }
  return { ...rest, leftEarlyMinutes };
}

/** The shift cut at `cut` for the guard who left, and its rest as a new open request. */
async function openTheRest(
  trx: Transaction<DB>,
  user: TrailActor,
  request: OfferedRequest,
  { guard, why, byOffice, alarm }: Leaving,
  cut: { date: string; time: string },
  leftEarlyMinutes: number,
): Promise<Omit<CalledOut, 'leftEarlyMinutes'>> {
  const now = nowIso();
  const by = actorName(user);
  const kept = await trx
    .selectFrom('coverageRequests')
    .select(['userId', 'notes', 'guardNote', 'endTime'])
    .where('id', '=', request.id)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('coverageRequests')
    .set((eb) => ({
      endTime: cut.time,
      version: eb('version', '+', 1),
      updatedAt: now,
      updatedByName: by,
    }))
    .where('id', '=', request.id)
    .execute();
  const restId = randomUUID();
  await trx
    .insertInto('coverageRequests')
    .values({
      id: restId,
      userId: kept.userId,
      date: cut.date,
      startTime: cut.time,
      endTime: kept.endTime,
      locationId: request.locationId,
      assignedGuardId: null,
      assignedGuardName: null,
      notes: kept.notes,
      guardNote: kept.guardNote,
      createdAt: now,
      updatedAt: now,
      updatedByName: by,
      openedAt: now,
      calledOutGuardId: guard.id,
      calledOutGuardName: callingOutNames(guard).stored,
      callOutReason: why.reason,
      callOutNote: why.note,
      calledOutAt: now,
      calledOutByName: byOffice ? by : null,
      continuesRequestId: request.id,
    })
    .execute();
  const rest: OfferedRequest = {
    ...request,
    id: restId,
    date: cut.date,
    startTime: cut.time,
    endTime: kept.endTime,
    assignedGuardId: null,
    assignedGuardName: null,
    calledOutGuardId: guard.id,
    callOutReason: why.reason,
  };
  const name = callingOutNames(guard).told;
  const reason = callOutText(why.reason, why.note);
  await recordAudit(trx, user, {
    action: 'update',
    entity: 'coverage_request',
    entityId: request.id,
    label: coverageLabel(request),
    before: { endTime: request.endTime },
    after: { endTime: cut.time },
  });
  const left = `${name} left ${minutesText(leftEarlyMinutes)} early`;
  const body = `${coverageLabel(rest)}. ${reason}`;
  if (alarm) {
    await raiseAlarm(
      trx,
      alarm,
      rest,
      { title: left, body, tag: 'left-early' },
      { causedBy: user.id },
    );
  } else await enqueue(trx, await officeMessages(trx, rest, left, body));
  return {
    opened: rest,
    audit: {
      action: byOffice ? 'record-call-out' : 'call-out',
      entity: 'coverage_request',
      entityId: restId,
      label: coverageLabel(rest),
      before: null,
      after: { guardName: name, callOutReason: reason, leftAt: cut.time },
    },
  };
}
