import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { HttpError, notFound } from '../errors.js';
import { CLIENT_IP_HEADER, type Auth } from './auth.js';
import { DEVICE_COOKIE, deviceIdFrom } from './device-cookie.js';
import type { PasswordHashQueue } from './password-hash-queue.js';
import { deviceSource, signInSources } from './sign-in-sources.js';
import { withoutTokens } from './without-tokens.js';

interface AuthRouteOptions {
  auth: Auth;
  database: Database;
  hashQueue: PasswordHashQueue;
  publicUrl: string;
}

/**
 * The better-auth endpoints the app uses, by method and exact path; every other one of its
 * endpoints (list-sessions, verify-password, sign-up, the admin plugin's…) answers 404 here.
 * The path is compared as sent, so no spelling of it (`/./`, `%2e`, `x/..`) reaches better-auth
 * except this one.
 */
const SIGN_IN = '/api/auth/sign-in/email';
export const AUTH_ENDPOINTS_USED: Readonly<Record<string, 'GET' | 'POST'>> = {
  [SIGN_IN]: 'POST',
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

/** The email a sign-in's JSON body names, lowercased as better-auth looks it up, else null. */
function emailOf(body: Buffer | undefined): string | null {
  if (!body) return null;
  let parsed: unknown;
  try {
    // better-auth reads a body that starts with a byte-order mark; so does this.
    parsed = JSON.parse(body.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || !('email' in parsed)) return null;
  return typeof parsed.email === 'string' ? parsed.email.toLowerCase() : null;
}

/**
 * Mounts the better-auth endpoints the app uses under /api/auth. Bodies reach it untouched (a
 * raw-buffer parser, so an empty sign-out body is fine); sign-in is guarded inside better-auth
 * (sign-in-guard.ts), and its answers lose every session token before page scripts see them.
 */
export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions) {
  const { secret, createAuthCookie } = await options.auth.$context;
  const deviceCookie = createAuthCookie(DEVICE_COOKIE).name;
  const sources = signInSources(options.database);
  /**
   * A sign-in that would wait in the normal lane of a full queue, or come when as many sign-ins
   * are under way as the queue has room for, is refused here, before better-auth sees it: a
   * flood's excess costs next to nothing. Only a device that signed in
   * to this very account before (its signed cookie, then one indexed read) goes on to the
   * priority lane, since every account's holder has a signed device cookie, and a flood carrying one
   * would otherwise cost better-auth's routing and five queries of the guard's per refusal.
   */
  const refusedAsBusy = async (request: FastifyRequest, path: string, body?: Buffer) => {
    if (path !== SIGN_IN || !options.hashQueue.crowded) return false;
    const deviceId = deviceIdFrom(request.headers.cookie, deviceCookie, secret);
    const email = deviceId ? emailOf(body) : null;
    if (!deviceId || !email) return true;
    return (await sources.known(email, [deviceSource(deviceId)])) === null;
  };

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    // The API reference lists the three endpoints it admits instead (http/api-docs/).
    schema: { hide: true },
    handler: async (request, reply) => {
      const [path = ''] = request.url.split('?');
      if (AUTH_ENDPOINTS_USED[path] !== request.method) throw notFound();
      const body = Buffer.isBuffer(request.body) ? request.body : undefined;
      if (!isJsonBody(request, body)) {
        throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send JSON (application/json)');
      }
      if (await refusedAsBusy(request, path, body)) {
        const { message, retryAfter } = options.hashQueue.busy();
        reply.header('retry-after', String(retryAfter));
        throw new HttpError(503, 'BUSY', message);
      }
      const fetchRequest = toFetchRequest(request, options.publicUrl, body);
      const response = await (path === SIGN_IN
        ? options.hashQueue.admit(() => options.auth.handler(fetchRequest))
        : options.auth.handler(fetchRequest));
      return sendFetchResponse(response, reply);
    },
  });
}
