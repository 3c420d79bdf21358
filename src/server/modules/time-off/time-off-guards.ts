import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { TimeOff } from '../../../shared/time-off.js';
import { requireUser } from '../../auth/request-user.js';
import type { DB } from '../../db/schema.js';
import { forbidden, notFound } from '../../errors.js';
import {
  guardByAccount,
  guardById,
  type StoredTimeOff,
  type TimeOffGuard,
} from './time-off.repository.js';

/** As My Shifts says it (shift-offers/guard-of-account.ts). */
export const NOT_A_GUARD =
  'This account is not tied to a guard. Ask the office to invite you again.';
export const GUARD_NOT_FOUND = 'Guard not found';

/** The guard row of the signed-in guard account; 403 when no guard has it. */
export function guardOfRequest(db: Kysely<DB>) {
  return async (request: FastifyRequest): Promise<TimeOffGuard> => {
    const guard = await guardByAccount(db, requireUser(request).id);
    if (!guard) throw forbidden(NOT_A_GUARD);
    return guard;
  };
}

/** A guard the office names by id; 404 when there is none. */
export async function namedGuard(db: Kysely<DB>, guardId: string): Promise<TimeOffGuard> {
  const guard = await guardById(db, guardId);
  if (!guard) throw notFound(GUARD_NOT_FOUND);
  return guard;
}

/** A request as the API answers it: without the guard's account id. */
export function publicTimeOff(request: StoredTimeOff): TimeOff {
  return {
    id: request.id,
    guardId: request.guardId,
    guardName: request.guardName,
    from: request.from,
    to: request.to,
    reason: request.reason,
    status: request.status,
    requestedAt: request.requestedAt,
    recordedByOffice: request.recordedByOffice,
    decidedAt: request.decidedAt,
    decidedByName: request.decidedByName,
  };
}
