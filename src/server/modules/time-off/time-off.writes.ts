import type { WeeklyUnavailability } from '../../../shared/availability-rules.js';
import { sortedWindows, windowsText } from '../../../shared/availability.js';
import { guardFullName } from '../../../shared/guards.js';
import { dateRangeText } from '../../../shared/rule-text.js';
import {
  TIME_OFF_MESSAGES,
  TIME_OFF_STATUS_LABELS,
  timeOffAnswerText,
  type TimeOff,
} from '../../../shared/time-off.js';
import { localIsoDate } from '../../../shared/calendar.js';
import { audited, type AuditActor, type AuditRecord } from '../../db/audited.js';
import type { Database } from '../../db/database.js';
import { nowIso } from '../../db/timestamps.js';
import { conflict, notFound } from '../../errors.js';
import { enqueue } from '../../outbox/outbox-messages.js';
import {
  NOTHING_SETTLED,
  openBookedShifts,
  type BookedShiftsDeps,
  type SettledShifts,
} from './open-booked-shifts.js';
import { refuseBeyondPendingCap } from './pending-cap.js';
import {
  answerTimeOff,
  findTimeOff,
  insertTimeOff,
  listUnavailability,
  removePendingTimeOff,
  replaceUnavailability,
  type StoredTimeOff,
  type TimeOffGuard,
} from './time-off.repository.js';

/** Where the guard reads their requests (and a push about one opens). */
export const GUARD_TIME_OFF_PAGE = '/my/availability';

/** The trail's words for a request: who, which dates, why, and its status. */
function requestWords(request: Pick<TimeOff, 'guardName' | 'from' | 'to' | 'reason' | 'status'>) {
  return {
    guardName: request.guardName,
    dates: request.from === request.to ? request.from : `${request.from} to ${request.to}`,
    reason: request.reason,
    status: TIME_OFF_STATUS_LABELS[request.status],
  };
}

/** 'Kim Soto · Nov 28–Nov 30': how the trail names a request. */
function requestLabel(request: Pick<TimeOff, 'guardName' | 'from' | 'to'>): string {
  return `${request.guardName} · ${dateRangeText(request.from, request.to, localIsoDate(new Date()))}`;
}

function requestAudit(
  action: AuditRecord['action'],
  request: StoredTimeOff,
  before: StoredTimeOff | null,
  after: StoredTimeOff | null,
  settled: Pick<SettledShifts, 'trail'> = NOTHING_SETTLED,
): AuditRecord {
  return {
    action,
    entity: 'time_off',
    entityId: request.id,
    label: requestLabel(request),
    before: before && requestWords(before),
    after: after && { ...requestWords(after), ...settled.trail },
  };
}

/** A request just written, with what became of the guard's booked shifts (issue #39). */
export type TimeOffDecided = Omit<SettledShifts, 'trail'> & { request: StoredTimeOff };

/** The request a write just made or changed, read back in its transaction. */
async function stored(db: Parameters<typeof findTimeOff>[0], id: string): Promise<StoredTimeOff> {
  const request = await findTimeOff(db, id);
  if (!request) throw notFound(TIME_OFF_MESSAGES.notFound);
  return request;
}

/**
 * The writes of availability and time off (issue #32), each in one transaction with its audit
 * entry; an answer also writes the guard's push to the outbox there, so it is sent if and only if
 * the answer is saved. The realtime events are the caller's, after the commit.
 */
