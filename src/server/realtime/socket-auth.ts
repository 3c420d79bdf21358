import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyBaseLogger } from 'fastify';
import { can, parseRole } from '../../shared/permissions.js';
import type { Auth } from '../auth/auth.js';
import type { RealtimeSocket } from './socket-types.js';

/** The connect_error message of a handshake without a valid session. */
export const UNAUTHORIZED = 'unauthorized';
/** The connect_error message of a signed-in account whose role has no messenger. */
export const FORBIDDEN = 'forbidden';

/**
 * True when a handshake comes from the app's own pages. Browsers send Origin on every WebSocket
 * and on every cross-origin request; a same-origin polling GET may carry only
 * Sec-Fetch-Site: same-origin. Refusing the rest stops another site from riding the session
 * cookie (cross-site WebSocket hijacking), the realtime twin of http/same-origin.ts.
 */
export function isSameOrigin(
  headers: IncomingHttpHeaders,
  trustedOrigins: ReadonlySet<string>,
): boolean {
  const origin = headers.origin;
  if (origin) return trustedOrigins.has(origin);
  return headers['sec-fetch-site'] === 'same-origin';
}

/** engine.io's allowRequest: refuses handshakes from other origins before the session is looked up. */
export function sameOriginOnly(trustedOrigins: readonly string[]) {
  const trusted = new Set(trustedOrigins);
  return (
    request: IncomingMessage,
    callback: (error: string | null | undefined, success: boolean) => void,
  ): void => {
    const allowed = isSameOrigin(request.headers, trusted);
    callback(allowed ? null : 'Cross-origin request refused', allowed);
  };
}

/**
 * Socket.IO middleware: the session cookie names the user, read fresh from the database (the
 * cookie cache is off), and only roles with the messenger may connect.
 */
export function authenticateSocket(auth: Auth, log: FastifyBaseLogger) {
  return async (socket: RealtimeSocket, next: (error?: Error) => void): Promise<void> => {
    try {
      const session = await auth.api.getSession({
        headers: fromNodeHeaders(socket.request.headers),
      });
      if (!session) {
        next(new Error(UNAUTHORIZED));
        return;
      }
      const role = parseRole(session.user.role);
      if (!can(role, 'messenger')) {
        next(new Error(FORBIDDEN));
        return;
      }
      socket.data.userId = session.user.id;
      socket.data.sessionId = session.session.id;
      socket.data.role = role;
      next();
    } catch (error) {
      log.warn({ err: error }, 'realtime handshake failed');
      next(new Error(UNAUTHORIZED));
    }
  };
}
