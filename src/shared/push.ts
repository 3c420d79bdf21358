import { z } from 'zod';

/**
 * Web Push (issue #21): a browser that allowed notifications sends its PushSubscription (what
 * `subscription.toJSON()` gives) to POST /api/push/subscriptions; the server posts encrypted
 * messages to its endpoint. Whether the server may post there is the server's rule (SSRF).
 */

/** base64url of `bytes` bytes, with or without its padding; stored without. */
function base64url(bytes: number, message: string) {
  const length = Math.ceil((bytes * 4) / 3);
  const pattern = new RegExp(`^[A-Za-z0-9_-]{${String(length)}}=*$`);
  return z
    .string(message)
    .regex(pattern, message)
    .transform((value) => value.replace(/=+$/, ''));
}

export const PushEndpointSchema = z
  .string('Missing push endpoint')
  .min(1, 'Missing push endpoint')
  .max(2048, 'The push endpoint is too long');

/** Body of POST /api/push/subscriptions: the browser's PushSubscription as JSON. */
export const PushSubscriptionBodySchema = z.object({
  endpoint: PushEndpointSchema,
  keys: z.object(
    {
      // An uncompressed P-256 point: 65 bytes, the first one 4 (so the text starts with B).
      p256dh: base64url(65, 'Invalid p256dh key').refine(
        (key) => key.startsWith('B'),
        'Invalid p256dh key',
      ),
      auth: base64url(16, 'Invalid auth secret'),
    },
    'Missing subscription keys',
  ),
});
export type PushSubscriptionBody = z.input<typeof PushSubscriptionBodySchema>;

/** Body of DELETE /api/push/subscriptions: which of the account's devices to forget. */
export const PushUnsubscribeBodySchema = z.object({ endpoint: PushEndpointSchema });
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBodySchema>;

/** GET /api/push/public-key: the VAPID key browsers subscribe with (base64url). */
export const PushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof PushPublicKeySchema>;

/**
 * What the server sends and the service worker shows (public/push-handler.js reads it): the
 * title and text, the app page a tap opens, and a tag that replaces an older notification.
 */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string().optional(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
