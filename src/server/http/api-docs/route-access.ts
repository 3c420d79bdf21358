import type { RouteOptions } from 'fastify';
import { PERMISSIONS } from '../../../shared/permissions.js';
import { accessCheckedBy, type CheckedAccess } from '../../auth/request-user.js';

/** Who may call a route: what its preHandler checks (a permission, any session), or anyone. */
export type RouteAccess = CheckedAccess | 'public';

/**
 * Read from the route's preHandler (requireRole or signedIn, auth/request-user.ts), or its
 * preValidation once the check moved there (auth/access-first.ts), so the reference says what
 * the server enforces; a route without one is open to anyone.
 */
export function routeAccess(
  route: Pick<RouteOptions, 'preHandler' | 'preValidation'>,
): RouteAccess {
  for (const preHandler of [route.preValidation ?? [], route.preHandler ?? []].flat()) {
    const access = accessCheckedBy(preHandler);
    if (access) return access;
  }
  return 'public';
}

/** The reference's line on who may call an operation. */
export function whoMayCall(access: RouteAccess): string {
  if (access === 'public') return 'Who may call: anyone, without a session.';
  if (access === 'signed-in') return 'Who may call: every signed-in account.';
  return `Who may call: ${PERMISSIONS[access].join(', ')} (permission \`${access}\`).`;
}
