import { useSyncExternalStore } from 'react';

/** Spec section 9's breakpoint: the grid from 768 px up, the day-by-day list below. */
const WIDE = '(min-width: 768px)';

const subscribe = (listener: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};

/** True on screens wide enough for the week's grid; only one of the two views is drawn. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches);
}
