/**
 * When a message that failed is tried again: exponential back-off with jitter, so a provider
 * that is down is not hammered, and messages that failed together do not all come back at the
 * same instant. After `attempts` tries in all the message is marked failed.
 */
export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** The wait after the first failure; it doubles with each one after. */
  firstDelayMs: number;
  /** Where the wait stops doubling (it is still spread ±25 %). */
  maxDelayMs: number;
}

/**
 * 8 tries over about 10 minutes (5 s, 10 s, 20 s … 5 min 20 s, each ±25 %): long enough to ride
 * out a provider's short outage or a restart, short enough that a shift offer is still worth
 * having, and an admin sees a failure on Deliveries within a quarter of an hour.
 */
export const DEFAULT_RETRY: RetryPolicy = {
  attempts: 8,
  firstDelayMs: 5_000,
  maxDelayMs: 15 * 60_000,
};

/**
 * The wait before the next try after the `attempt`-th (1-based) failed, or null when none is
 * left. `random` is in [0, 1); the wait is the doubled delay ±25 %.
 */
export function retryDelayMs(
  policy: RetryPolicy,
  attempt: number,
  random: number = Math.random(),
): number | null {
  if (attempt >= policy.attempts) return null;
  const doubled = policy.firstDelayMs * 2 ** Math.max(0, attempt - 1);
  const base = Math.min(policy.maxDelayMs, doubled);
  return Math.round(base * (0.75 + random * 0.5));
}
