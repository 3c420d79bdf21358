import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Permission } from '../../shared/permissions';
import { RequirePermission } from './guards/route-guards';

/** A route whose page component loads from its module when first visited. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return () => load().then((module) => ({ Component: pick(module) }));
}

/**
 * Pages for the roles `permission` names (permissions.ts, as the menus read it): others get
 * `message` and go to their home page.
 */
export function permitted(
  permission: Permission,
  message: string,
  children: RouteObject[],
): RouteObject {
  return { element: <RequirePermission permission={permission} message={message} />, children };
}
