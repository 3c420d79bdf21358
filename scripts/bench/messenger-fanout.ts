import { toMb, verdict, type BenchContext } from './context.js';
import {
  DELIVERY_TIMEOUT_MS,
  sendMessages,
  trackDeliveries,
  type SendPlan,
} from './fanout-deliveries.js';
import { removeMembers, seedGroups, type SeededGroups } from './messenger-seed.js';
import type { ScenarioResult } from './results.js';
import { memoryOf, startServer, type RunningServer } from './server.js';
import { closeAll, connectAll, PRESENCE_TIMEOUT_MS, presenceSettled } from './socket-clients.js';
import { percentile, tenths } from './stats.js';

const GROUP_SIZE = 10;
/**
 * Groups and timed messages per group: 200 clients at large, 20 at small (CI's smoke check). All
 * nine receipts of a message take about as long, so p99 is about the slowest message's: fifteen
 * per group keep it from resting on one message.
 */
const PLANS = {
  large: { groups: 20, messagesPerGroup: 15 },
  small: { groups: 2, messagesPerGroup: 3 },
} as const;
/**
 * The budgeted runs send on a schedule: every group a message every 200 ms, 100 messages and 900
 * deliveries a second at large, when a busy team of 200 sends a few a second. Delivery time is
 * then what a person waits for, counted from the instant each message was due. The saturated run
 * sends each group's next message as soon as the last one answered: it finds the most the server
 * and the 200 clients (on the same two cores) manage, and its times are mostly queueing.
 */
const PACED_INTERVAL_MS = 200;
/**
 * After every client saw its group online the server still works through the presence updates
 * the connections queued (each one re-reads the contacts of a group): let it finish first.
 */
const SETTLE_MS = 1000;

/** The accounts and groups of a run: both fan-out scenarios use the same ones. */
const seededByRun = new WeakMap<BenchContext, Promise<SeededGroups>>();

/**
 * Seeds once per run (each account costs a password hash and a sign-in) and removes the accounts
 * when the run ends, so that runs on one PostgreSQL database do not pile them up.
 */
function seededGroups(context: BenchContext, groups: number): Promise<SeededGroups> {
  const cached = seededByRun.get(context);
  if (cached) return cached;
  const baseUrl = context.server.url;
  const seeded = seedGroups(baseUrl, groups, GROUP_SIZE).then((result) => {
    const accounts = groups * GROUP_SIZE;
    console.log(
      `seeded ${accounts} accounts in ${groups} groups in ${result.seconds.toFixed(1)} s`,
    );
    return result;
  });
  seededByRun.set(context, seeded);
  context.cleanups.push(async () => {
    const result = await seeded.catch(() => null);
    if (result) await removeMembers(baseUrl, result);
  });
  return seeded;
}

/**
 * Group chat fan-out over Socket.IO: members of groups of ten connected as realtime clients
 * (member k of a group to `servers[k % servers.length]`), each group sending its messages one by
 * one through the first server, every group at once. Latency runs from just before a POST to
 * message:new at each of the nine other members; a delivery missing after the wait is an error.
 */
async function runFanout(
  context: BenchContext,
  scenario: string,
  servers: readonly RunningServer[],
  budgetMs: number | null,
): Promise<ScenarioResult> {
  const plan = PLANS[context.size];
  const sendPlan: SendPlan = {
    perGroup: plan.messagesPerGroup,
    intervalMs: budgetMs === null ? null : PACED_INTERVAL_MS,
  };
  const [first] = servers;
  if (!first) throw new Error('fan-out needs a server');
  const seeded = await seededGroups(context, plan.groups);
  const connections = await connectAll(
    seeded.groups.flatMap((group) =>
      group.members.map((member, index) => ({
        serverUrl: (servers[index % servers.length] ?? first).url,
        cookie: member.cookie,
        userId: member.id,
      })),
    ),
  );
  try {
    if (!(await presenceSettled(connections, GROUP_SIZE - 1, PRESENCE_TIMEOUT_MS))) {
      console.log('presence had not settled after the wait; measuring anyway');
    }
    // One untimed message per group first: the first requests of a fresh process run cold code.
    await sendMessages(first.url, seeded.groups, { perGroup: 1, intervalMs: null }, null);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const tracker = trackDeliveries(connections);
    const sent = await sendMessages(first.url, seeded.groups, sendPlan, tracker);
    const expected = sent.posted * (GROUP_SIZE - 1);
    const received = await tracker.waitFor(expected, DELIVERY_TIMEOUT_MS);
    const seconds = (tracker.lastReceiptAt() - sent.startedAt) / 1000;
    const peaks = servers.map((server) => toMb(memoryOf(server.process.pid ?? 0).peak));
    const p99 = percentile(tracker.latencies, 99);
    const missing = expected - received;
    const errors = sent.failures + missing + tracker.duplicates();
    console.log(
      `${sent.posted} messages, ${received}/${expected} deliveries, ${tracker.duplicates()} duplicates`,
    );
    return {
      scenario,
      database: context.database,
      perSecond: seconds > 0 ? received / seconds : null,
      p50Ms: percentile(tracker.latencies, 50),
      p99Ms: p99,
      errors,
      serverPeakRssMb: peaks[0] ?? null,
      ofBaseline: null,
      extra: {
        clients: connections.length,
        messages: sent.posted,
        'POST p50 ms': tenths(percentile(sent.postMs, 50)),
        'POST p99 ms': tenths(percentile(sent.postMs, 99)),
        ...(peaks.length > 1 ? { 'B peak MB': Math.round(peaks[1] ?? 0) } : {}),
      },
      budget:
        budgetMs === null
          ? 'none (throughput), none missing'
          : `delivery p99 ≤ ${String(budgetMs)} ms, none missing`,
      withinBudget:
        budgetMs === null
          ? null
          : verdict(context, p99 !== null && p99 <= budgetMs && errors === 0),
    };
  } finally {
    closeAll(connections);
  }
}

/** One server process, 100 messages a second: budget p99 ≤ 100 ms. */
export function messengerFanout(context: BenchContext): Promise<ScenarioResult> {
  return runFanout(context, 'messenger fan-out (paced)', [context.server], 100);
}

/** One server process, as fast as it goes: deliveries a second, no budget. */
export function messengerFanoutSaturated(context: BenchContext): Promise<ScenarioResult> {
  return runFanout(context, 'messenger fan-out (saturated)', [context.server], null);
}

/**
 * Two processes on one PostgreSQL (the adapter carries each broadcast between them): half the
 * clients on each, every message posted through the first, 100 a second. Budget: p99 ≤ 200 ms.
 */
export async function messengerFanoutCluster(context: BenchContext): Promise<ScenarioResult> {
  const second = await startServer(context.databaseUrl);
  try {
    return await runFanout(
      context,
      'messenger fan-out, 2 processes (paced)',
      [context.server, second],
      200,
    );
  } finally {
    await second.stop();
  }
}
