import http from 'node:http';
import { SMS_INBOUND_PATH } from '../../src/server/http/provider-webhooks.js';
import { inboundForm, messageSid, signedWebhook } from '../../src/server/test/twilio-webhooks.js';

/** Where texts answer: the scenario's server and the auth token Twilio signs with. */
export interface InboundTarget {
  baseUrl: string;
  authToken: string;
  accountSid: string;
}

/** Connections kept to the server: Twilio's webhooks come over many at once. */
const SOCKETS = 128;

/** Posts one text as Twilio's signed webhook; its answer time in ms and status. */
export function postText(
  target: InboundTarget,
  agent: http.Agent,
  from: string,
  body: string,
): Promise<{ ms: number; status: number }> {
  const params = inboundForm(from, body, { sid: messageSid(), accountSid: target.accountSid });
  const { headers, payload } = signedWebhook(
    target.baseUrl,
    SMS_INBOUND_PATH,
    target.authToken,
    params,
  );
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      `${target.baseUrl}${SMS_INBOUND_PATH}`,
      {
        method: 'POST',
        agent,
        headers: { ...headers, 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ ms: performance.now() - started, status: response.statusCode ?? 0 }),
        );
      },
    );
    request.on('error', () => resolve({ ms: performance.now() - started, status: 0 }));
    request.end(payload);
  });
}

export function webhookAgent(): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: SOCKETS });
}

export interface RateOutcome {
  /** Each text's answer time, ms. */
  ms: number[];
  /** Answers other than 200. */
  errors: number;
  /** Texts a second actually sent (the schedule's, unless the client fell behind). */
  perSecond: number;
}

/**
 * Texts at a steady rate, open loop as a provider sends them: each goes at its time whether or
 * not the earlier ones were answered, so a slow server shows as longer answer times, not as a
 * lower rate. `text(i)` says who sends the i-th text and its words.
 */
export async function textsAtRate(
  target: InboundTarget,
  rate: number,
  seconds: number,
  text: (index: number) => { from: string; body: string },
): Promise<RateOutcome> {
  const agent = webhookAgent();
  const total = Math.round(rate * seconds);
  const gapMs = 1000 / rate;
  const started = performance.now();
  const answers: Promise<{ ms: number; status: number }>[] = [];
  try {
    for (let index = 0; index < total; index += 1) {
      const due = started + index * gapMs;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const { from, body } = text(index);
      answers.push(postText(target, agent, from, body));
    }
    const sentSeconds = (performance.now() - started) / 1000;
    const results = await Promise.all(answers);
    return {
      ms: results.map((result) => result.ms),
      errors: results.filter((result) => result.status !== 200).length,
      perSecond: Math.round(total / sentSeconds),
    };
  } finally {
    agent.destroy();
  }
}
