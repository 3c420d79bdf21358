import { randomUUID } from 'node:crypto';
import { coverageLabel } from '../../../shared/audit.js';
import { blockerReason } from '../../../shared/candidate-assessment.js';
import { guardDisplayName, guardFullName } from '../../../shared/guards.js';
import { reachBlocker } from '../../../shared/offer-channels.js';
import type { SendOffers, ShiftOffer } from '../../../shared/shift-offers.js';
import { companyProfile } from '../../db/company-profile.js';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { nowIso } from '../../db/timestamps.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { Reach } from '../../outbox/outbox.js';
import { enqueue } from '../../outbox/outbox-messages.js';
import { actorName, audited, type TrailActor } from '../../db/audited.js';
import {
  blockedError,
  confirmedField,
  confirmError,
  recordConfirmations,
  warningsOf,
} from '../assignment-rules/assignment-check.js';
import { assessGuards } from '../assignment-rules/assess-guards.js';
import { offersOf } from './offer-rows.js';
import {
  guardColumns,
  phaseNow,
  requestForOffers,
  SHIFT_ENDED,
  type OfferedRequest,
} from './offer-rules.js';
import { enqueueOfferTexts, newCode, pendingCodes, type TextedOffer } from './offer-texts.js';
import type { OfferedGuard } from './shift-events.js';
import { offerMessages } from './shift-messages.js';
import { optedOutNumbers, textReach, type TextSettings } from './text-reach.js';

export const REQUEST_NOT_FOUND = 'Coverage request not found';
export const NO_LONGER_OPEN = 'This shift is no longer open';
const NEEDS_TIMES = 'Set the start and end time of this shift before offering it';

export interface SentOffers {
  request: OfferedRequest;
  offers: ShiftOffer[];
  /** The guards with an account offered it now (not those whose offer was pending already). */
  offeredNow: OfferedGuard[];
  /** How many of the offers made now went by text too (or only). */
  texted: number;
}

/** Tries of one 'Send offer' whose new codes met another offer's made at the same time. */
const CODE_TRIES = 3;

/**
 * Offers an open request to guards, in one transaction with its audit entry and the offers'
 * texts: each must be able to take it by the rules (assessGuards for 'offer': not called out of
 * it, a guard card on file and valid then, no clash, time off, missing licence or short rest) and
 * be reachable (an account, or a mobile number a text reaches: issue #30), else 409
 * ASSIGNMENT_BLOCKED naming who and why, and nothing is sent; their warnings are confirmed. A guard offered it before (declined, withdrawn) is offered
 * it again with a new code; a pending offer stays as it is. Two offers to one guard made at the
 * same instant may draw the same code: the unique index refuses the second, which is tried again.
 */
export async function sendOffers(
  database: Database,
  reach: Reach,
  user: TrailActor,
  requestId: string,
  { guardIds, confirmWarnings = false }: SendOffers,
  texts: TextSettings,
): Promise<SentOffers> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await sendOnce(database, reach, user, requestId, guardIds, confirmWarnings, texts);
    } catch (error) {
      if (attempt >= CODE_TRIES || !isUniqueViolation(error)) throw error;
    }
  }
}

