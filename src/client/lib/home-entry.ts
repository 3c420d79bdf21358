/**
 * Entering the app at / (issue #30): a dispatcher's home on a phone is the open-shifts board, while
 * the month's cards stay one tap away. Arriving at / counts as entering when it is a fresh load
 * of the app (the installed app's start, a bookmark, a typed address) without a month in the
 * address, or the sign-in's own redirect; a tap on Coverage or 'Month view' is not, and a reload
 * keeps the page it reloads (the browser keeps the entry's state).
 */

/** The state the sign-in navigates to / with. */
export const ENTERING_STATE = { entering: true } as const;

/** The spec's mobile breakpoint (section 9): narrower than 768 px is a phone. */
export function isPhoneScreen(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(max-width: 767.98px)').matches;
}

/** True when this arrival at / is entering the app (see above). */
export function isEntering(location: { key: string; search: string; state: unknown }): boolean {
  const { state } = location;
  if (state !== null && typeof state === 'object' && 'entering' in state) return true;
  // React Router names the tab's first location 'default'.
  return location.key === 'default' && location.search === '';
}
