/** Keys whose values are credentials: a session token, or an OAuth account's tokens. */
const SECRET_KEYS = new Set(['token', 'accessToken', 'refreshToken', 'idToken']);

/** A copy of `value` without SECRET_KEYS at any depth (better-auth's answers are shallow). */
function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (!value || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!SECRET_KEYS.has(key)) copy[key] = strip(item);
  }
  return copy;
}

/**
 * The session token lives in an httpOnly cookie so that page scripts cannot read it; better-auth
 * also writes tokens into some JSON answers (sign-in, a session, a list of sessions), which are
 * dropped wherever they sit. A body that is not JSON goes through unchanged.
 */
export function withoutTokens(payload: Buffer): Buffer {
  let body: unknown;
  try {
    body = JSON.parse(payload.toString('utf8'));
  } catch {
    return payload;
  }
  return Buffer.from(JSON.stringify(strip(body)));
}
