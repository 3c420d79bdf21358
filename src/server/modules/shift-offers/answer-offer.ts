import type { Transaction } from 'kysely';
import { coverageLabel } from '../../../shared/audit.js';
import { guardFullName } from '../../../shared/guards.js';
import { blockerReason } from '../../../shared/candidate-assessment.js';
import { ALREADY_TAKEN, type OfferStatus } from '../../../shared/shift-offers.js';
import type { SessionUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../db/timestamps.js';
import { conflict, notFound } from '../../errors.js';
import { audited, type AuditRecord, type TrailActor } from '../../db/audited.js';
import { assessGuards } from '../assignment-rules/assess-guards.js';
import {
  phaseNow,
  requestForOffers,
  SHIFT_ENDED,
  type OfferGuard,
  type OfferedRequest,
} from './offer-rules.js';
import { takeShift } from './take-shift.js';
import { frozenWeek, shiftLines } from '../../db/frozen-weeks.js';

export const OFFER_NOT_FOUND = 'Offer not found';

/** Why an offer that is no longer pending cannot be answered. */
const CLOSED: Record<Exclude<OfferStatus, 'pending'>, string> = {
  accepted: 'You already took this shift',
  declined: 'You declined this offer',
  withdrawn: 'The office withdrew this offer',
  taken: ALREADY_TAKEN,
  ended: 'This offer has ended: the shift changed or ended',
};

/** What answering did: the shift, and the answer's refusal when there was one (409). */
export interface Answered {
  request: OfferedRequest;
  /** 'Kim Soto', for the trail's sentence and notifications. */
  guardName: string;
  /** The accounts of the guards whose offers the accept ended. */
  others: string[];
  refusal: string | null;
  /** The rule that refused it, when one did (the 409 is then ASSIGNMENT_BLOCKED naming it). */
  refusalRule?: string;
}

const setStatus = (trx: Transaction<DB>, offerId: string, status: OfferStatus) =>
  trx
    .updateTable('shiftOffers')
    .set({ status, answeredAt: nowIso() })
    .where('id', '=', offerId)
    .execute();

/** How an answer came: in the app, or by a text message (issue #30; the history says so). */
export type AnswerChannel = 'app' | 'text';

/** What one answer does inside the caller's transaction, and the trail's entry for it. */
type Answering = Promise<{ result: Answered; audit: AuditRecord | null }>;

const answerAudit = (
  action: AuditRecord['action'],
  request: OfferedRequest,
  guardName: string,
  via: AnswerChannel,
) => shiftAudit(action, request, via === 'text' ? { guardName, via } : { guardName });

const shiftAudit = (
  action: AuditRecord['action'],
  request: OfferedRequest,
  after: Record<string, string | null>,
): AuditRecord => ({
  action,
  entity: 'coverage_request',
  entityId: request.id,
  label: coverageLabel(request),
  before: null,
  after,
});

/**
 * The guard's own offer with its request (locked on PostgreSQL), or 404: another guard's offer
 * is as unknown as a missing one.
 */
async function ownOffer(trx: Transaction<DB>, database: Database, guard: OfferGuard, id: string) {
  const offer = await trx
    .selectFrom('shiftOffers')
    .select(['id', 'requestId', 'status'])
    .where('id', '=', id)
    .where('guardId', '=', guard.id)
    .executeTakeFirst();
  if (!offer) throw notFound(OFFER_NOT_FOUND);
  const request = await requestForOffers(trx, database.dialect, offer.requestId);
  if (!request) throw notFound(OFFER_NOT_FOUND);
  return { offer, request };
}

/**
 * Accepts an offer: the guard gets the shift only if it is still open, in one conditional update
 * inside the transaction, so of any number of guards accepting at once exactly one wins; the
 * others' offers turn 'taken' and they are answered 409 'This shift was already taken'. Also
 * refused: an offer no longer pending, a shift that ended, or one the rules now block for the
 * guard (assessGuards for 'take': no guard card on file, expired by then, a clash, time off…: 409
 * ASSIGNMENT_BLOCKED). The office's push ('Kim Soto took a shift') is written to the outbox with
 * the win.
 */
export function acceptOffer(
  database: Database,
  user: SessionUser,
  guard: OfferGuard,
  offerId: string,
): Promise<Answered> {
  return audited<Answered>(database.db, user, (trx) =>
    acceptWithin(trx, database, user, guard, offerId, 'app'),
  );
}

/**
 * The accept's rule in the caller's transaction (the app's route, or an answering text whose
 * record and reply are written with it): the same conditional update for every channel, and
 * for a guard without an account too (`actor` then names them, without an id).
 */
export async function acceptWithin(
  trx: Transaction<DB>,
  database: Database,
  actor: TrailActor,
  guard: OfferGuard,
  offerId: string,
  via: AnswerChannel,
): Answering {
  const { offer, request } = await ownOffer(trx, database, guard, offerId);
  const name = guardFullName(guard);
  const answer = (refusal: string | null, others: string[] = []) => ({
    request,
    guardName: name,
    others,
    refusal,
  });
  if (offer.status !== 'pending') return { result: answer(CLOSED[offer.status]), audit: null };
  if (request.assignedGuardName !== null) {
    await setStatus(trx, offer.id, 'taken');
    return { result: answer(ALREADY_TAKEN), audit: null };
  }
  // An approved week's lines do not change (issue #40): its guard's, or the guard taking it.
  const taking = { guardId: guard.id, date: request.date };
  const frozen = await frozenWeek(trx, [...(await shiftLines(trx, request.id)), taking]);
  if (frozen) return { result: answer(frozen), audit: null };
  if (phaseNow(request) === 'ended') {
    await setStatus(trx, offer.id, 'ended');
    return { result: answer(SHIFT_ENDED), audit: null };
  }
  // Blockers only: the office confirmed the warnings when it offered ('take').
  const assessment = (await assessGuards(trx, request, 'take', [guard.id])).assess(guard.id);
  const blocker = blockerReason(assessment);
  if (blocker) {
    const refused = answer(`You cannot take this shift: ${blocker}`);
    return { result: { ...refused, refusalRule: assessment.blockers[0]?.rule }, audit: null };
  }

  // The same rule as a call the office logs (take-shift.ts): the guard's offer turns accepted.
  const taken = await takeShift(trx, actor, request, guard);
  if (!taken) {
    await setStatus(trx, offer.id, 'taken');
    return { result: answer(ALREADY_TAKEN), audit: null };
  }
  return {
    result: answer(null, taken.others),
    audit: answerAudit('accept-offer', request, name, via),
  };
}

/** Declines an offer (a pending one; else 409 saying what became of it). */
export function declineOffer(
  database: Database,
  user: SessionUser,
  guard: OfferGuard,
  offerId: string,
): Promise<Answered> {
  return audited<Answered>(database.db, user, (trx) =>
    declineWithin(trx, database, guard, offerId, 'app'),
  );
}

/** The decline in the caller's transaction (the app's route, or an answering text). */
export async function declineWithin(
  trx: Transaction<DB>,
  database: Database,
  guard: OfferGuard,
  offerId: string,
  via: AnswerChannel,
): Answering {
  const { offer, request } = await ownOffer(trx, database, guard, offerId);
  const name = guardFullName(guard);
  if (offer.status !== 'pending') {
    return {
      result: { request, guardName: name, others: [], refusal: CLOSED[offer.status] },
      audit: null,
    };
  }
  await setStatus(trx, offer.id, 'declined');
  return {
    result: { request, guardName: name, others: [], refusal: null },
    audit: answerAudit('decline-offer', request, name, via),
  };
}

/** What withdrawing did: the shift, and the account of the guard it was offered to. */
export interface Withdrawn {
  request: OfferedRequest;
  guardAccountId: string | null;
}

/** The office withdraws a pending offer; 404 for an unknown one, 409 when already answered. */
export function withdrawOffer(
  database: Database,
  user: SessionUser,
  offerId: string,
): Promise<Withdrawn> {
  return audited(database.db, user, async (trx) => {
    const offer = await trx
      .selectFrom('shiftOffers as offer')
      .innerJoin('guards as guard', 'guard.id', 'offer.guardId')
      .select([
        'offer.id',
        'offer.requestId',
        'offer.status',
        'guard.firstName',
        'guard.lastName',
        'guard.accountId',
      ])
      .where('offer.id', '=', offerId)
      .executeTakeFirst();
    if (!offer) throw notFound(OFFER_NOT_FOUND);
    const request = await requestForOffers(trx, database.dialect, offer.requestId);
    if (!request) throw notFound(OFFER_NOT_FOUND);
    if (offer.status !== 'pending') {
      throw conflict(`This offer can no longer be withdrawn: it was ${offer.status}`);
    }
    await setStatus(trx, offer.id, 'withdrawn');
    return {
      result: { request, guardAccountId: offer.accountId },
      audit: shiftAudit('withdraw-offer', request, { guardName: guardFullName(offer) }),
    };
  });
}
