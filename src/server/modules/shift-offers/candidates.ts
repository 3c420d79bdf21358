import type { Kysely } from 'kysely';
import { addDays } from '../../../shared/calendar.js';
import { guardDisplayName } from '../../../shared/guards.js';
import { COVERED_HERE_DAYS, guardMatches, rankForShift } from '../../../shared/guard-picker.js';
import {
  CANDIDATES_SHOWN,
  offerBlocker,
  type Candidate,
  type Candidates,
  type OfferStatus,
} from '../../../shared/shift-offers.js';
import type { OfferChannel, TextReach } from '../../../shared/offer-channels.js';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { bookingsOn, requestForOffers } from './offer-rules.js';
import type { RankedGuard } from './ranked-guards.js';
import { REQUEST_NOT_FOUND } from './send-offers.js';
import { optedOutNumbers, textReach, type TextSettings } from './text-reach.js';

/**
 * When each guard last covered the post before the shift's date (within a year): the post's
 * requests of that year, read by the (post, date) index.
 */
async function coveredHere(
  db: Kysely<DB>,
  request: { locationId: string; date: string },
): Promise<{ guardId: string; lastDate: string }[]> {
  const rows = await db
    .selectFrom('coverageRequests')
    .select((eb) => ['assignedGuardId', eb.fn.max('date').as('lastDate')])
    .where('locationId', '=', request.locationId)
    .where('date', '<', request.date)
    .where('date', '>=', addDays(request.date, -COVERED_HERE_DAYS))
    .where('assignedGuardId', 'is not', null)
    .groupBy('assignedGuardId')
    .execute();
  return rows.flatMap(({ assignedGuardId, lastDate }) =>
    assignedGuardId ? [{ guardId: assignedGuardId, lastDate }] : [],
  );
}

/** The accounts with a device that takes Web Push (an offer reaches them there too). */
async function pushAccounts(db: Kysely<DB>): Promise<Set<string>> {
  const rows = await db.selectFrom('pushSubscriptions').select('userId').distinct().execute();
  return new Set(rows.map((row) => row.userId));
}

/** How an offer made now would reach a guard: the app (and push) by account, a text by number. */
function channelsOf(
  accountId: string | null,
  text: TextReach,
  pushable: ReadonlySet<string>,
): OfferChannel[] {
  const channels: OfferChannel[] = [];
  if (accountId) channels.push('app');
  if (accountId && pushable.has(accountId)) channels.push('push');
  if (text === 'ok') channels.push('sms');
  return channels;
}

/**
 * 'Find cover' (issue #21): every guard ranked for the shift as the guard picker ranks them
 * (free at that time, card valid on the date, covered this post most recently), those who can be
 * offered it first; each says why not when they cannot, and how an offer would reach them (app,
 * push, text: issue #30). The first CANDIDATES_SHOWN are sent; a name (3+ characters) narrows
 * the list.
 */
export async function candidatesFor(
  db: Kysely<DB>,
  guardsOf: () => Promise<RankedGuard[]>,
  requestId: string,
  typed: string | undefined,
  texts: Pick<TextSettings, 'provider' | 'phoneRegion'>,
): Promise<Candidates> {
  const request = await requestForOffers(db, null, requestId);
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  const [guards, bookings, history, offers, optedOut, pushable] = await Promise.all([
    guardsOf(),
    bookingsOn(db, request),
    coveredHere(db, request),
    db
      .selectFrom('shiftOffers')
      .select(['guardId', 'status'])
      .where('requestId', '=', request.id)
      .execute(),
    optedOutNumbers(db),
    pushAccounts(db),
  ]);
  const searched = typed?.trim() ? guards.filter((guard) => guardMatches(guard, typed)) : guards;
  const availability = {
    bookings: bookings.flatMap(({ assignedGuardId, ...booking }) =>
      assignedGuardId ? [{ guardId: assignedGuardId, ...booking }] : [],
    ),
    history,
  };
  const offerOf = new Map<string, OfferStatus>(
    offers.map((offer) => [offer.guardId, offer.status]),
  );
  const ranked = rankForShift(searched, request, availability).map(
    ({ guard, clash, cardExpired, lastCoveredHere }): Candidate => {
      const hasAccount = guard.accountId !== null;
      const text = textReach(texts, guard.contactNumber, optedOut);
      return {
        guardId: guard.id,
        guardName: guardDisplayName(guard),
        clash: clash && {
          locationName: clash.locationName,
          startTime: clash.startTime,
          endTime: clash.endTime,
        },
        cardExpired,
        lastCoveredHere,
        hasAccount,
        phone: guard.contactNumber,
        channels: channelsOf(guard.accountId, text, pushable),
        text,
        blocker: offerBlocker({
          cardExpired,
          clash,
          hasAccount,
          calledOut: request.calledOutGuardId === guard.id,
          text,
        }),
        offerStatus: offerOf.get(guard.id) ?? null,
      };
    },
  );
  // Those who can take it first, in the picker's order within each part (sort is stable).
  ranked.sort((a, b) => Number(a.blocker !== null) - Number(b.blocker !== null));
  return {
    shift: {
      id: request.id,
      date: request.date,
      startTime: request.startTime,
      endTime: request.endTime,
      locationName: request.locationName,
      open: request.assignedGuardName === null,
    },
    textMessages: texts.provider !== null,
    candidates: ranked.slice(0, CANDIDATES_SHOWN),
    total: ranked.length,
  };
}
