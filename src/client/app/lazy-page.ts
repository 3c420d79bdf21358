import type { ComponentType } from 'react';

/** A route whose page component loads from its module when first visited. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return () => load().then((module) => ({ Component: pick(module) }));
}
