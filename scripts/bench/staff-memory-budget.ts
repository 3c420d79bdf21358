import { tenths } from './stats.js';
import {
  describeHeap,
  describeRss,
  type HeapSample,
  type MemoryFigures,
  type RssSample,
} from './staff-memory.js';

/**
 * Flat memory: RSS at the end at most this much above RSS when the warm-up is over (10 s at
 * large). Between V8's major collections RSS climbs about 0.5 MB/s here, and SQLite's page cache
 * (up to 64 MB) fills; a leak of 7 KB a call (about 150 calls a second for 50 s) would use up the
 * margin on its own.
 */
export const RSS_GROWTH_MB = 50;
/**
 * A run this long is a soak. Its first third is warm-up for the memory budget: the bounded caches
 * fill over minutes at large (SQLite's page cache up to 64 MB, the month cache's ~900 answers
 * as staff open more posts' months), and a soak is there to tell a leak from them.
 */
export const SOAK_SECONDS = 300;
/**
 * A soak's heap after a forced collection may end at most this much above where it was at a third
 * of the run. Between samples it moves by about ±0.6 MB (the requests in flight when the
 * collection runs); 5 MB over the last two thirds of ten minutes (~55,000 calls) is what keeping
 * 90 bytes a call would add.
 */
export const HEAP_GROWTH_MB = 5;

const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}`;

/** Where the memory budget starts counting, in ms into the run. */
export function budgetFromMs(seconds: number, warmUpSeconds: number): number {
  return seconds >= SOAK_SECONDS ? (seconds * 1000) / 3 : warmUpSeconds * 1000;
}

/** The memory part of the staff run's budget, and whether it was met. */
export function memoryBudget(memory: MemoryFigures, seconds: number, warmUpSeconds: number) {
  const rssMet = memory.growth <= RSS_GROWTH_MB;
  if (seconds < SOAK_SECONDS || memory.heapGrowth === null) {
    return { budget: `RSS +≤ ${RSS_GROWTH_MB} MB after ${warmUpSeconds} s`, met: rssMet };
  }
  return {
    budget:
      `RSS +≤ ${RSS_GROWTH_MB} MB and heap after GC +≤ ${HEAP_GROWTH_MB} MB ` +
      `over the last two thirds`,
    met: rssMet && memory.heapGrowth <= HEAP_GROWTH_MB,
  };
}

/** The run's memory figures for the table and results.json. */
export function memoryExtra(memory: MemoryFigures): Record<string, number> {
  const figures: Record<string, number> = { 'RSS growth MB': tenths(memory.growth) };
  if (memory.heapWarm !== null) figures['heap after GC MB'] = tenths(memory.heapWarm);
  if (memory.heapEnd !== null) figures['heap at end MB'] = tenths(memory.heapEnd);
  if (memory.heapGrowth !== null) figures['heap growth MB'] = tenths(memory.heapGrowth);
  if (memory.heapSlope !== null) figures['heap MB/min'] = tenths(memory.heapSlope);
  if (memory.rssSlope !== null) figures['RSS MB/min'] = tenths(memory.rssSlope);
  return figures;
}

/** A few log lines: RSS and the heap after collections at the start, on the way and at the end. */
export function memoryLog(
  memory: MemoryFigures,
  run: { seconds: number; rss: readonly RssSample[]; heap: readonly HeapSample[] },
  fromMs: number,
): void {
  // About a dozen RSS marks, whatever the run's length.
  const stepMs = Math.max(10, Math.round(run.seconds / 12 / 10) * 10) * 1000;
  const from = `${(fromMs / 1000).toFixed(0)} s`;
  console.log(
    `server RSS ${memory.warm.toFixed(0)} MB after the warm-up, ${memory.end.toFixed(0)} MB ` +
      `at the end (${signed(memory.growth)} from ${from}); ${describeRss(run.rss, stepMs)}`,
  );
  const [first, last] = [run.heap[0], run.heap.at(-1)];
  if (!first || !last || memory.heapGrowth === null) return;
  const slope = (value: number | null) => (value === null ? '—' : `${signed(value)} MB/min`);
  console.log(
    `heap after a forced GC ${first.heapMb.toFixed(1)} MB after the warm-up, ` +
      `${last.heapMb.toFixed(1)} MB at the end (${signed(memory.heapGrowth)} from ${from}); ` +
      `external ${first.externalMb.toFixed(1)} → ${last.externalMb.toFixed(1)} MB; over the ` +
      `last two thirds heap ${slope(memory.heapSlope)}, RSS ${slope(memory.rssSlope)}`,
  );
  console.log(`heap samples (MB): ${describeHeap(run.heap)}`);
}
