import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys.js';

/** How long a signed VAPID header is used: push services accept up to 24 h (RFC 8292). */
const VALID_SECONDS = 12 * 60 * 60;
/** A header is signed again this long before it expires, so none is sent about to expire. */
const RENEW_BEFORE_SECONDS = 60 * 60;

/**
 * The VAPID Authorization header for a push service, signed once per service and reused until
 * near its expiry: web-push would sign a JWT (ECDSA P-256) for every message, which was a tenth
 * of the outbox's CPU when it sent thousands of pushes at once.
 */
export function vapidHeaders(vapid: VapidKeys & { subject: string }) {
  const signed = new Map<string, { header: string; renewAt: number }>();
  return (endpoint: string): string => {
    const audience = new URL(endpoint).origin;
    const now = Math.floor(Date.now() / 1000);
    const kept = signed.get(audience);
    if (kept && kept.renewAt > now) return kept.header;
    const expires = now + VALID_SECONDS;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      expires,
    );
    signed.set(audience, { header: Authorization, renewAt: expires - RENEW_BEFORE_SECONDS });
    return Authorization;
  };
}
