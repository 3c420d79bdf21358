import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { BenchContext } from './context.js';
import { LOAD_CONNECTIONS, loadSeconds, runWarmedLoad, warmUpSeconds } from './http-load.js';
import type { ScenarioResult } from './results.js';

/**
 * The bare route, in a worker thread of the bench process: autocannon then has the main thread
 * to itself, as it has when it loads the server process, so the two rates compare (on one event
 * loop the route and autocannon would share a core and the baseline would read about half).
 * CommonJS source because an eval worker is a script.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const app = require(workerData.fastify)({ logger: false });
app.get('/', async () => ({ ok: true }));
app.listen({ host: '127.0.0.1', port: 0 }).then(
  (address) => parentPort.postMessage({ address }),
  (error) => parentPort.postMessage({ error: String(error) }),
);
`;

interface Started {
  address?: string;
  error?: string;
}

async function startBareRoute(): Promise<{ url: string; worker: Worker }> {
  const fastify = createRequire(import.meta.url).resolve('fastify');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { fastify } });
  const started = await new Promise<Started>((resolve, reject) => {
    worker.once('message', (message: Started) => resolve(message));
    worker.once('error', reject);
  });
  if (!started.address) {
    await worker.terminate();
    throw new Error(`the bare Fastify route did not start: ${started.error ?? 'no address'}`);
  }
  return { url: started.address, worker };
}

/** A bare Fastify route answering a constant: the ceiling the other HTTP scenarios compare to. */
export async function baseline(context: BenchContext): Promise<ScenarioResult> {
  const { url, worker } = await startBareRoute();
  try {
    const seconds = loadSeconds(context.size);
    // Warmed up as the other HTTP scenarios are, so that the rates compare.
    const stats = await runWarmedLoad(
      { url: `${url}/`, duration: seconds },
      warmUpSeconds(context.size),
    );
    console.log(`${stats.requests} requests in ${seconds} s over ${LOAD_CONNECTIONS} connections`);
    return {
      scenario: 'baseline (bare Fastify route)',
      database: '—',
      perSecond: stats.perSecond,
      p50Ms: stats.p50Ms,
      p99Ms: stats.p99Ms,
      errors: stats.errors,
      serverPeakRssMb: null,
      ofBaseline: 1,
      extra: { connections: LOAD_CONNECTIONS, seconds },
      budget: 'reference, none',
      withinBudget: null,
    };
  } finally {
    await worker.terminate();
  }
}
