import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.js';
import { isApiRequest } from './api-path.js';

export const NUL_REFUSED = 'Text cannot contain the NUL character';
export const TOO_DEEP = 'The request is nested too deeply';

/** No request of the app nests deeper than a few levels; this leaves room and bounds the walk. */
export const MAX_DEPTH = 32;

/** `\u0000` in JSON text, not itself escaped (an odd number of backslashes before the u). */
const JSON_NUL_ESCAPE = /(?:^|[^\\])(?:\\\\)*\\u0000/;

/**
 * What a parsed body holds that no route accepts: U+0000 in a string or key, or nesting deeper
 * than MAX_DEPTH. For a body kept raw (better-auth's routes), the byte or JSON's escape of it.
 * The walk keeps its own stack: a body of 5,000 nested arrays is 10 KB, and recursing into it
 * overflowed the call stack.
 */
function refusal(body: unknown): string | null {
  if (Buffer.isBuffer(body)) {
    return body.includes(0) || JSON_NUL_ESCAPE.test(body.toString()) ? NUL_REFUSED : null;
  }
  const stack: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, depth } = item;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return NUL_REFUSED;
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_DEPTH) return TOO_DEEP;
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return NUL_REFUSED;
        stack.push({ value: child, depth: depth + 1 });
      }
    }
  }
  return null;
}

/**
 * Refuses U+0000 in any API request's query or body, and bodies nested absurdly deep, with a
 * 400 before a route sees them. PostgreSQL cannot store U+0000 in text (it answered a 500),
 * SQLite cuts text at it in places, and no name, note or message needs it.
 */
export function registerBodyChecks(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!isApiRequest(request)) return;
    if (/%00/i.test(request.url)) throw badRequest(NUL_REFUSED);
    const problem = refusal(request.body);
    if (problem) throw badRequest(problem);
  });
}
