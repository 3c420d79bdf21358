import { randomBytes } from 'node:crypto';
import { parseCookies } from 'better-auth/cookies';
import { signValue, verifySignedValue } from './signed-value.js';

/** better-auth's name for it (prefixed: `coverdesk.device`, `__Secure-…` over HTTPS). */
export const DEVICE_COOKIE = 'device';
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

/** What the browser keeps after a successful sign-in: a year, sent to /api/auth only. */
export const DEVICE_COOKIE_ATTRIBUTES = {
  maxAge: 365 * 24 * 60 * 60,
  sameSite: 'strict',
  path: '/api/auth',
} as const;

/** A new device id and the cookie value that carries it, signed so the server knows its own. */
export function newDevice(secret: string): { id: string; value: string } {
  const id = randomBytes(32).toString('base64url');
  return { id, value: signValue(id, secret) };
}

/**
 * The device id in a Cookie header when it carries one this server issued (checked by its
 * signature, without the database), else null.
 */
export function deviceIdFrom(
  cookieHeader: string | null | undefined,
  cookieName: string,
  secret: string,
): string | null {
  if (!cookieHeader) return null;
  const value = parseCookies(cookieHeader).get(cookieName);
  const id = value ? verifySignedValue(value, secret) : null;
  return id && DEVICE_ID.test(id) ? id : null;
}
