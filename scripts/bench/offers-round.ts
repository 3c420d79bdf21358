import { z } from 'zod';
import { CoverageHistorySchema } from '../../src/shared/audit.js';
import { addDays, localIsoDate } from '../../src/shared/calendar.js';
import { CoverageRequestSchema } from '../../src/shared/coverage-requests.js';
import { MyShiftsSchema } from '../../src/shared/my-shifts.js';
import { ALREADY_TAKEN, ShiftOffersSchema } from '../../src/shared/shift-offers.js';
import { callApi, sendApi } from './api-client.js';
import { DELIVERY_TIMEOUT_MS } from './fanout-deliveries.js';
import type { BenchGuard, SeededGuards } from './offers-seed.js';
import type { ShiftEventLog } from './shift-event-log.js';

/** One round: an open request offered to some guards, who then all accept it at once. */
export interface RoundPlan {
  seeded: SeededGuards;
  /** The server each guard's phone talks to (`guards[k]` to `servers[k % servers.length]`). */
  serverUrls: readonly string[];
  events: ShiftEventLog;
  offered: number;
}

export interface RoundOutcome {
  /** Milliseconds from just before the offers' POST to 'offered' at each guard who heard it. */
  deliveries: number[];
  postMs: number;
  /** Each accept's answer time, all sent at once. */
  acceptMs: number[];
  /** Milliseconds from the accepts to 'accepted' (the offer was taken) at the other guards. */
  takenNotices: number[];
  /** What went wrong, in words; empty for a clean round. */
  problems: string[];
}

const ErrorSchema = z.object({ error: z.string() });

/**
 * Runs one round: the bench's admin adds an open request (8:00–16:00 on its own date, so that no
 * guard is booked then), the dispatcher offers it to the next `offered` guards through the first
 * server, each guard's phone hears 'shifts:changed' and reads its offers (GET /api/my/shifts),
 * then every one of them accepts at once, each through its own server. Checked: every offered
 * guard heard the offer once and nobody else did; one accept won and the others were told 409
 * 'This shift was already taken'; the request was assigned to the winner once (version 2), with
 * one accept-offer entry in its history; the others' phones heard that it was taken.
 */
