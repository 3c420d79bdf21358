// autocannon ships no types and @types/autocannon is not installed: the part of its API the
// benchmarks use (README, "API" and "Results").
declare module 'autocannon' {
  /** hdr-histogram-percentiles-obj: the statistic's mean and percentiles. */
  export interface Histogram {
    average: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    /** Seconds to wait for each response. */
    timeout?: number;
    /** Requests each connection sends in turn; `setupRequest` may change one before it goes. */
    requests?: RequestSpec[];
  }

  export interface RequestSpec {
    method?: Options['method'];
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestSpec) => RequestSpec;
  }

  export interface Result {
    /** Requests completed per second, sampled each second. */
    requests: Histogram;
    /** Response time in milliseconds. */
    latency: Histogram;
    /** Connection errors, timeouts included. */
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Responses with a 2xx status. */
    '2xx': number;
    /** Seconds. */
    duration: number;
  }

  /** Without a callback the returned instance is a thenable of the result. */
  function autocannon(options: Options): PromiseLike<Result>;
  export default autocannon;
}
