import { setTimeout as sleep } from 'node:timers/promises';
import { toMb } from './context.js';
import type { InspectorSession } from './inspector.js';
import { memoryOf } from './server.js';

export interface RssSample {
  /** Milliseconds since sampling started. */
  atMs: number;
  rssMb: number;
}

/** The V8 heap in use and external memory right after a forced full collection, and RSS then. */
export interface HeapSample extends RssSample {
  heapMb: number;
  externalMb: number;
}

export interface MemoryPlan {
  rssEveryMs: number;
  /** The first heap sample is taken when the warm-up ends, then one every `heapEveryMs`. */
  warmUpMs: number;
  heapEveryMs: number;
}

/**
 * The server's resident memory every `rssEveryMs` (from /proc) and, with an inspector, its heap
 * after a forced collection from the end of the warm-up on, until stopped; `stop()` takes the last
 * of each once the load is over.
 */
export function sampleMemory(pid: number, inspector: InspectorSession | null, plan: MemoryPlan) {
  const started = performance.now();
  const since = () => performance.now() - started;
  const rss: RssSample[] = [];
  const heap: HeapSample[] = [];
  const rssNow = () => toMb(memoryOf(pid).rss);
  const takeRss = () => rss.push({ atMs: since(), rssMb: rssNow() });
  const takeHeap = async (session: InspectorSession) => {
    const { heapMb, externalMb } = await session.afterGc();
    heap.push({ atMs: since(), heapMb, externalMb, rssMb: rssNow() });
  };
  takeRss();
  const timer = setInterval(takeRss, plan.rssEveryMs);
  const stopping = new AbortController();
  // One collection at a time, on a schedule from the end of the warm-up.
  const heapLoop = (async () => {
    if (!inspector) return;
    for (let next = plan.warmUpMs; ; next += plan.heapEveryMs) {
      const waited = await sleep(Math.max(0, next - since()), true, {
        signal: stopping.signal,
      }).catch(() => false);
      if (!waited) return;
      await takeHeap(inspector);
    }
  })();
  return {
    rss,
    heap,
    async stop() {
      stopping.abort();
      clearInterval(timer);
      takeRss();
      await heapLoop;
      if (inspector) await takeHeap(inspector);
    },
  };
}

/**
 * Least-squares slope in MB per minute of the samples from a third of the run on (the first
 * third holds the warm-up and the caches filling); null with fewer than two of them.
 */
export function slopePerMinute<S extends RssSample>(
  samples: readonly S[],
  value: (s: S) => number,
) {
  const endMs = samples.at(-1)?.atMs ?? 0;
  const tail = samples.filter((sample) => sample.atMs >= endMs / 3);
  if (tail.length < 2) return null;
  const meanT = tail.reduce((sum, s) => sum + s.atMs, 0) / tail.length;
  const meanV = tail.reduce((sum, s) => sum + value(s), 0) / tail.length;
  let covariance = 0;
  let variance = 0;
  for (const sample of tail) {
    covariance += (sample.atMs - meanT) * (value(sample) - meanV);
    variance += (sample.atMs - meanT) ** 2;
  }
  return variance === 0 ? null : (covariance / variance) * 60_000;
}

/**
 * The run's memory: RSS and the heap after a collection when the warm-up ended (the first sample
 * at or after `warmUpMs`; before it, code compiles and pools fill), at `fromMs` (where the budget
 * starts counting) and at the end, and the slopes of both over the run's last two thirds.
 */
export function memoryFigures(
  rss: readonly RssSample[],
  heap: readonly HeapSample[],
  { warmUpMs, fromMs }: { warmUpMs: number; fromMs: number },
) {
  const at = <S extends RssSample>(samples: readonly S[], ms: number) =>
    samples.find((sample) => sample.atMs >= ms) ?? samples.at(-1);
  const end = rss.at(-1)?.rssMb ?? 0;
  const heapFrom = at(heap, fromMs)?.heapMb ?? null;
  const heapEnd = heap.at(-1)?.heapMb ?? null;
  return {
    warm: at(rss, warmUpMs)?.rssMb ?? end,
    end,
    /** RSS at the end less RSS at `fromMs`. */
    growth: end - (at(rss, fromMs)?.rssMb ?? end),
    peak: Math.max(...rss.map((sample) => sample.rssMb)),
    heapWarm: heap[0]?.heapMb ?? null,
    heapEnd,
    heapGrowth: heapFrom === null || heapEnd === null ? null : heapEnd - heapFrom,
    rssSlope: slopePerMinute(rss, (sample) => sample.rssMb),
    heapSlope: slopePerMinute(heap, (sample) => sample.heapMb),
  };
}

export type MemoryFigures = ReturnType<typeof memoryFigures>;

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

/** Every heap sample for the log: "10 s 95.2 MB (external 20.1, RSS 210), …". */
export function describeHeap(samples: readonly HeapSample[]): string {
  return samples
    .map(
      (sample) =>
        `${(sample.atMs / 1000).toFixed(0)} s ${sample.heapMb.toFixed(1)} ` +
        `(external ${sample.externalMb.toFixed(1)}, RSS ${sample.rssMb.toFixed(0)})`,
    )
    .join(', ');
}
