import { createHmac, timingSafeEqual } from 'node:crypto';

/** better-call's cookie signature: base64 HMAC-SHA-256 of the value, 44 characters. */
const SIGNATURE_LENGTH = 44;

const signatureOf = (value: string, secret: string) =>
  createHmac('sha256', secret).update(value).digest('base64');

/**
 * `value.signature`, the form better-auth signs its cookies in (to be URI-encoded in a cookie).
 * Synchronous: better-call's own signing runs on WebCrypto, in Node's thread pool, which a
 * flood of password hashes can fill.
 */
export function signValue(value: string, secret: string): string {
  return `${value}.${signatureOf(value, secret)}`;
}

/** The value of a `value.signature` signed with `secret`, or null. */
export function verifySignedValue(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(signatureOf(value, secret));
  if (signature.length !== SIGNATURE_LENGTH || !timingSafeEqual(signature, expected)) return null;
  return value;
}
