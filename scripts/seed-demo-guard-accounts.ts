import type { Insertable, Kysely } from 'kysely';
import type { Auth } from '../src/server/auth/auth.js';
import type { DB } from '../src/server/db/schema.js';
import { blockerReason } from '../src/shared/candidate-assessment.js';
import { assessGuards } from '../src/server/modules/assignment-rules/assess-guards.js';
import type { OfferGuard, OfferedRequest } from '../src/server/modules/shift-offers/offer-rules.js';
import type { DemoPlan } from './seed-demo-plan.js';
import { guardAccountEmail } from './seed-demo-shifts.js';

export interface GuardAccounts {
  /** Each account by the index of its guard in the plan. */
  byGuard: Map<number, { id: string; email: string }>;
  /** As the summary lists them, guard1 first. */
  list: { firstName: string; lastName: string; email: string }[];
}

/**
 * One account per guard the plan gives one (role guard, the guard's name, `password`), made
 * through better-auth as an accepted invitation makes it: the five of the stories first
 * (guard1…guard5), then the others with the app. Each new id is added to `created` at
 * once, so that a failure later can remove them all.
 */
export async function createGuardAccounts(
  auth: Auth,
  plan: DemoPlan,
  password: string,
  created: string[],
): Promise<GuardAccounts> {
  const accounts: GuardAccounts = { byGuard: new Map(), list: [] };
  for (const [index, guardIndex] of [...plan.guardAccounts, ...plan.moreAccounts].entries()) {
    const guard = plan.guards[guardIndex];
    if (!guard) throw new RangeError(`No planned guard ${String(guardIndex)}`);
    const { firstName, lastName } = guard;
    const email = guardAccountEmail(index);
    const { user } = await auth.api.createUser({
      body: {
        email,
        password,
        name: `${firstName} ${lastName}`,
        role: 'guard',
        data: { firstName, lastName },
      },
    });
    created.push(user.id);
    accounts.byGuard.set(guardIndex, { id: user.id, email });
    accounts.list.push({ firstName, lastName, email });
  }
  return accounts;
}

/**
 * Checks the waiting offers with the server's own rules (assessGuards, as a guard's accept asks
 * them) once every row is in: each is for an open request and to a guard the rules let take it
 * (a guard card on file and valid then, no shift at an overlapping time, …), so they can accept it. Throws otherwise (a mistake
 * in the plan), which rolls the seed back.
 */
export async function checkPendingOffers(
  db: Kysely<DB>,
  requests: readonly OfferedRequest[],
  guards: readonly OfferGuard[],
  offers: readonly Insertable<DB['shiftOffers']>[],
): Promise<void> {
  const pending = offers.filter((offer) => offer.status === 'pending');
  const requestsById = new Map(requests.map((request) => [request.id, request]));
  const guardsById = new Map(guards.map((guard) => [guard.id, guard]));
  for (const requestId of new Set(pending.map((offer) => offer.requestId))) {
    const request = requestsById.get(requestId);
    if (!request || request.assignedGuardName !== null) {
      throw new Error(`The demo offers a request that is not open (${requestId})`);
    }
    const offered = pending.flatMap((offer) => {
      const guard = offer.requestId === requestId ? guardsById.get(offer.guardId) : undefined;
      return guard ? [guard] : [];
    });
    const { assess } = await assessGuards(
      db,
      request,
      'take',
      offered.map((guard) => guard.id),
    );
    const blockers = offered.flatMap((guard) => blockerReason(assess(guard.id)) ?? []);
    if (blockers.length > 0) {
      throw new Error(
        `The demo offers ${request.date} ${request.startTime ?? ''} at ${request.locationName} ` +
          `to guards who cannot take it: ${blockers.join('; ')}`,
      );
    }
  }
}