function sendOnce(
  { db, dialect }: Database,
  reach: Reach,
  user: TrailActor,
  requestId: string,
  guardIds: readonly string[],
  confirmWarnings: boolean,
  texts: TextSettings,
): Promise<SentOffers> {
  return audited(db, user, async (trx) => {
    const request = await requestForOffers(trx, dialect, requestId);
    if (!request) throw notFound(REQUEST_NOT_FOUND);
    if (request.assignedGuardName !== null) throw conflict(NO_LONGER_OPEN);
    if (!request.startTime || !request.endTime) throw badRequest(NEEDS_TIMES);
    if (phaseNow(request) === 'ended') throw badRequest(SHIFT_ENDED);

    const ids = [...new Set(guardIds)];
    const found = await trx
      .selectFrom('guards as guard')
      .select(guardColumns)
      .where('guard.id', 'in', ids)
      .execute();
    if (found.length !== ids.length) throw badRequest('Guard not found');
    // In the order the office chose them (the trail names them so).
    const byId = new Map(found.map((guard) => [guard.id, guard]));
    const guards = ids.flatMap((id) => byId.get(id) ?? []);
    const optedOut = await optedOutNumbers(
      trx,
      guards.flatMap((guard) => guard.contactNumber ?? []),
    );
    const reachOf = (guard: (typeof guards)[number]) =>
      textReach(texts, guard.contactNumber, optedOut);
    const { assess } = await assessGuards(trx, request, 'offer', ids);
    const assessments = new Map(guards.map((guard) => [guard.id, assess(guard.id)]));
    const blocked = guards.flatMap((guard) => {
      const assessment = assessments.get(guard.id);
      const reason =
        (assessment && blockerReason(assessment)) ??
        reachBlocker(guard.accountId !== null, reachOf(guard));
      return reason === null ? [] : [{ guard, reason, rule: assessment?.blockers[0]?.rule }];
    });
    if (blocked.length > 0) {
      const names = blocked.map(({ guard, reason }) => `${guardDisplayName(guard)} (${reason})`);
      throw blockedError(`This shift cannot be offered to ${names.join('; ')}`, blocked[0]?.rule);
    }

    const pending = new Set(
      (
        await trx
          .selectFrom('shiftOffers')
          .select('guardId')
          .where('requestId', '=', request.id)
          .where('status', '=', 'pending')
          .execute()
      ).map((row) => row.guardId),
    );
    const fresh = guards.filter((guard) => !pending.has(guard.id));
    // What the office confirms (issue #32): the warnings of the guards offered it now.
    const confirmations = fresh.flatMap((guard) => {
      const assessment = assessments.get(guard.id);
      if (!assessment) return [];
      return warningsOf(guard.id, guardDisplayName(guard), assessment).map((one) => ({
        ...one,
        requestId: request.id,
        shiftDate: request.date,
        action: 'offer' as const,
        overtimeHours: assessment.overtimeHours,
      }));
    });
    if (confirmations.length > 0 && !confirmWarnings) throw confirmError(confirmations);
    await recordConfirmations(trx, user, confirmations);
    const offeredAt = nowIso();
    const offeredByName = actorName(user);
    const taken = await pendingCodes(
      trx,
      fresh.map((guard) => guard.id),
    );
    const codes = new Map(fresh.map((guard) => [guard.id, newCode(taken.get(guard.id))]));
    // One statement for all of them (at most OFFER_BATCH_MAX rows): a round trip per guard made
    // the POST, and so the offer's delivery, slow on a busy PostgreSQL.
    const made =
      fresh.length === 0
        ? []
        : await trx
            .insertInto('shiftOffers')
            .values(
              fresh.map((guard) => ({
                id: randomUUID(),
                requestId: request.id,
                guardId: guard.id,
                status: 'pending' as const,
                offeredBy: user.id,
                offeredByName,
                offeredAt,
                answeredAt: null,
                code: codes.get(guard.id) ?? null,
              })),
            )
            .onConflict((conflict) =>
              conflict.columns(['requestId', 'guardId']).doUpdateSet((eb) => ({
                status: 'pending',
                offeredBy: user.id,
                offeredByName,
                offeredAt,
                answeredAt: null,
                code: eb.ref('excluded.code'),
              })),
            )
            .returning(['id', 'guardId'])
            .execute();
    const offerIds = new Map(made.map((row) => [row.guardId, row.id]));
    const texted = fresh.flatMap((guard): TextedOffer[] => {
      const offerId = offerIds.get(guard.id);
      const code = codes.get(guard.id);
      if (!offerId || !code || !guard.contactNumber || reachOf(guard) !== 'ok') return [];
      return [{ offerId, code, to: guard.contactNumber }];
    });
    await enqueue(
      trx,
      fresh.flatMap((guard) => {
        const offerId = offerIds.get(guard.id);
        return offerId ? offerMessages(reach, request, { ...guard, offerId }) : [];
      }),
      { causedBy: user.id },
    );
    const { companyName } = await companyProfile(trx, texts);
    await enqueueOfferTexts(trx, companyName, request, texted, { causedBy: user.id });
    const offers = await offersOf(trx, request.id);
    const offeredNow = fresh.flatMap((guard) =>
      guard.accountId ? [{ accountId: guard.accountId, email: guard.email }] : [],
    );
    const names = fresh.map((guard) => guardFullName(guard)).join(', ');
    return {
      result: { request, offers, offeredNow, texted: texted.length },
      audit:
        fresh.length === 0
          ? null
          : {
              action: 'offer',
              entity: 'coverage_request',
              entityId: request.id,
              label: coverageLabel(request),
              before: null,
              after: {
                offeredTo: `${fresh.length} guard${fresh.length === 1 ? '' : 's'} (${names})`,
                ...confirmedField(confirmations),
              },
            },
    };
  });
}
