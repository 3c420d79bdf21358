import type { FastifyBaseLogger } from 'fastify';
import { attendanceSettings } from '../../db/attendance-settings.js';
import { candidatesFor } from '../shift-offers/candidates.js';
import type { RankedGuard } from '../shift-offers/ranked-guards.js';
import { sendOffers } from '../shift-offers/send-offers.js';
import type { ShiftEvents } from '../shift-offers/shift-events.js';
import { TIMERS_ACTOR, type TimerDeps } from './fire-timer.js';

/**
 * How many guards a no-show is offered to at once when the settings say so (issue #33): the top
 * five of Find cover's ranking that nothing blocks and nothing warns of. Enough that one answers
 * within minutes at dawn; few enough that the office is not left undoing offers to half the roster
 * once someone takes it. The office offers it to more from Find cover as for any open shift.
 */
export const NO_SHOW_OFFERS = 5;

/**
 * Offers a no-show at once (autoOfferNoShows): Find cover's ranking (candidatesFor), the first
 * NO_SHOW_OFFERS guards with no blocker and no warning, through the office's own send path
 * (sendOffers: its checks, its messages, its audit entry, in its transaction). Answers how many
 * were offered it; none when the setting is off or nobody may take it. A failure is logged: the
 * no-show stands, open on the board, and the office offers it by hand.
 */
export async function offerNoShow(
  deps: TimerDeps & { guardsOf: () => Promise<RankedGuard[]>; events: ShiftEvents },
  requestId: string,
  log: FastifyBaseLogger,
): Promise<number> {
  const { database } = deps;
  if (!(await attendanceSettings(database.db)).autoOfferNoShows) return 0;
  try {
    const { candidates } = await candidatesFor(
      database.db,
      deps.guardsOf,
      requestId,
      undefined,
      deps.texts,
    );
    const guardIds = candidates
      .filter((one) => one.blocker === null && one.assessment.warnings.length === 0)
      .slice(0, NO_SHOW_OFFERS)
      .map((one) => one.guardId);
    if (guardIds.length === 0) return 0;
    const sent = await sendOffers(
      database,
      deps.reach,
      TIMERS_ACTOR,
      requestId,
      { guardIds },
      deps.texts,
    );
    deps.events.offered(sent.request, sent.offeredNow);
    return guardIds.length;
  } catch (error) {
    log.error({ err: error, requestId }, 'attendance: could not offer a no-show');
    return 0;
  }
}
