import type { AnswerSource } from './response-cache.js';

/** An answer with the instant it changes with the clock alone (epoch ms; Infinity: never). */
export interface TimedAnswer<T> {
  answer: T;
  changesAt: number;
}

/**
 * The `load` and `expiresAt` of an answer that knows when time alone changes it (issue #39: an
 * open shift turns uncovered at its end), for a route's response cache: the instant found while
 * loading is the kept answer's expiry, so a count made before a shift ended is never sent after.
 * `alsoExpiresAt` adds an expiry of the route's own (the earliest wins).
 */
export function timedLoad<T extends object>(
  load: () => Promise<TimedAnswer<T>>,
  alsoExpiresAt?: (answer: T, loadedAt: number) => number,
): Pick<AnswerSource<T>, 'load' | 'expiresAt'> {
  const changes = new WeakMap<T, number>();
  return {
    load: async () => {
      const { answer, changesAt } = await load();
      changes.set(answer, changesAt);
      return answer;
    },
    expiresAt: (answer, loadedAt) =>
      Math.min(changes.get(answer) ?? loadedAt, alsoExpiresAt?.(answer, loadedAt) ?? Infinity),
  };
}
