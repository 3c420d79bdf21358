import { randomUUID } from 'node:crypto';
import { coverageLabel } from '../../../shared/audit.js';
import { guardDisplayName, guardFullName } from '../../../shared/guards.js';
import type { ShiftOffer } from '../../../shared/shift-offers.js';
import type { SessionUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { nowIso } from '../../db/timestamps.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { Reach } from '../../outbox/outbox.js';
import { enqueue } from '../../outbox/outbox-messages.js';
import { actorName, audited } from '../audit/audit-log.repository.js';
import { offersOf } from './offer-rows.js';
import {
  blockersFor,
  guardColumns,
  hasStarted,
  requestForOffers,
  type OfferedRequest,
} from './offer-rules.js';
import type { OfferedGuard } from './shift-events.js';
import { offerMessages } from './shift-messages.js';

export const REQUEST_NOT_FOUND = 'Coverage request not found';
export const NO_LONGER_OPEN = 'This shift is no longer open';
export const ALREADY_STARTED = 'This shift has already started';
const NEEDS_TIMES = 'Set the start and end time of this shift before offering it';

export interface SentOffers {
  request: OfferedRequest;
  offers: ShiftOffer[];
  /** The guards offered it now (not those whose offer was pending already). */
  offeredNow: OfferedGuard[];
}

/**
 * Offers an open request to guards, in one transaction with its audit entry and the messages
 * that tell them (the outbox: shift-messages.ts's offerMessages): each must have an account, a
 * card valid on the shift's date and no booking at an overlapping time (else 400 naming who and
 * why, and nothing is sent). A guard offered it before (declined, withdrawn) is offered it
 * again; a pending offer stays as it is.
 */
export function sendOffers(
  { db, dialect }: Database,
  reach: Reach,
  user: SessionUser,
  requestId: string,
  guardIds: readonly string[],
): Promise<SentOffers> {
  return audited(db, user, async (trx) => {
    const request = await requestForOffers(trx, dialect, requestId);
    if (!request) throw notFound(REQUEST_NOT_FOUND);
    if (request.assignedGuardName !== null) throw conflict(NO_LONGER_OPEN);
    if (!request.startTime || !request.endTime) throw badRequest(NEEDS_TIMES);
    if (hasStarted(request)) throw badRequest(ALREADY_STARTED);

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
    const blockers = await blockersFor(trx, request, guards);
    if (blockers.size > 0) {
      const names = guards
        .filter((guard) => blockers.has(guard.id))
        .map((guard) => `${guardDisplayName(guard)} (${blockers.get(guard.id) ?? ''})`);
      throw badRequest(`This shift cannot be offered to ${names.join('; ')}`);
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
    const offeredAt = nowIso();
    const offeredByName = actorName(user);
    // One statement for all of them (at most OFFER_BATCH_MAX rows): a round trip per guard made
    // the POST, and so the offer's delivery, slow on a busy PostgreSQL. An offer made again
    // keeps its id; the ids come back for the messages, which name their offer.
    const offerIds = new Map<string, string>();
    if (fresh.length > 0) {
      const upserted = await trx
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
          })),
        )
        .onConflict((conflict) =>
          conflict.columns(['requestId', 'guardId']).doUpdateSet({
            status: 'pending',
            offeredBy: user.id,
            offeredByName,
            offeredAt,
            answeredAt: null,
          }),
        )
        .returning(['id', 'guardId'])
        .execute();
      for (const row of upserted) offerIds.set(row.guardId, row.id);
    }
    await enqueue(
      trx,
      fresh.flatMap((guard) => {
        const offerId = offerIds.get(guard.id);
        return offerId ? offerMessages(reach, request, { ...guard, offerId }) : [];
      }),
    );
    const offers = await offersOf(trx, request.id);
    const offeredNow = fresh.flatMap((guard) =>
      guard.accountId ? [{ accountId: guard.accountId, email: guard.email }] : [],
    );
    const names = fresh.map((guard) => guardFullName(guard)).join(', ');
    return {
      result: { request, offers, offeredNow },
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
              },
            },
    };
  });
}
