import type { Kysely } from 'kysely';
import type { SessionUser } from '../../auth/request-user.js';
import type { DB } from '../../db/schema.js';
import { forbidden } from '../../errors.js';
import { guardColumns, type OfferGuard } from './offer-rules.js';

export const NOT_A_GUARD =
  'This account is not tied to a guard. Ask the office to invite you again.';

/**
 * The guard row of a signed-in guard account (guards.account_id); 403 when there is none (the
 * guard was removed, or an admin gave the role to an account no guard belongs to).
 */
export async function guardOfAccount(db: Kysely<DB>, user: SessionUser): Promise<OfferGuard> {
  const guard = await db
    .selectFrom('guards as guard')
    .select(guardColumns)
    .where('guard.accountId', '=', user.id)
    .executeTakeFirst();
  if (!guard) throw forbidden(NOT_A_GUARD);
  return guard;
}
