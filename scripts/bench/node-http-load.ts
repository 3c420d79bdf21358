import http from 'node:http';
import { LOAD_CONNECTIONS, type LoadStats, type WarmedLoadStats } from './http-load.js';

/**
 * A load for answers of hundreds of KB: LOAD_CONNECTIONS keep-alive connections, each sending
 * its next request when the last answer has fully arrived, through Node's own HTTP client.
 *
 * autocannon parses answers with http-parser-js, in JavaScript: for the week board's 873 KB it
 * took more than a core of the two (112 % CPU against the server's 44 %) and its p99 measured
 * itself. Node's client parses with llhttp, in C: the same load then leaves the server the
 * busier of the two.
 */
export interface NodeLoad {
  baseUrl: string;
  /** The path of the next request (the same one, or a different one each time). */
  path: () => string;
  headers: Record<string, string>;
  /** Measured seconds. */
  duration: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

/** One request's time in ms and whether it answered 2xx (the body read to its end). */
function timedGet(agent: http.Agent, load: NodeLoad): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(
      `${load.baseUrl}${load.path()}`,
      { agent, headers: load.headers },
      (response) => {
        response.resume();
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          resolve({ ms: performance.now() - started, ok: status >= 200 && status < 300 });
        });
        response.on('error', () => resolve({ ms: performance.now() - started, ok: false }));
      },
    );
    request.on('error', () => resolve({ ms: performance.now() - started, ok: false }));
  });
}

async function runNodeLoad(load: NodeLoad): Promise<LoadStats> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: LOAD_CONNECTIONS });
  const times: number[] = [];
  let errors = 0;
  const started = performance.now();
  const ends = started + load.duration * 1000;
  const connection = async () => {
    while (performance.now() < ends) {
      const { ms, ok } = await timedGet(agent, load);
      times.push(ms);
      if (!ok) errors += 1;
    }
  };
  try {
    await Promise.all(Array.from({ length: LOAD_CONNECTIONS }, connection));
  } finally {
    agent.destroy();
  }
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...times].sort((a, b) => a - b);
  return {
    perSecond: Math.round(times.length / seconds),
    p50Ms: Math.round(percentile(sorted, 0.5)),
    p99Ms: Math.round(percentile(sorted, 0.99)),
    errors,
    requests: times.length,
    succeeded: times.length - errors,
  };
}

/** As runWarmedLoad: `warmUp` seconds unmeasured, then the measured seconds. */
export async function runWarmedNodeLoad(load: NodeLoad, warmUp: number): Promise<WarmedLoadStats> {
  const warmUpStats = await runNodeLoad({ ...load, duration: warmUp });
  const measured = await runNodeLoad(load);
  return { ...measured, errors: measured.errors + warmUpStats.errors, warmUp: warmUpStats };
}
