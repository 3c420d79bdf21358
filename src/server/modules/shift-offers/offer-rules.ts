import type { Kysely } from 'kysely';
import { cardStatus } from '../../../shared/guard-card.js';
import type { TextReach } from '../../../shared/offer-channels.js';
import { blockerReason, type CandidateAssessment } from '../../../shared/candidate-assessment.js';
import { takeBlocker } from '../../../shared/shift-offers.js';
import { localTimeZone, shiftPhase, type ShiftPhase } from '../../../shared/shift-phase.js';
import { reachBlocker } from '../../../shared/offer-channels.js';
import { assessGuards } from '../assignment-rules/assess-guards.js';
import type { DialectName } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

/** A request as offers need it: its shift, its post's name, and whether it still needs a guard. */
export interface OfferedRequest {
  id: string;
  date: string;
  startTime: string | null;
  endTime: string | null;
  locationId: string;
  locationName: string;
  assignedGuardName: string | null;
  /** Who has it (attendance's timers fire for that guard only: issue #33). */
  assignedGuardId: string | null;
  /** The guard who last called out of it, who is not offered it again. */
  calledOutGuardId: string | null;
  /** Why they called out: a no-show's offers stay open after the start (issue #33). */
  callOutReason?: string | null;
  /** What the guard is told (the offer text carries it when it fits); never the office's notes. */
  guardNote: string | null;
}

/** A guard as offers need them: who, their card, their account, their mobile number. */
export interface OfferGuard {
  id: string;
  firstName: string;
  lastName: string;
  expDate: string | null;
  accountId: string | null;
  email: string | null;
  contactNumber: string | null;
}

/**
 * The request with its post, locked on PostgreSQL until the transaction ends (offers, accepts and
 * call-outs of one request take turns); undefined for an unknown id. A plain read (no
 * transaction) passes `null` for the dialect and takes no lock.
 */
export function requestForOffers(
  db: Kysely<DB>,
  dialect: DialectName | null,
  id: string,
): Promise<OfferedRequest | undefined> {
  const query = db
    .selectFrom('coverageRequests as request')
    .innerJoin('locations as location', 'location.id', 'request.locationId')
    .select([
      'request.id',
      'request.date',
      'request.startTime',
      'request.endTime',
      'request.locationId',
      'location.name as locationName',
      'request.assignedGuardName',
      'request.assignedGuardId',
      'request.calledOutGuardId',
      'request.callOutReason',
      'request.guardNote',
    ])
    .where('request.id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate('request') : query).executeTakeFirst();
}

/** What every fill path answers for a shift that is over (issue #39). */
export const SHIFT_ENDED = 'This shift has ended';

/**
 * Where the shift stands now by the server's clock and time zone (the company's: TZ). A shift
 * without a guard can be offered, taken and assigned until it ends (issue #39): once started it
 * is the one that needs a guard most.
 */
export function phaseNow(
  request: Pick<OfferedRequest, 'date' | 'startTime' | 'endTime'>,
): ShiftPhase {
  return shiftPhase(request, new Date(), localTimeZone());
}

export const guardColumns = [
  'guard.id',
  'guard.firstName',
  'guard.lastName',
  'guard.expDate',
  'guard.accountId',
  'guard.email',
  'guard.contactNumber',
] as const;

/** What the rules say of each guard for a shift: why they cannot have it, and the assessment. */
export interface GuardChecks {
  /** Why each guard cannot have it, by id; a guard who can is not in it. */
  blockers: Map<string, string>;
  /** Each guard's assessment by every rule of issue #32 (hours, rest, licences, time off). */
  assessments: Map<string, CandidateAssessment>;
}

/**
 * Why each guard cannot take the shift: called out of it, card expired by its date, or what the
 * assignment rules block (a clash, time off, a licence the post requires, too little rest); with
 * `reachOf`, also why an offer cannot reach them (no account, and no text either). Read in the
 * caller's transaction, so the write it guards checks what it commits against.
 */
export async function checkGuards<G extends Pick<OfferGuard, 'id' | 'expDate' | 'accountId'>>(
  db: Kysely<DB>,
  request: OfferedRequest,
  guards: readonly G[],
  reachOf?: (guard: G) => TextReach,
): Promise<GuardChecks> {
  const { assess } = await assessGuards(
    db,
    request,
    guards.map((guard) => guard.id),
  );
  const blockers = new Map<string, string>();
  const assessments = new Map<string, CandidateAssessment>();
  for (const guard of guards) {
    const assessment = assess(guard.id);
    assessments.set(guard.id, assessment);
    const take = {
      cardExpired: cardStatus(guard.expDate, request.date).kind === 'expired',
      calledOut: request.calledOutGuardId === guard.id,
    };
    const blocker =
      takeBlocker({ ...take, clash: null }) ??
      blockerReason(assessment) ??
      (reachOf ? reachBlocker(guard.accountId !== null, reachOf(guard)) : null);
    if (blocker) blockers.set(guard.id, blocker);
  }
  return { blockers, assessments };
}

/** Why each guard cannot take the shift (checkGuards), by id. */
export async function blockersFor<G extends Pick<OfferGuard, 'id' | 'expDate' | 'accountId'>>(
  db: Kysely<DB>,
  request: OfferedRequest,
  guards: readonly G[],
  reachOf?: (guard: G) => TextReach,
): Promise<Map<string, string>> {
  return (await checkGuards(db, request, guards, reachOf)).blockers;
}
