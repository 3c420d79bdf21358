import { sql, type Kysely } from 'kysely';
import { addDays } from '../../../shared/calendar.js';
import { guardDisplayName } from '../../../shared/guards.js';
import { rankCandidates } from '../../../shared/candidate-ranking.js';
import { COVERED_HERE_DAYS, guardMatches } from '../../../shared/guard-picker.js';
import { reachBlocker } from '../../../shared/offer-channels.js';
import {
  BLOCKED_SHOWN,
  CANDIDATES_SHOWN,
  type BlockedCandidate,
  type Candidate,
  type Candidates,
  type OfferStatus,
} from '../../../shared/shift-offers.js';
import type { OfferChannel, TextReach } from '../../../shared/offer-channels.js';
import { compileOnce } from '../../db/compiled-query.js';
import { EPOCH } from '../../db/month-versions.js';
import type { DialectName } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { requestForOffers } from './offer-rules.js';
import type { RankedGuard } from './ranked-guards.js';
import { assessGuards } from '../assignment-rules/assess-guards.js';
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
 * The version of a request's ranking, as one text value, or null for an unknown request. The
 * ranking reads the day's bookings of every post (that month's count rows, which grow with every
 * change to a request, and since migration 0014 to an offer), the post's last year (its count
 * rows of the thirteen months up to the shift's), the request itself and its offers (its own
 * count row), and the guards (0014's guard list version); and count rows removed change the
 * epoch. How an offer reaches each guard (issue #30) also reads the numbers that replied STOP and
 * the devices that take Web Push: their counts and latest instants (a STOP again moves its
 * instant; a START or a device removed lowers the count). The assignment rules (issue #32) read
 * every guard's shifts within ten days of it (all posts' count rows of those months) and what
 * `rules_version` (migration 0028) counts: the company's rules, qualifications, requirements,
 * availability and time off.
 */
export function candidatesVersion(db: Kysely<DB>, dialect: DialectName) {
  // The months of the guards' shifts the rules read: a week and three days either side
  // (work-week.ts assessmentDates) lie within ten days of the shift's date.
  const month = (days: number) =>
    dialect === 'sqlite'
      ? sql`substr(date(r.date, ${sql.lit(`${String(days)} days`)}), 1, 7)`
      : sql`substr(cast(cast(r.date as date) + ${sql.lit(days)} as text), 1, 7)`;
  const read = compileOnce(db, 1, (requestId: string) =>
    db.selectNoFrom(
      sql<string | null>`(
        select ${EPOCH} || ' ' ||
          (select count(*) || ' ' || coalesce(sum(c.version), 0) from coverage_month_counts c
            where c.month >= ${month(-10)} and c.month <= ${month(10)}) || ' ' ||
          (select coalesce(sum(c.version), 0) from coverage_month_counts c
            where c.location_id = r.location_id
              and c.month >= (cast(substr(r.date, 1, 4) as integer) - 1) || substr(r.date, 5, 3)
              and c.month <= substr(r.date, 1, 7)) || ' ' ||
          (select version from guard_list_version where id = 1) || ' ' ||
          (select version from rules_version where id = 1) || ' ' ||
          (select count(*) || ' ' || coalesce(max(opted_out_at), '') from sms_opt_outs) || ' ' ||
          (select count(*) || ' ' || coalesce(max(created_at), '') from push_subscriptions)
        from coverage_requests r where r.id = ${requestId})`.as('version'),
    ),
  );
  return async (requestId: string): Promise<string | null> =>
    (await read.execute(requestId))[0]?.version ?? null;
}

/**
 * 'Find cover' (issue #21): every guard ranked for the shift by the one eligibility (assessGuards
 * for 'offer', issue #39): those nothing blocks first, then those without a warning (overtime,
 * unavailable, time off asked, a licence expiring), then the fewest hours this week, then those
 * who covered the post (most recently first within the picker's year), then by name. The guards
 * the rules let take it come with their assessment (hours before and after, overtime, rest,
 * warnings) and how an offer would reach them (app, push, text: issue #30; one no offer reaches
 * is marked, and may still take it on a call); the first CANDIDATES_SHOWN are sent. Those the
 * rules stop (called out of it, no guard card on file or expired, a clash, time off, a licence
 * the post requires, too little rest) come apart, in the same order, each with why: the first
 * BLOCKED_SHOWN. A name (3+ characters) narrows both lists.
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
  const [guards, history, offers, optedOut, pushable, assessments] = await Promise.all([
    guardsOf(),
    coveredHere(db, request),
    db
      .selectFrom('shiftOffers')
      .select(['guardId', 'status'])
      .where('requestId', '=', request.id)
      .execute(),
    optedOutNumbers(db),
    pushAccounts(db),
    assessGuards(db, request, 'offer'),
  ]);
  const searched = typed?.trim() ? guards.filter((guard) => guardMatches(guard, typed)) : guards;
  const lastHere = new Map(history.map((one) => [one.guardId, one.lastDate]));
  const offerOf = new Map<string, OfferStatus>(
    offers.map((offer) => [offer.guardId, offer.status]),
  );
  const ranked = searched.map((guard) => {
    const hasAccount = guard.accountId !== null;
    const text = textReach(texts, guard.contactNumber, optedOut);
    const assessment = assessments.assess(guard.id);
    const candidate: Candidate = {
      guardId: guard.id,
      guardName: guardDisplayName(guard),
      lastCoveredHere: lastHere.get(guard.id) ?? null,
      hasAccount,
      phone: guard.contactNumber,
      channels: channelsOf(guard.accountId, text, pushable),
      text,
      blocker: reachBlocker(hasAccount, text),
      assessment,
      offerStatus: offerOf.get(guard.id) ?? null,
    };
    return {
      candidate,
      guardId: candidate.guardId,
      listName: `${guard.firstName} ${guard.lastName}`,
      blocked: assessment.blockers.length > 0 || candidate.blocker !== null,
      warned: assessment.warnings.length > 0,
      hoursBefore: assessment.hoursBefore,
      lastCoveredHere: candidate.lastCoveredHere,
    };
  });
  const eligible: Candidate[] = [];
  const blocked: BlockedCandidate[] = [];
  for (const { candidate } of rankCandidates(ranked)) {
    const { guardId, guardName, assessment } = candidate;
    if (assessment.blockers.length === 0) eligible.push(candidate);
    else blocked.push({ guardId, guardName, blockers: assessment.blockers });
  }
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
    candidates: eligible.slice(0, CANDIDATES_SHOWN),
    total: eligible.length,
    blocked: blocked.slice(0, BLOCKED_SHOWN),
    blockedTotal: blocked.length,
  };
}
