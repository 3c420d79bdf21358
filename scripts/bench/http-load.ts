import autocannon, { type Options } from 'autocannon';

export const LOAD_CONNECTIONS = 20;

/** Load seconds per HTTP scenario: long enough to settle at large, a smoke check at small. */
export const loadSeconds = (size: 'small' | 'large') => (size === 'large' ? 5 : 2);

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

/** Loads one URL with autocannon (LOAD_CONNECTIONS connections, no pipelining). */
export async function runLoad(options: Options): Promise<LoadStats> {
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
