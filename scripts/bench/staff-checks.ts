import { z } from 'zod';
import { CoverageRequestSchema } from '../../src/shared/coverage-requests.js';
import { MessagesPageSchema } from '../../src/shared/messenger.js';
import { callApi, type Cookie } from './api-client.js';
import { toMb } from './context.js';
import type { BenchGroup } from './messenger-seed.js';
import { memoryOf } from './server.js';
import { fieldsKey, type WrittenRequest } from './staff-member.js';

export interface RssSample {
  /** Milliseconds since sampling started. */
  atMs: number;
  rssMb: number;
}

/** Messages per page when reading a conversation's history back (the API's most). */
const HISTORY_PAGE = 100;

/**
 * Requests whose stored fields are not those of their last acknowledged save: gone, or holding
 * an older save (a lost write). A save that failed without an answer may have been kept, so what
 * it sent counts too. All were entered in `month`: one read of the month, as an admin sees it.
 */
export async function lostRequests(
  baseUrl: string,
  adminCookie: Cookie,
  month: string,
  written: readonly WrittenRequest[],
): Promise<number> {
  const stored = await callApi(
    baseUrl,
    adminCookie,
    { method: 'GET', path: `/api/coverage?month=${month}` },
    z.array(CoverageRequestSchema),
  );
  const byId = new Map(stored.map((request) => [request.id, fieldsKey(request)]));
  return written.filter((request) => {
    const found = byId.get(request.id);
    return (
      found === undefined || (found !== request.acknowledged && !request.unsure.includes(found))
    );
  }).length;
}

/**
 * Acknowledged messages missing from their conversation's history, read back page by page (newest
 * first) as its first member sees it.
 */
export async function lostMessages(
  baseUrl: string,
  groups: readonly BenchGroup[],
  acknowledged: ReadonlyMap<string, readonly string[]>,
): Promise<number> {
  let lost = 0;
  for (const { conversationId, members } of groups) {
    const wanted = new Set(acknowledged.get(conversationId));
    const reader = members[0];
    if (!reader) continue;
    let before = '';
    while (wanted.size > 0) {
      const query = `limit=${HISTORY_PAGE}${before ? `&before=${before}` : ''}`;
      const page = await callApi(
        baseUrl,
        reader.cookie,
        { method: 'GET', path: `/api/conversations/${conversationId}/messages?${query}` },
        MessagesPageSchema,
      );
      for (const message of page.messages) wanted.delete(message.id);
      const oldest = page.messages[0];
      if (!page.hasMore || !oldest) break;
      before = oldest.id;
    }
    lost += wanted.size;
  }
  return lost;
}

/** The server's resident memory sampled every `everyMs` until stopped, with when each was taken. */
export function sampleRss(pid: number, everyMs: number) {
  const started = performance.now();
  const samples: RssSample[] = [];
  const take = () =>
    samples.push({ atMs: performance.now() - started, rssMb: toMb(memoryOf(pid).rss) });
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    stop() {
      clearInterval(timer);
      take();
    },
  };
}

/**
 * "Flat memory": RSS at the end against RSS when the warm-up ended (the first sample at or after
 * `warmUpMs`; before it, code compiles and caches and pools fill). Answers both and the highest.
 */
export function memoryAfterWarmUp(samples: readonly RssSample[], warmUpMs: number) {
  const end = samples.at(-1)?.rssMb ?? 0;
  const warm = samples.find((sample) => sample.atMs >= warmUpMs)?.rssMb ?? end;
  const peak = Math.max(...samples.map((sample) => sample.rssMb));
  return { warm, end, growth: end - warm, peak };
}

/** The first sample after each `stepMs` mark and the last, for the log: "0 s 150, …, end 216 MB". */
export function describeRss(samples: readonly RssSample[], stepMs: number): string {
  const step = (sample: RssSample | undefined) => Math.floor((sample?.atMs ?? 0) / stepMs);
  const marks = samples.filter(
    (sample, index) => index === 0 || step(sample) > step(samples[index - 1]),
  );
  const text = marks.map(
    (sample) => `${step(sample) * (stepMs / 1000)} s ${sample.rssMb.toFixed(0)}`,
  );
  return `${text.join(', ')}, end ${(samples.at(-1)?.rssMb ?? 0).toFixed(0)} MB`;
}
