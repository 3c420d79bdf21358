import type { QueryClient } from '@tanstack/react-query';

/**
 * What a write changes that other features show (issue #31). Queries say what they show, writes
 * say what they changed: a query's `meta: refreshOn('shifts', …)` names the changes that make it
 * stale, and `announce(queryClient, 'shifts')` refreshes every query that named it, whichever
 * feature made it. So no feature needs another's query keys (or a shared root key to nest under):
 * a new screen that shows shifts says so where it reads them, and every offer, answer, call-out
 * and realtime event reaches it.
 *
 * Each feature's keys come from the key factory in its api file; those are for its own precise
 * reads and writes (setQueryData, one conversation's messages, the users list).
 */
export type DataChange =
  /** Coverage requests added, edited, deleted or imported. */
  | 'coverage'
  /** Offers, answers, calls and call-outs: who has a shift (the realtime 'shifts:changed'). */
  | 'shifts'
  /** A post's name or code: every list that joins it. */
  | 'locations'
  /** A guard's fields, their account or invitation. */
  | 'guards'
  /** The list of qualifications, what a guard holds or a post requires (issue #32). */
  | 'qualifications';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { refreshOn?: readonly DataChange[] };
  }
}

/** A query's meta: the changes that make it stale. */
export function refreshOn(...changes: DataChange[]): { refreshOn: readonly DataChange[] } {
  return { refreshOn: changes };
}

/** True for a query whose meta names one of `changes`. */
export function showsAny(
  meta: { refreshOn?: readonly DataChange[] } | undefined,
  changes: readonly DataChange[],
): boolean {
  return meta?.refreshOn?.some((change) => changes.includes(change)) ?? false;
}

/**
 * Marks every cached query that shows one of `changes` stale: those on screen read again now, the
 * others when next shown.
 */
export function announce(queryClient: QueryClient, ...changes: DataChange[]): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => showsAny(query.meta, changes) });
}
