import type { Kysely } from 'kysely';
import type { DB } from '../src/server/db/schema.js';
import { candidatesFor } from '../src/server/modules/shift-offers/candidates.js';
import { guardsForRanking } from '../src/server/modules/shift-offers/ranked-guards.js';
import { NO_CARD_ON_FILE } from '../src/shared/guard-card-rules.js';
import type { Candidates } from '../src/shared/shift-offers.js';

/** The least number of guards Find cover must rank able to take tonight's no-show. */
export const TONIGHT_ABLE = 3;

/**
 * Checks tonight's no-show as Find cover shows it, with the server's own ranking (candidatesFor,
 * every rule) once every row is in: at least TONIGHT_ABLE guards can take it, the guard account
 * planned to take it among them, and a guard without a card on file listed among those who
 * cannot. Throws otherwise (a mistake in the plan), which rolls the seed back; answers what Find
 * cover shows.
 */
export async function checkTonight(
  db: Kysely<DB>,
  noShowId: string,
  accountGuardId: string,
): Promise<Candidates> {
  const found = await candidatesFor(db, guardsForRanking(db), noShowId, undefined, {
    provider: null,
    phoneRegion: 'US',
  });
  const problems = [
    ...(found.total < TONIGHT_ABLE ? [`only ${String(found.total)} guards can take it`] : []),
    ...(found.candidates.some((candidate) => candidate.guardId === accountGuardId)
      ? []
      : ['the guard account planned to take it cannot']),
    ...(found.blocked.some((guard) =>
      guard.blockers.some((blocker) => blocker.message === NO_CARD_ON_FILE),
    )
      ? []
      : ['no guard without a card on file is listed among those who cannot']),
  ];
  if (problems.length > 0) {
    throw new Error(`The demo's no-show tonight is wrong: ${problems.join('; ')}`);
  }
  return found;
}
