import { useSyncExternalStore } from 'react';

/**
 * A value that lives outside React (set by browser events or module code) and that components
 * read with `useValue`, re-rendering when it changes.
 */
export function externalStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const get = () => value;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    get,
    set(next: T): void {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    useValue: (): T => useSyncExternalStore(subscribe, get),
  };
}
