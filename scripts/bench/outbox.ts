import type { OutboxMessage } from '../../src/server/outbox/outbox-messages.js';
import { callApi, signIn } from './api-client.js';
import { toMb, verdict, type BenchContext } from './context.js';
import {
  drained,
  shuffled,
  startReceivers,
  tally,
  type Channel,
  type OutboxReceivers,
} from './outbox-receivers.js';
import {
  enqueueAll,
  openDatabase,
  outboxDatabase,
  outboxOutcome,
  seedDevices,
} from './outbox-seed.js';
import type { ScenarioResult } from './results.js';
import { BENCH_ADMIN, memoryOf, startServer, type RunningServer } from './server.js';
import { percentile, tenths } from './stats.js';
import { z } from 'zod';

/**
 * Issue #30's outbox scenario: 10,000 notifications committed at once (texts, pushes and
 * e-mails), drained by the server process(es) against the receivers on 127.0.0.1, every one
 * checked to arrive exactly once. Then single invitations, each timed from its answer (the
 * commit) to its e-mail's arrival: the worker is woken, not left to its poll.
 */
interface Plan {
  texts: number;
  pushes: number;
  mails: number;
  invites: number;
}
const PLANS: Record<BenchContext['size'], Plan> = {
  large: { texts: 5_000, pushes: 3_000, mails: 2_000, invites: 40 },
  small: { texts: 100, pushes: 60, mails: 40, invites: 5 },
};
/**
 * The issue's rate, for one process. Two processes share this machine's CPU with the database and
 * the receivers, so there the budget is the same rate in all (and exactly once across them).
 */
const BUDGET_PER_SECOND = 500;
const DRAIN_TIMEOUT_MS = 180_000;
/** After the last arrival, longer than a poll: a message sent twice would show by then. */
const SETTLE_MS = 3_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function messagesFor(plan: Plan, devices: ReadonlyMap<string, string>) {
  const run = Date.now().toString(36);
  const numbers = Array.from(
    { length: plan.texts },
    (_, i) => `+1555${String(i).padStart(7, '0')}`,
  );
  const addresses = Array.from(
    { length: plan.mails },
    (_, i) => `guard-${String(i)}-${run}@bench.test`,
  );
  const messages: OutboxMessage[] = [
    ...numbers.map((to): OutboxMessage => ({
      channel: 'sms',
      to,
      body: `Open shift ${to}. Reply YES 4821`,
    })),
    ...[...devices.keys()].map((id): OutboxMessage => ({
      channel: 'push',
      userIds: [id],
      message: { title: 'Shift offered to you', body: 'North Gate · Sat', url: '/my-shifts' },
    })),
    ...addresses.map((to): OutboxMessage => ({
      channel: 'mail',
      message: { to, subject: 'Shift offered: North Gate', text: 'Open CoverDesk to accept.' },
    })),
  ];
  return { messages: shuffled(messages), numbers, addresses };
}

/** Invitations one after another: each from its answer to its e-mail's arrival, in ms. */
async function inviteLatencies(server: RunningServer, receivers: OutboxReceivers, count: number) {
  const cookie = await signIn(server.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const latencies: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `invited-${String(index)}-${Date.now().toString(36)}@bench.test`;
    const guard = await callApi(
      server.url,
      cookie,
      {
        method: 'POST',
        path: '/api/guards',
        body: { firstName: 'Ivy', lastName: `Bench${String(index)}`, email },
      },
      z.object({ id: z.string() }),
    );
    await callApi(
      server.url,
      cookie,
      { method: 'POST', path: `/api/guards/${guard.id}/invite` },
      z.object({ link: z.string() }),
    );
    const committed = performance.now();
    while (!receivers.inbox.received.some((mail) => mail.to.includes(email))) {
      if (performance.now() - committed > 10_000) break;
      await sleep(1);
    }
    latencies.push(performance.now() - committed);
  }
  return latencies;
}

