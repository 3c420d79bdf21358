import type { z } from 'zod';
import {
  HttpStatusError,
  parseAnswer,
  sendApi,
  type ApiRequest,
  type Cookie,
} from './api-client.js';
import { percentile } from './stats.js';

/** Failures printed as they happen; later ones are only counted, so a broken run stays readable. */
const PRINTED_FAILURES = 5;

const NETWORK_ERROR = 'network error';
const BAD_ANSWER = 'bad answer';

const increment = (counts: Map<string, number>, key: string) =>
  counts.set(key, (counts.get(key) ?? 0) + 1);

/**
 * Every API call of a load run, made as the app's page makes it: answers counted by status (and
 * network errors, and 2xx answers that do not match their schema), and the time each answer took,
 * by kind of call and over all of them.
 */
export function createHttpTally(baseUrl: string) {
  const outcomes = new Map<string, number>();
  const latencies = new Map<string, number[]>();
  let failures = 0;

  const failed = (key: string, message: string) => {
    increment(outcomes, key);
    failures += 1;
    if (failures <= PRINTED_FAILURES) console.log(`call failed: ${message}`);
  };

  return {
    /** The call's checked answer; null when it failed (no answer, not 2xx, or not as expected). */
    async call<T>(
      kind: string,
      cookie: Cookie,
      request: ApiRequest,
      schema: z.ZodType<T>,
    ): Promise<T | null> {
      const started = performance.now();
      let answer: { status: number; text: string };
      try {
        answer = await sendApi(baseUrl, cookie, request);
      } catch (error) {
        failed(NETWORK_ERROR, `${request.method} ${request.path}: ${String(error)}`);
        return null;
      }
      const times = latencies.get(kind) ?? [];
      times.push(performance.now() - started);
      latencies.set(kind, times);
      try {
        const parsed = parseAnswer(request, answer, schema);
        increment(outcomes, `HTTP ${answer.status}`);
        return parsed;
      } catch (error) {
        const key = error instanceof HttpStatusError ? `HTTP ${answer.status}` : BAD_ANSWER;
        failed(key, error instanceof Error ? error.message : String(error));
        return null;
      }
    },
    /** Answers by status ('HTTP 200', …, 'network error', 'bad answer'). */
    outcomes: () => Object.fromEntries(outcomes),
    /** Calls without a 2xx answer of the expected shape. */
    failures: () => failures,
    /** Times of the answered calls of one kind, or of all of them. */
    latencies: (kind?: string) =>
      kind === undefined ? [...latencies.values()].flat() : (latencies.get(kind) ?? []),
    /** One line per kind of call: how many, p50 and p99. */
    describe: () =>
      [...latencies]
        .map(([kind, times]) => {
          const p = (n: number) => (percentile(times, n) ?? 0).toFixed(1);
          return `${kind} ${times.length} (p50 ${p(50)}, p99 ${p(99)} ms)`;
        })
        .join(', '),
  };
}

export type HttpTally = ReturnType<typeof createHttpTally>;
