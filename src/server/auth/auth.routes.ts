import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { tooManyRequests } from '../errors.js';
import { CLIENT_IP_HEADER, type Auth } from './auth.js';
import { consumeSignInAttempt } from './sign-in-limiter.js';

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;

interface AuthRouteOptions {
  auth: Auth;
  database: Database;
  publicUrl: string;
  signInLimit: number;
}

function emailOf(body: Buffer | undefined): string | null {
  if (!body || body.length === 0) return null;
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (parsed && typeof parsed === 'object' && 'email' in parsed) {
      return typeof parsed.email === 'string' ? parsed.email : null;
    }
  } catch {
    return null;
  }
  return null;
}

/** Builds the Fetch request better-auth expects, carrying the client's address for its limiter. */
function toFetchRequest(request: FastifyRequest, publicUrl: string, body: Buffer | undefined) {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && body && body.length > 0;
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
  });
}

/**
 * The session token lives in an httpOnly cookie so that page scripts cannot read it; better-auth
 * also echoes it in some JSON bodies (sign-in, get-session), which we drop.
 */
function withoutSessionToken(payload: Buffer): Buffer {
  let body: unknown;
  try {
    body = JSON.parse(payload.toString('utf8'));
  } catch {
    return payload;
  }
  if (!body || typeof body !== 'object') return payload;
  const copy: Record<string, unknown> = { ...body };
  delete copy.token;
  if (copy.session && typeof copy.session === 'object') {
    const session: Record<string, unknown> = { ...copy.session };
    delete session.token;
    copy.session = session;
  }
  return Buffer.from(JSON.stringify(copy));
}

async function sendFetchResponse(response: Response, reply: FastifyReply) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const payload = Buffer.from(await response.arrayBuffer());
  if (payload.length === 0) return reply.send(null);
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  return reply.send(isJson ? withoutSessionToken(payload) : payload);
}

/**
 * Mounts better-auth under /api/auth. Bodies reach it untouched (a raw-buffer parser, so an
 * empty sign-out body is fine); sign-in is limited per email here and per IP by better-auth.
 */
export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : undefined;
      if (request.method === 'POST' && request.url.startsWith('/api/auth/sign-in/email')) {
        const email = emailOf(body);
        if (email) {
          const wait = await consumeSignInAttempt(options.database, email, {
            max: options.signInLimit,
            windowMs: FIFTEEN_MINUTES_MS,
          });
          if (wait !== null) {
            reply.header('retry-after', String(wait));
            throw tooManyRequests(
              `Too many sign-in attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`,
            );
          }
        }
      }
      const response = await options.auth.handler(toFetchRequest(request, options.publicUrl, body));
      return sendFetchResponse(response, reply);
    },
  });
}