async function runOutbox(context: BenchContext, processes: number): Promise<ScenarioResult> {
  const plan = PLANS[context.size];
  const total = plan.texts + plan.pushes + plan.mails;
  const scenario = `outbox${processes > 1 ? `, ${String(processes)} processes` : ''}: ${String(total)} queued (texts, pushes, e-mails)`;
  const receivers = await startReceivers();
  const own = await outboxDatabase(context.database);
  const servers: RunningServer[] = [];
  const database = openDatabase(own.url);
  try {
    // One at a time: the first migrates the new database.
    for (let index = 0; index < processes; index += 1) {
      servers.push(
        await startServer(own.url, { env: receivers.env(`+1500555000${String(index)}`) }),
      );
    }
    const devices = await seedDevices(database, plan.pushes, receivers.push.origin);
    const { messages, numbers, addresses } = messagesFor(plan, devices);
    const committed = performance.now();
    await enqueueAll(database, messages);
    const expected = { sms: plan.texts, push: plan.pushes, mail: plan.mails };
    const { first, last: lastBy } = await drained(receivers, expected, committed, DRAIN_TIMEOUT_MS);
    const ends = Object.values(lastBy);
    const last = ends.includes(null) ? null : Math.max(...(ends as number[]));
    const channelRate = (channel: Channel) => {
      const end = lastBy[channel];
      return end === null ? 0 : Math.round(expected[channel] / ((end - first) / 1000));
    };
    await sleep(SETTLE_MS);

    const texts = tally(
      numbers,
      receivers.twilio.messages.map((message) => message.to),
    );
    const pushes = tally(
      [...devices.values()],
      receivers.push.deliveries.map((delivery) => delivery.path),
    );
    const mails = tally(
      addresses,
      receivers.inbox.received.flatMap((mail) => mail.to),
    );
    const lost = texts.lost + pushes.lost + mails.lost;
    const doubled = texts.doubled + pushes.doubled + mails.doubled;
    const outcome = await outboxOutcome(database);
    const seconds = last === null ? null : (last - first) / 1000;
    const perSecond = seconds ? total / seconds : null;
    const perProcess = perSecond === null ? null : perSecond / processes;
    const arrived = receivers.arrived();
    const latencies = await inviteLatencies(servers[0] as RunningServer, receivers, plan.invites);
    console.log(
      `drained ${String(arrived)}/${String(total)} in ${seconds?.toFixed(2) ?? '—'} s ` +
        `(${perProcess?.toFixed(0) ?? '—'}/s per process); lost ${String(lost)}, doubled ${String(doubled)}; ` +
        `rows sent ${String(outcome.sent)}, unsent ${String(outcome.unsent)}, most tries ${String(outcome.maxAttempts)}`,
    );
    const peaks = servers.map((server) => toMb(memoryOf(server.process.pid ?? 0).peak));
    const clean = lost === 0 && doubled === 0 && outcome.unsent === 0 && outcome.maxAttempts === 1;
    return {
      scenario,
      database: context.database,
      perSecond: perProcess,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      errors: lost + doubled + outcome.unsent,
      serverPeakRssMb: peaks[0] ?? null,
      ofBaseline: null,
      extra: {
        processes,
        'all /s': tenths(perSecond),
        'drain s': tenths(seconds),
        'commit to first ms': tenths(first - committed),
        'texts /s': channelRate('sms'),
        'pushes /s': channelRate('push'),
        'e-mails /s': channelRate('mail'),
        lost,
        doubled,
        'most tries': outcome.maxAttempts,
        invites: latencies.length,
        ...(peaks.length > 1 ? { 'B peak MB': Math.round(peaks[1] ?? 0) } : {}),
      },
      budget:
        processes === 1
          ? `≥ ${String(BUDGET_PER_SECOND)}/s, none lost or doubled (p50/p99: an invitation's commit to its e-mail)`
          : `≥ ${String(BUDGET_PER_SECOND)}/s in all on this host's CPUs, none lost or doubled`,
      withinBudget: verdict(context, clean && perSecond !== null && perSecond >= BUDGET_PER_SECOND),
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.destroy();
    await receivers.close();
    await own.dispose();
  }
}

/** One server process drains the outbox. */
export function outbox(context: BenchContext): Promise<ScenarioResult> {
  return runOutbox(context, 1);
}

/** Two processes on one PostgreSQL share the outbox (FOR UPDATE SKIP LOCKED). */
export function outboxCluster(context: BenchContext): Promise<ScenarioResult> {
  return runOutbox(context, 2);
}