export async function runRound(plan: RoundPlan): Promise<RoundOutcome> {
  const { seeded, serverUrls, events, offered } = plan;
  const [firstUrl = ''] = serverUrls;
  const round = seeded.requestIds.length;
  const request = await callApi(
    firstUrl,
    seeded.adminCookie,
    {
      method: 'POST',
      path: '/api/coverage',
      body: {
        date: addDays(localIsoDate(new Date()), 1 + round),
        startTime: '08:00',
        endTime: '16:00',
        locationId: seeded.locationId,
        assignedGuardId: null,
        notes: `Bench offers round ${String(round)}`,
      },
    },
    CoverageRequestSchema,
  );
  seeded.requestIds.push(request.id);
  const { guards } = seeded;
  const indexes = Array.from({ length: offered }, (_, i) => (round * offered + i) % guards.length);
  const chosen = indexes.map((index) => guards[index] as BenchGuard);
  const urlOf = (index: number) => serverUrls[index % serverUrls.length] ?? firstUrl;
  const problems: string[] = [];

  const sentAt = performance.now();
  const sent = await callApi(
    firstUrl,
    seeded.dispatcher.cookie,
    {
      method: 'POST',
      path: `/api/coverage/${request.id}/offers`,
      body: { guardIds: chosen.map((guard) => guard.guardId) },
    },
    ShiftOffersSchema,
  );
  const postMs = performance.now() - sentAt;
  if (sent.offers.length !== offered) problems.push(`${String(sent.offers.length)} offers sent`);
  await events.waitFor(request.id, 'offered', offered, DELIVERY_TIMEOUT_MS);
  const heard = events.of(request.id, 'offered');
  const deliveries = chosen.flatMap((guard) => {
    const receipt = heard.get(guard.guardId);
    return receipt ? [receipt.at - sentAt] : [];
  });
  const chosenIds = new Set(chosen.map((guard) => guard.guardId));
  const leaked = [...heard.keys()].filter((guardId) => !chosenIds.has(guardId)).length;
  const duplicates = [...heard.values()].filter((receipt) => receipt.count > 1).length;
  if (deliveries.length < offered) problems.push(`${String(offered - deliveries.length)} missing`);
  if (leaked > 0) problems.push(`${String(leaked)} guards not offered it heard of it`);
  if (duplicates > 0) problems.push(`${String(duplicates)} heard it twice`);

  // Each phone reads its offers, as the app does when the event arrives.
  const offerIds = await Promise.all(
    chosen.map(async (guard, i) => {
      const mine = await callApi(
        urlOf(indexes[i] ?? 0),
        guard.cookie,
        { method: 'GET', path: '/api/my/shifts' },
        MyShiftsSchema,
      );
      const offer = mine.offers.find((item) => item.requestId === request.id);
      if (!offer) throw new Error(`guard ${guard.guardId} has no offer of ${request.id}`);
      return offer.offerId;
    }),
  );

  const acceptedAt = performance.now();
  const answers = await Promise.all(
    chosen.map(async (guard, i) => {
      const started = performance.now();
      const answer = await sendApi(urlOf(indexes[i] ?? 0), guard.cookie, {
        method: 'POST',
        path: `/api/offers/${offerIds[i] ?? ''}/accept`,
        body: {},
      });
      return { ...answer, guard, ms: performance.now() - started };
    }),
  );
  const winners = answers.filter((answer) => answer.status === 200);
  const refused = answers.filter((answer) => {
    if (answer.status !== 409) return false;
    return ErrorSchema.safeParse(JSON.parse(answer.text)).data?.error === ALREADY_TAKEN;
  });
  const winner = winners[0]?.guard;
  if (winners.length !== 1) problems.push(`${String(winners.length)} accepts won`);
  if (refused.length !== offered - 1) {
    const other = answers.find((answer) => answer.status !== 200 && !refused.includes(answer));
    problems.push(`${String(refused.length)} clean refusals; also ${other?.text ?? ''}`);
  }

  await events.waitFor(request.id, 'accepted', offered - 1, DELIVERY_TIMEOUT_MS);
  const told = events.of(request.id, 'accepted');
  const takenNotices = chosen.flatMap((guard) => {
    const receipt = guard === winner ? undefined : told.get(guard.guardId);
    return receipt ? [receipt.at - acceptedAt] : [];
  });
  if (takenNotices.length < offered - 1) problems.push('a taken notice missing');

  problems.push(...(await storedProblems(plan, request.id, request.date, winner)));
  return {
    deliveries,
    postMs,
    acceptMs: answers.map((answer) => answer.ms),
    takenNotices,
    problems,
  };
}

/** What is wrong with the request as stored: its guard, version, offers and history. */
async function storedProblems(
  { seeded, serverUrls, offered }: RoundPlan,
  requestId: string,
  date: string,
  winner: BenchGuard | undefined,
): Promise<string[]> {
  const [url = ''] = serverUrls;
  const problems: string[] = [];
  const get = <T>(path: string, schema: z.ZodType<T>) =>
    callApi(url, seeded.adminCookie, { method: 'GET', path }, schema);
  const month = await get(
    `/api/coverage?month=${date.slice(0, 7)}&locationId=${seeded.locationId}`,
    z.array(CoverageRequestSchema),
  );
  const stored = month.find((item) => item.id === requestId);
  if (stored?.assignedGuardId !== winner?.guardId || stored?.version !== 2) {
    problems.push(
      `stored with guard ${String(stored?.assignedGuardId)}, v${String(stored?.version)}`,
    );
  }
  const { offers } = await get(`/api/coverage/${requestId}/offers`, ShiftOffersSchema);
  const accepted = offers.filter((offer) => offer.status === 'accepted');
  const taken = offers.filter((offer) => offer.status === 'taken');
  if (accepted.length !== 1 || accepted[0]?.guardId !== winner?.guardId) {
    problems.push(`${String(accepted.length)} offers accepted`);
  }
  if (taken.length !== offered - 1) problems.push(`${String(taken.length)} offers taken`);
  const history = await get(`/api/coverage/${requestId}/history`, CoverageHistorySchema);
  const entries = history.changes.filter((entry) => entry.action === 'accept-offer');
  if (entries.length !== 1) problems.push(`${String(entries.length)} accept-offer entries`);
  return problems;
}