export function timeOffWrites({ db, dialect }: Database, shiftsDeps: BookedShiftsDeps) {
  return {
    /** Replaces a guard's weekly hours; the entry says what they were and are, in words. */
    setAvailability(
      guard: TimeOffGuard,
      windows: readonly WeeklyUnavailability[],
      actor: AuditActor,
    ): Promise<WeeklyUnavailability[]> {
      const next = sortedWindows(windows);
      return audited(db, actor, async (trx) => {
        const [was, is] = [windowsText(await listUnavailability(trx, guard.id)), windowsText(next)];
        // The same set is not written again: the write would bump rules_version (migration
        // 0028), and every cached ranking and week board would be read afresh for nothing.
        if (was === is) return { result: next, audit: null };
        await replaceUnavailability(trx, guard.id, next);
        const audit: AuditRecord = {
          action: 'update',
          entity: 'availability',
          entityId: guard.id,
          label: guardFullName(guard),
          before: { hours: was },
          after: { hours: is },
        };
        return { result: next, audit };
      });
    },

    /**
     * A new request: pending when the guard asks (at most PENDING_TIME_OFF_MAX waiting, issue
     * #40), approved at once when the office records it (it records what it agreed). Recorded over the guard's booked shifts, it asks first and
     * opens them (issue #39: openBookedShifts), as an approval does.
     */
    request(
      guard: TimeOffGuard,
      body: { from: string; to: string; reason: string | null; confirmWarnings?: boolean },
      actor: AuditActor,
      byOffice: boolean,
    ): Promise<TimeOffDecided> {
      return audited(db, actor, async (trx) => {
        if (!byOffice) await refuseBeyondPendingCap(trx, dialect, guard.id);
        const id = await insertTimeOff(trx, {
          guardId: guard.id,
          from: body.from,
          to: body.to,
          reason: body.reason,
          status: byOffice ? 'approved' : 'pending',
          requestedBy: actor.id,
          at: nowIso(),
        });
        const request = await stored(trx, id);
        const settled = byOffice
          ? await openBookedShifts(trx, shiftsDeps, actor, request, body.confirmWarnings === true)
          : NOTHING_SETTLED;
        const audit = requestAudit('create', request, null, request, settled);
        const { opened, started, notice } = settled;
        return { result: { request, opened, started, notice }, audit };
      });
    },

    /**
     * The office's answer to a pending request: 409 when it was already answered (or is gone
     * because the guard cancelled it, 404). An approval over the guard's booked shifts asks first
     * (409 CONFIRM_WARNINGS) and, confirmed, opens them (issue #39). The guard's push is written
     * with it; its words come back as `notice`, for the live notice once the answer is saved.
     */
    answer(
      id: string,
      status: 'approved' | 'declined',
      actor: AuditActor,
      confirmWarnings = false,
    ): Promise<TimeOffDecided & { notice: string }> {
      return audited(db, actor, async (trx) => {
        const before = await stored(trx, id);
        if (before.status !== 'pending') throw conflict(TIME_OFF_MESSAGES.answered);
        const at = nowIso();
        if (!(await answerTimeOff(trx, id, { status, by: actor.id, at }))) {
          throw conflict(TIME_OFF_MESSAGES.answered);
        }
        const after = await stored(trx, id);
        const settled =
          status === 'approved'
            ? await openBookedShifts(trx, shiftsDeps, actor, after, confirmWarnings)
            : NOTHING_SETTLED;
        // With shifts opened, the guard's one push says so (openBookedShifts wrote it).
        const notice = settled.notice ?? timeOffAnswerText(after, status, localIsoDate(new Date()));
        if (after.guardAccountId && settled.notice === null) {
          await enqueue(trx, [
            {
              channel: 'push',
              userIds: [after.guardAccountId],
              message: {
                title: status === 'approved' ? 'Time off approved' : 'Time off declined',
                body: notice,
                url: GUARD_TIME_OFF_PAGE,
                tag: `time-off-${id}`,
              },
            },
          ]);
        }
        const action = status === 'approved' ? 'approve' : 'decline';
        const { opened, started } = settled;
        return {
          result: { request: after, opened, started, notice },
          audit: requestAudit(action, after, before, after, settled),
        };
      });
    },

    /** A guard takes back their own request while it is pending; 409 once it was answered. */
    cancel(guard: TimeOffGuard, id: string, actor: AuditActor): Promise<StoredTimeOff> {
      return audited(db, actor, async (trx) => {
        const before = await findTimeOff(trx, id);
        if (!before || before.guardId !== guard.id) throw notFound(TIME_OFF_MESSAGES.notFound);
        if (!(await removePendingTimeOff(trx, id, guard.id))) {
          throw conflict(TIME_OFF_MESSAGES.answered);
        }
        return { result: before, audit: requestAudit('delete', before, before, null) };
      });
    },
  };
}

export type TimeOffWrites = ReturnType<typeof timeOffWrites>;
