import autocannon, { type Options } from 'autocannon';

export const LOAD_CONNECTIONS = 20;

/**
 * What a browser says it takes (Chromium's Accept-Encoding): the screens' large answers go
 * gzipped to it (src/server/http/response-cache/), so the loads of those screens ask as it does.
 */
export const BROWSER_ACCEPT = { 'accept-encoding': 'gzip, deflate, br, zstd' } as const;

/** Load seconds per HTTP scenario: long enough to settle at large, a smoke check at small. */
export const loadSeconds = (size: 'small' | 'large') => (size === 'large' ? 5 : 2);

/**
 * Seconds of the same load before the measured seconds, not counted in them. A fresh process
 * reaches its speed only once V8 has compiled its hot paths, and on two cores the compiler
 * competes with the load for a core: reads settle after about two seconds, writes (more code:
 * validation, two queries built, the audit entry) after four to six, going from ~400 to ~900 a
 * second on PostgreSQL. And each post's month is read from the database once before it is
 * kept. The warm-up's own figures are reported beside the measured ones: they are what the
 * first seconds after a start cost.
 */
export const warmUpSeconds = (size: 'small' | 'large') => (size === 'large' ? 5 : 0.5);

export interface LoadStats {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
  requests: number;
  /** Answers with a 2xx status (for writes: rows the server said it saved). */
  succeeded: number;
}

/** A measured load and the warm-up before it (see warmUpSeconds). */
export interface WarmedLoadStats extends LoadStats {
  warmUp: LoadStats;
}

/** Loads one URL with autocannon (LOAD_CONNECTIONS connections, no pipelining). */
async function runLoad(options: Options): Promise<LoadStats> {
  const result = await autocannon({ connections: LOAD_CONNECTIONS, ...options });
  return {
    perSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: Math.round(result.requests.average * result.duration),
    succeeded: result['2xx'],
  };
}

/**
 * The same load twice: `warmUp` seconds unmeasured, then `options.duration` measured (errors
 * count in both). Requests
 * made by `options.requests` go on from where the warm-up left them (the next post, the next
 * write).
 */
export async function runWarmedLoad(options: Options, warmUp: number): Promise<WarmedLoadStats> {
  const warmUpStats = await runLoad({ ...options, duration: warmUp });
  const measured = await runLoad(options);
  // An error is an error whenever it happens: the warm-up's count too.
  return { ...measured, errors: measured.errors + warmUpStats.errors, warmUp: warmUpStats };
}

/** The warm-up's figures, for a result's `extra`. */
export const warmUpFigures = ({ warmUp }: WarmedLoadStats) => ({
  'warm-up requests': warmUp.requests,
  'warm-up p99 ms': warmUp.p99Ms,
});

/**
 * 20 clients reading `paths` in turn as the account of `cookie` (a browser's Accept-Encoding),
 * warmed up first (runWarmedLoad): the reports' scenarios.
 */
export function loadPathsInTurn(
  url: string,
  cookie: string,
  paths: readonly string[],
  size: 'small' | 'large',
): Promise<WarmedLoadStats> {
  let next = 0;
  const load: Options = {
    url,
    headers: { ...BROWSER_ACCEPT, cookie },
    duration: loadSeconds(size),
    requests: [
      { setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] ?? '/' }) },
    ],
  };
  return runWarmedLoad(load, warmUpSeconds(size));
}
