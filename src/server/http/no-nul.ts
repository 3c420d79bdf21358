import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.js';

export const NUL_REFUSED = 'Text cannot contain the NUL character';

/** `\u0000` in JSON text, not itself escaped (an odd number of backslashes before the u). */
const JSON_NUL_ESCAPE = /(?:^|[^\\])(?:\\\\)*\\u0000/;

/**
 * True when a string anywhere in the parsed body holds U+0000; for a body kept raw (better-auth's
 * routes), when it holds the byte or JSON's escape of it.
 */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Buffer.isBuffer(value)) return value.includes(0) || JSON_NUL_ESCAPE.test(value.toString());
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item));
  }
  return false;
}

/**
 * Refuses U+0000 in any API request's query or body with a 400 before a route sees it.
 * PostgreSQL cannot store it in text (it answered a 500), SQLite cuts text at it in places, and
 * no name, note or message needs it.
 */
export function registerNulRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (/%00/i.test(request.url) || holdsNul(request.body)) throw badRequest(NUL_REFUSED);
  });
}
