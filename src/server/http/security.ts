import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { isApiRequest } from './api-path.js';
import { isProviderWebhook } from './provider-webhooks.js';

/**
 * Security headers with a strict Content-Security-Policy: only the app's own scripts run. helmet's
 * middleware is built once and applied to every reply (@fastify/helmet rebuilt it, CSP parsing
 * included, on every request).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers and sonner animates toasts with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => {
      done(error instanceof Error ? error : undefined);
    });
  });
}

/**
 * A ceiling on API requests per minute, far above what a person clicks, to blunt scripted abuse:
 * per signed-in account, and per address for calls without a session (sign-in included). Fifty
 * people behind one office address each have their own. It runs after the session is read
 * (registered after requestUserPlugin) and before any route's role check, so refused calls are
 * counted too.
 */
export async function registerApiRateLimit(app: FastifyInstance, max: number): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    max,
    timeWindow: '1 minute',
    keyGenerator: (request) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
    // The SMS provider's webhooks are signed and come from a few addresses at its pace.
    allowList: (request) => !isApiRequest(request) || isProviderWebhook(request),
  });
  app.addHook('preHandler', app.rateLimit());
}

/**
 * Behind a proxy every request comes from the proxy's address unless TRUST_PROXY names it; then
 * every anonymous client shares one address's limits. Says so once when it looks like that.
 */
export function warnOfUntrustedProxy(app: FastifyInstance, trustProxy: boolean | string): void {
  if (trustProxy) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    request.log.warn(
      'Requests arrive with X-Forwarded-For but TRUST_PROXY is not set: every client behind the ' +
        "proxy counts as the proxy's address for the sign-in and request limits. Set TRUST_PROXY " +
        "to the proxy's address (see the README, Configuration).",
    );
  });
}
