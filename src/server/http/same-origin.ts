import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors.js';
import { isApiRequest } from './api-path.js';
import { isProviderWebhook } from './provider-webhooks.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API requests that do not come from the app's own origin (CSRF). Browsers
 * send Origin on every such fetch; a request with neither Origin nor Sec-Fetch-Site is refused as
 * well. This covers /api/auth too: better-auth checks the origin only when a cookie is sent, and
 * a sign-in from another site (login CSRF) must be refused as well. The SMS provider's two
 * webhooks are the one exception, by route: they carry its signature instead (issue #30).
 */
export function registerSameOriginCheck(app: FastifyInstance, trustedOrigins: string[]): void {
  const trusted = new Set(trustedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isApiRequest(request)) return;
    if (isProviderWebhook(request)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (origin ? trusted.has(origin) : fetchSite === 'same-origin') return;
    throw new HttpError(403, 'CROSS_ORIGIN', 'Cross-origin request refused');
  });
}
