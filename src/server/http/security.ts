import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** Security headers with a strict Content-Security-Policy: only the app's own scripts run. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
}

/** A per-IP ceiling on API requests, far above what a person clicks, to blunt scripted abuse. */
export async function registerApiRateLimit(app: FastifyInstance, max: number): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: '1 minute',
    allowList: (request) =>
      !request.url.startsWith('/api/') || request.url.startsWith('/api/auth/'),
  });
}
