import { toMb, verdict, type BenchContext } from './context.js';
import type { ScenarioResult } from './results.js';
import { memoryOf, startServer } from './server.js';
import { percentile } from './stats.js';

const BUDGET_MS = 2000;
/** Starts timed: the median of three at large evens out a busy moment of the machine. */
const STARTS = { large: 3, small: 1 } as const;

/**
 * Spawn to first 200 on /healthz. The shared server's start migrated a fresh database, so the
 * figure that counts is another process's on the same, already-migrated database (a restart or
 * a deploy); the first start is shown beside it.
 */
export async function startup(context: BenchContext): Promise<ScenarioResult> {
  const times: number[] = [];
  let peakMb = 0;
  for (let run = 0; run < STARTS[context.size]; run++) {
    const server = await startServer(context.databaseUrl);
    try {
      times.push(server.startMs);
      peakMb = Math.max(peakMb, toMb(memoryOf(server.process.pid ?? 0).peak));
    } finally {
      await server.stop();
    }
  }
  const median = percentile(times, 50) ?? Number.POSITIVE_INFINITY;
  const first = context.server.startMs;
  console.log(
    `starts on the migrated database: ${times.map((ms) => ms.toFixed(0)).join(', ')} ms ` +
      `(the first, migrating: ${first.toFixed(0)} ms)`,
  );
  return {
    scenario: 'startup (migrated database)',
    database: context.database,
    perSecond: null,
    p50Ms: null,
    p99Ms: null,
    errors: 0,
    serverPeakRssMb: peakMb,
    ofBaseline: null,
    extra: {
      'start ms': Math.round(median),
      starts: times.length,
      'first start (migrating) ms': Math.round(first),
    },
    budget: `median start ≤ ${BUDGET_MS} ms`,
    withinBudget: verdict(context, median <= BUDGET_MS),
  };
}
