import { coverageLabel, type AuditSnapshot } from '../../../shared/audit.js';
import { guardDisplayName, guardFullName } from '../../../shared/guards.js';
import { CALL_OUTCOME_LABELS, type LogContact } from '../../../shared/shift-contacts.js';
import { ALREADY_TAKEN } from '../../../shared/shift-offers.js';
import { localTimeZone, nextWallClock } from '../../../shared/shift-phase.js';
import { ARRIVAL_IN_PAST } from '../shift-offers/relief.js';
import type { SessionUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { actorName, audited, stamp } from '../../db/audited.js';
import { assessGuards } from '../assignment-rules/assess-guards.js';
import {
  guardColumns,
  phaseNow,
  requestForOffers,
  SHIFT_ENDED,
  type OfferedRequest,
} from '../shift-offers/offer-rules.js';
import { REQUEST_NOT_FOUND } from '../shift-offers/send-offers.js';
import { takeShift } from '../shift-offers/take-shift.js';
import type { TextSettings } from '../shift-offers/text-reach.js';
import { enqueueTakenText } from '../shift-confirmations/taken-text.js';
import {
  blockedFor,
  confirmedField,
  confirmError,
  recordConfirmations,
  warningsOf,
} from '../assignment-rules/assignment-check.js';
import type { GuardWarnings } from '../../../shared/assignment-findings.js';

const HALF_A_DAY_MS = 12 * 60 * 60 * 1000;

/**
 * When a relief said they will be at the post: the next such wall-clock time, but a time more than
 * half a day off was meant for today and has passed ('19:30' said at 19:38): 400, never tomorrow.
 */
function arrivalInstant(time: string): Date {
  const now = new Date();
  const arrival = nextWallClock(time, now, localTimeZone());
  if (arrival.getTime() - now.getTime() > HALF_A_DAY_MS) throw badRequest(ARRIVAL_IN_PAST);
  return arrival;
}

/** What logging a call did: the request, the guard, and, for an accepted call, who else lost out. */
export interface LoggedContact {
  request: OfferedRequest;
  /** 'Kim Soto', for notifications. */
  guardName: string;
  /** Set when the call gave the guard the shift: the accounts whose offers it ended. */
  took: { others: string[] } | null;
}

/**
 * Logs a call the office made to a guard about a request (issue #30), with its entry in the
 * request's history. 'accepted' gives the guard the shift at once through the app's own rule
 * (take-shift.ts): 409 'This shift was already taken' when the request has a guard by then, 400
 * when the shift ended, 409 ASSIGNMENT_BLOCKED when the rules block the guard (assessGuards for
 * 'offer': called out of it, no guard card on file or expired, booked then, …; no account is
 * needed to answer a phone), 409 CONFIRM_WARNINGS until their warnings are confirmed. A refused
 * call changes nothing. On a shift that has started the guard is its relief, expected by
 * `arrivesBy` (issue #39). The guard who accepted is texted the shift in writing when a text
 * reaches them (issue #39).
 */
export function logContact(
  database: Database,
  user: SessionUser,
  requestId: string,
  { guardId, channel, outcome, confirmWarnings = false, arrivesBy }: LogContact,
  texts: TextSettings,
): Promise<LoggedContact> {
  return audited(database.db, user, async (trx) => {
    const request = await requestForOffers(trx, database.dialect, requestId);
    if (!request) throw notFound(REQUEST_NOT_FOUND);
    const guard = await trx
      .selectFrom('guards as guard')
      .select(guardColumns)
      .where('guard.id', '=', guardId)
      .executeTakeFirst();
    if (!guard) throw badRequest('Guard not found');
    const name = guardFullName(guard);

    let took: LoggedContact['took'] = null;
    let confirmed: GuardWarnings[] = [];
    if (outcome === 'accepted') {
      if (request.assignedGuardName !== null) throw conflict(ALREADY_TAKEN);
      if (phaseNow(request) === 'ended') throw badRequest(SHIFT_ENDED);
      // The rules as for an offer (the office gives it on the phone), however the guard is reached.
      const assessment = (await assessGuards(trx, request, 'offer', [guard.id])).assess(guard.id);
      const blocked = blockedFor(name, assessment);
      if (blocked) throw blocked;
      const warned = warningsOf(guard.id, guardDisplayName(guard), assessment);
      if (warned.length > 0 && !confirmWarnings) throw confirmError(warned);
      const arrival = arrivesBy ? arrivalInstant(arrivesBy) : undefined;
      took = await takeShift(trx, user, request, guard, arrival);
      if (!took) throw conflict(ALREADY_TAKEN);
      await enqueueTakenText(trx, texts, request.id, guard, { causedBy: user.id });
      confirmed = warned;
      await recordConfirmations(
        trx,
        user,
        warned.map((one) => ({
          ...one,
          requestId: request.id,
          shiftDate: request.date,
          action: 'call' as const,
          overtimeHours: assessment.overtimeHours,
        })),
      );
    }
    // Ordered as written even within a millisecond, as the trail's entries are.
    const { id, at } = stamp();
    await trx
      .insertInto('shiftContacts')
      .values({
        id,
        requestId: request.id,
        guardId: guard.id,
        guardName: guardDisplayName(guard),
        channel,
        outcome,
        contactedBy: user.id,
        contactedByName: actorName(user),
        contactedAt: at,
      })
      .execute();
    const after: AuditSnapshot = took
      ? { guardName: name, ...confirmedField(confirmed) }
      : { guardName: name, outcome: CALL_OUTCOME_LABELS[outcome] };
    return {
      result: { request, guardName: name, took },
      audit: {
        action: took ? 'accept-call' : 'call',
        entity: 'coverage_request',
        entityId: request.id,
        label: coverageLabel(request),
        before: null,
        after,
      },
    };
  });
}
