import { toMb, verdict, type BenchContext } from './context.js';
import { runRound, type RoundOutcome } from './offers-round.js';
import { removeGuards, seedGuards, type SeededGuards } from './offers-seed.js';
import type { ScenarioResult } from './results.js';
import { memoryOf, startServer, type RunningServer } from './server.js';
import { shiftEventLog } from './shift-event-log.js';
import { closeAll, connectAll } from './socket-clients.js';
import { percentile, tenths } from './stats.js';

/**
 * Guards connected, guards offered each request, and timed rounds after one untimed (a fresh
 * process runs cold code at first): 200 phones and 50 offers at large as issue #21 asks, ten
 * rounds so that p99 rests on 500 deliveries rather than on one request's slowest phone.
 */
const PLANS = {
  large: { guards: 200, offered: 50, rounds: 10 },
  small: { guards: 12, offered: 6, rounds: 2 },
} as const;
const BUDGET_MS = 200;
/** After connecting, the server still handles the connections' presence: let it finish first. */
const SETTLE_MS = 1000;

/** The guards of a run: both offers scenarios use the same ones. */
const seededByRun = new WeakMap<BenchContext, Promise<SeededGuards>>();

/** Seeds once per run and removes what it added when the run ends (see removeGuards). */
function seededGuards(context: BenchContext, count: number): Promise<SeededGuards> {
  const cached = seededByRun.get(context);
  if (cached) return cached;
  const baseUrl = context.server.url;
  const seeded = seedGuards(baseUrl, count).then((result) => {
    console.log(`seeded ${count} guard accounts in ${result.seconds.toFixed(1)} s`);
    return result;
  });
  seededByRun.set(context, seeded);
  context.cleanups.push(async () => {
    const result = await seeded.catch(() => null);
    if (result) await removeGuards(baseUrl, result);
  });
  return seeded;
}

/**
 * Filling a shift (issue #21) at scale: every guard's phone connected over Socket.IO (guard k to
 * `servers[k % servers.length]`), then rounds of one open request offered to `offered` of them
 * by a dispatcher and accepted by all of those at once (runRound). Budget: the offer reaches
 * each phone within 200 ms at p99, counted from just before the POST, and every round is clean:
 * one winner, the others refused 409, the request assigned once with one audit entry.
 */
async function runOffers(
  context: BenchContext,
  servers: readonly RunningServer[],
): Promise<ScenarioResult> {
  const plan = PLANS[context.size];
  const processes = servers.length > 1 ? `, ${String(servers.length)} processes` : '';
  const scenario =
    `offers${processes}: ${String(plan.guards)} guards, ` +
    `${String(plan.offered)} offered, all accept at once`;
  const seeded = await seededGuards(context, plan.guards);
  const serverUrls = servers.map((server) => server.url);
  const connections = await connectAll(
    seeded.guards.map((guard, index) => ({
      serverUrl: serverUrls[index % serverUrls.length] ?? context.server.url,
      cookie: guard.cookie,
      userId: guard.guardId,
    })),
  );
  try {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const events = shiftEventLog(connections);
    const roundPlan = { seeded, serverUrls, events, offered: plan.offered };
    const warmUp = await runRound(roundPlan);
    const rounds: RoundOutcome[] = [];
    for (let round = 0; round < plan.rounds; round += 1) rounds.push(await runRound(roundPlan));
    const problems = [warmUp, ...rounds].flatMap((outcome) => outcome.problems);
    for (const problem of problems) console.log(`round problem: ${problem}`);

    const all = (key: 'deliveries' | 'acceptMs' | 'takenNotices') =>
      rounds.flatMap((outcome) => outcome[key]);
    const deliveries = all('deliveries');
    const postMs = rounds.map((outcome) => outcome.postMs);
    const p99 = percentile(deliveries, 99);
    const peaks = servers.map((server) => toMb(memoryOf(server.process.pid ?? 0).peak));
    const expected = plan.rounds * plan.offered;
    console.log(
      `${String(plan.rounds)} timed rounds: ${String(deliveries.length)}/${String(expected)} ` +
        `offers heard, ${String(problems.length)} problems (warm-up round's included)`,
    );
    return {
      scenario,
      database: context.database,
      perSecond: null,
      p50Ms: percentile(deliveries, 50),
      p99Ms: p99,
      errors: problems.length,
      serverPeakRssMb: peaks[0] ?? null,
      ofBaseline: null,
      extra: {
        guards: connections.length,
        offered: plan.offered,
        rounds: plan.rounds,
        'warm-up p99 ms': tenths(percentile(warmUp.deliveries, 99)),
        'POST offers p50 ms': tenths(percentile(postMs, 50)),
        'POST offers p99 ms': tenths(percentile(postMs, 99)),
        'accept p50 ms': tenths(percentile(all('acceptMs'), 50)),
        'accept p99 ms': tenths(percentile(all('acceptMs'), 99)),
        'taken notice p99 ms': tenths(percentile(all('takenNotices'), 99)),
        ...(peaks.length > 1 ? { 'B peak MB': Math.round(peaks[1] ?? 0) } : {}),
      },
      budget: `offer delivery p99 ≤ ${String(BUDGET_MS)} ms; one winner a round, the rest 409`,
      withinBudget: verdict(context, p99 !== null && p99 <= BUDGET_MS && problems.length === 0),
    };
  } finally {
    closeAll(connections);
  }
}

/** One server process. */
export function offers(context: BenchContext): Promise<ScenarioResult> {
  return runOffers(context, [context.server]);
}

/**
 * Two processes on one PostgreSQL: half the phones on each, offers sent through the first, each
 * guard accepting through their own process, so the race is decided across the two.
 */
export async function offersCluster(context: BenchContext): Promise<ScenarioResult> {
  const second = await startServer(context.databaseUrl);
  try {
    return await runOffers(context, [context.server, second]);
  } finally {
    await second.stop();
  }
}
