import { ShiftOffersSchema } from '../../src/shared/shift-offers.js';
import { createTestDatabase } from '../../src/server/test/test-database.js';
import { startTwilioServer, type TwilioServer } from '../../src/server/test/twilio-server.js';
import { toMb, verdict, type BenchContext } from './context.js';
import { callApi, sendApi } from './api-client.js';
import type { ScenarioResult } from './results.js';
import { memoryOf, sqliteDatabase, startServer } from './server.js';
import { openRequest, seedTextGuards, type SeededTexts } from './sms-seed.js';
import { postText, textsAtRate, webhookAgent, type InboundTarget } from './sms-webhooks.js';
import { percentile, tenths } from './stats.js';

/**
 * Guards offered each shift by text, timed rounds after one untimed, and the steady rate of
 * texts in (issue #30: 50 guards, 200 replies a second).
 */
const PLANS = {
  large: { guards: 50, rounds: 5, rate: 200, seconds: 10 },
  small: { guards: 6, rounds: 1, rate: 20, seconds: 2 },
} as const;
const DELIVERY_BUDGET_MS = 1000;
const INBOUND_BUDGET_MS = 50;
/** How long texts may take to arrive before the round counts them missing. */
const ARRIVAL_TIMEOUT_MS = 15_000;

const TAKEN = /was already taken by another guard\.$/;
const YOURS = /: You have the shift at /;

/** One round: a shift offered to every guard; ms from before the POST, and from its answer. */
async function deliveryRound(url: string, seeded: SeededTexts, twilio: TwilioServer, day: number) {
  const request = await openRequest(url, seeded, day);
  const before = twilio.messages.length;
  const postedAt = Date.now();
  const answer = await sendApi(url, seeded.dispatcher.cookie, {
    method: 'POST',
    path: `/api/coverage/${request.id}/offers`,
    body: { guardIds: seeded.guards.map((guard) => guard.guardId) },
  });
  const answeredAt = Date.now();
  const problems = answer.status === 200 ? [] : [`POST offers answered ${String(answer.status)}`];
  const count = seeded.guards.length;
  await twilio.waitForMessages(before + count, undefined, ARRIVAL_TIMEOUT_MS).catch(() => {
    problems.push(`${String(before + count - twilio.messages.length)} offer texts missing`);
  });
  const texts = twilio.messages.slice(before).filter((text) => /Reply YES \d{4}/.test(text.body));
  return {
    requestId: request.id,
    fromPost: texts.map((text) => text.receivedAt - postedAt),
    fromAnswer: texts.map((text) => text.receivedAt - answeredAt),
    codes: new Map(texts.map((text) => [text.to, /YES (\d{4})/.exec(text.body)?.[1] ?? ''])),
    problems,
  };
}

/** Every guard answers YES with their code at once: one must win, the rest be told it was taken. */
async function race(
  target: InboundTarget,
  seeded: SeededTexts,
  twilio: TwilioServer,
  round: Awaited<ReturnType<typeof deliveryRound>>,
) {
  const before = twilio.messages.length;
  const agent = webhookAgent();
  const answers = await Promise.all(
    seeded.guards.map((guard) =>
      postText(target, agent, guard.phone, `YES ${round.codes.get(guard.phone) ?? ''}`),
    ),
  ).finally(() => agent.destroy());
  const count = seeded.guards.length;
  const problems: string[] = [];
  if (answers.some((answer) => answer.status !== 200)) problems.push('a YES was not answered 200');
  await twilio.waitForMessages(before + count, undefined, ARRIVAL_TIMEOUT_MS).catch(() => {
    problems.push(`${String(before + count - twilio.messages.length)} replies missing`);
  });
  const replies = twilio.messages.slice(before);
  const yours = replies.filter((text) => YOURS.test(text.body)).length;
  const taken = replies.filter((text) => TAKEN.test(text.body)).length;
  if (yours !== 1 || taken !== count - 1) {
    problems.push(`${String(yours)} 'yours' and ${String(taken)} 'already taken' replies`);
  }
  const { offers } = await callApi(
    target.baseUrl,
    seeded.dispatcher.cookie,
    { method: 'GET', path: `/api/coverage/${round.requestId}/offers` },
    ShiftOffersSchema,
  );
  const accepted = offers.filter((offer) => offer.status === 'accepted').length;
  if (accepted !== 1) problems.push(`${String(accepted)} offers accepted`);
  return { ms: answers.map((answer) => answer.ms), yours, taken, problems };
}

