import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../errors.js';
import { CLIENT_IP_HEADER, type Auth } from './auth.js';
import { withoutTokens } from './without-tokens.js';

interface AuthRouteOptions {
  auth: Auth;
  publicUrl: string;
}

/**
 * The better-auth endpoints the app uses, by method and exact path; every other one of its
 * endpoints (list-sessions, verify-password, sign-up, the admin plugin's…) answers 404 here.
 * The path is compared as sent, so no spelling of it (`/./`, `%2e`, `x/..`) reaches better-auth
 * except this one.
 */
export const AUTH_ENDPOINTS_USED: Readonly<Record<string, 'GET' | 'POST'>> = {
  '/api/auth/sign-in/email': 'POST',
  '/api/auth/sign-out': 'POST',
  '/api/auth/get-session': 'GET',
};

/** Builds the Fetch request better-auth expects, carrying the client's address for its limits. */
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
  return reply.send(isJson ? withoutTokens(payload) : payload);
}

/** Only JSON bodies: the app sends nothing else, and one form of input is one thing to check. */
function isJsonBody(request: FastifyRequest, body: Buffer | undefined): boolean {
  if (!body || body.length === 0) return true;
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}

/**
 * Mounts the better-auth endpoints the app uses under /api/auth. Bodies reach it untouched (a
 * raw-buffer parser, so an empty sign-out body is fine); sign-in is guarded inside better-auth
 * (sign-in-guard.ts), and its answers lose every session token before page scripts see them.
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
      const [path = ''] = request.url.split('?');
      if (AUTH_ENDPOINTS_USED[path] !== request.method) throw notFound();
      const body = Buffer.isBuffer(request.body) ? request.body : undefined;
      if (!isJsonBody(request, body)) {
        throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send JSON (application/json)');
      }
      const response = await options.auth.handler(toFetchRequest(request, options.publicUrl, body));
      return sendFetchResponse(response, reply);
    },
  });
}
