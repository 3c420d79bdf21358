import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { can, hasActiveRole, type Permission } from '../../shared/permissions.js';
import { forbidden, unauthorized } from '../errors.js';
import { isApiRequest, isAuthRequest } from '../http/api-path.js';
import type { Database } from '../db/database.js';
import type { Auth } from './auth.js';
import { createSessionReader } from './session-reader.js';
import { toSessionUser, type SessionUser } from './session-user.js';

export type { SessionUser } from './session-user.js';

interface PluginOptions {
  auth: Auth;
  database: Database;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** Copies the cookies better-auth wants to set (a slid-forward session) onto the reply. */
export function forwardCookies(headers: Headers, reply: FastifyReply): void {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/**
 * Resolves `request.user` for every API request from the session cookie, read from the database
 * each time (the cookie cache is off), so a role change or a deleted account takes effect on the
 * very next request. The common case is one query (session-reader.ts); better-auth answers the
 * rest.
 */
export const requestUserPlugin = fp(async (app: FastifyInstance, options: PluginOptions) => {
  const readSession = await createSessionReader(options.auth, options.database);
  app.decorateRequest('user', null);
  // Before validation, so that each route's access check can run ahead of it (access-first.ts).
  app.addHook('preValidation', async (request, reply) => {
    if (!isApiRequest(request) || isAuthRequest(request)) return;
    const { cookie } = request.headers;
    if (!cookie) return;
    const user = await readSession(cookie);
    if (user) {
      request.user = user;
      return;
    }
    const { headers, response } = await options.auth.api.getSession({
      headers: fromNodeHeaders(request.headers),
      returnHeaders: true,
    });
    forwardCookies(headers, reply);
    if (response) request.user = toSessionUser(response.user, response.session.id);
  });
});

/** Who a route's preHandler admits: the holders of a permission, or any session. */
export type CheckedAccess = Permission | 'signed-in';

/** The access each preHandler made here checks, for the API reference (http/api-docs/). */
const checkedAccess = new WeakMap<object, CheckedAccess>();

/** What a preHandler checks when it is signedIn or made by requireRole; undefined otherwise. */
export function accessCheckedBy(preHandler: unknown): CheckedAccess | undefined {
  return typeof preHandler === 'function' ? checkedAccess.get(preHandler) : undefined;
}

/** The signed-in user, or a 401 'You must be logged in'. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** preHandler: every signed-in account, whatever its role. */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireUser(request);
}
checkedAccess.set(signedIn, 'signed-in');

/** preHandler factory: the signed-in user's role must grant the permission (DECISIONS.md). */
export function requireRole(permission: Permission) {
  const check = async (request: FastifyRequest): Promise<void> => {
    const user = requireUser(request);
    if (!hasActiveRole(user.role)) {
      throw forbidden('Your account has no role yet. Please contact your administrator.');
    }
    if (!can(user.role, permission)) throw forbidden();
  };
  checkedAccess.set(check, permission);
  return check;
}