/**
 * Offers by text (issue #30) on a server of its own, sending through a Twilio-compatible server
 * on 127.0.0.1 (the run's shared server sends no texts, and its outbox must not take these): one
 * shift offered to 50 guards by text, all 50 at the SMS server within 1 s at p99 (counted from
 * just before the POST, so the commit is inside it); all 50 answer YES at once: one assignment,
 * 49 'already taken' replies; then texts arrive at 200 a second, open loop, and each webhook
 * answers within 50 ms at p99.
 */
export async function smsOffers(context: BenchContext): Promise<ScenarioResult> {
  const plan = PLANS[context.size];
  const twilio = await startTwilioServer();
  const database =
    context.database === 'sqlite'
      ? await sqliteDatabase().then((db) => ({ url: db.url, drop: () => db.dispose() }))
      : await createTestDatabase();
  const env = { ...twilio.env(), COMPANY_NAME: 'Bench Security' };
  const server = await startServer(database.url, { env });
  try {
    const seeded = await seedTextGuards(server.url, plan.guards);
    const target = {
      baseUrl: server.url,
      authToken: twilio.authToken,
      accountSid: twilio.accountSid,
    };
    const warmUp = await deliveryRound(server.url, seeded, twilio, 1);
    const rounds = [];
    for (let round = 0; round < plan.rounds; round += 1) {
      rounds.push(await deliveryRound(server.url, seeded, twilio, 2 + round));
    }
    const last = rounds.at(-1) ?? warmUp;
    const raced = await race(target, seeded, twilio, last);
    const inbound = await textsAtRate(target, plan.rate, plan.seconds, (index) => {
      const guard = seeded.guards[index % seeded.guards.length];
      return {
        from: guard?.phone ?? '',
        body: ['HELP', 'YES 0000', 'which shift?'][index % 3] ?? '',
      };
    });

    const problems = [...warmUp.problems, ...rounds.flatMap((r) => r.problems), ...raced.problems];
    if (inbound.errors > 0) problems.push(`${String(inbound.errors)} webhooks not answered 200`);
    for (const problem of problems) console.log(`sms-offers problem: ${problem}`);
    const fromPost = rounds.flatMap((round) => round.fromPost);
    const delivered = percentile(fromPost, 99);
    const inboundP99 = percentile(inbound.ms, 99);
    const expected = plan.rounds * plan.guards;
    console.log(
      `${String(fromPost.length)}/${String(expected)} offer texts arrived; race: ` +
        `${String(raced.yours)} yours, ${String(raced.taken)} taken; inbound ` +
        `${String(inbound.perSecond)}/s p99 ${String(tenths(inboundP99))} ms`,
    );
    const met =
      delivered !== null &&
      delivered <= DELIVERY_BUDGET_MS &&
      fromPost.length === expected &&
      inboundP99 !== null &&
      inboundP99 <= INBOUND_BUDGET_MS &&
      problems.length === 0;
    return {
      scenario:
        `sms-offers: ${String(plan.guards)} guards by text, all YES at once, ` +
        `${String(plan.rate)} replies/s`,
      database: context.database,
      perSecond: inbound.perSecond,
      p50Ms: percentile(fromPost, 50),
      p99Ms: delivered,
      errors: problems.length,
      serverPeakRssMb: toMb(memoryOf(server.process.pid ?? 0).peak),
      ofBaseline: null,
      extra: {
        'texts arrived': fromPost.length,
        'texts expected': expected,
        'from POST answer p99 ms': tenths(
          percentile(
            rounds.flatMap((r) => r.fromAnswer),
            99,
          ),
        ),
        'warm-up p99 ms': tenths(percentile(warmUp.fromPost, 99)),
        'race YES p99 ms': tenths(percentile(raced.ms, 99)),
        'race yours': raced.yours,
        'race already taken': raced.taken,
        'inbound p50 ms': tenths(percentile(inbound.ms, 50)),
        'inbound p99 ms': tenths(inboundP99),
        'inbound texts': inbound.ms.length,
      },
      budget:
        `offer texts p99 ≤ ${String(DELIVERY_BUDGET_MS)} ms; one YES wins, the rest told it ` +
        `was taken; inbound p99 ≤ ${String(INBOUND_BUDGET_MS)} ms at ${String(plan.rate)}/s`,
      withinBudget: verdict(context, met),
    };
  } finally {
    await server.stop();
    await database.drop();
    await twilio.close();
  }
}
