import type { FastifyInstance, RouteOptions } from 'fastify';
import { accessCheckedBy } from './request-user.js';

type Hooks = RouteOptions['preHandler'];

/** A route's hooks as a list: Fastify takes one function or an array. */
const listOf = (hooks: Hooks): unknown[] => [hooks ?? []].flat();

/**
 * Runs each route's access check (requireRole, signedIn, as its preHandler names it) before the
 * route's schemas validate the request, right after the session is read (request-user.ts): a
 * caller who may not call the route gets 401 or 403, never a 400 that names the body's fields
 * (issue #40: an anonymous caller learnt them). The route files keep saying `preHandler`, as a
 * table of contents; the check merely moves to preValidation, ahead of the route's own.
 */
export function checkAccessBeforeValidation(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const hooks = listOf(route.preHandler);
    const checks = hooks.filter((hook) => accessCheckedBy(hook) !== undefined);
    if (checks.length === 0) return;
    const rest = hooks.filter((hook) => !checks.includes(hook));
    route.preValidation = [
      ...checks,
      ...listOf(route.preValidation),
    ] as RouteOptions['preValidation'];
    route.preHandler = rest as Hooks;
  });
}
