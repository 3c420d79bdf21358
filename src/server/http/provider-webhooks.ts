import type { FastifyRequest } from 'fastify';

/** Where the SMS provider posts the texts guards send (issue #30). */
export const SMS_INBOUND_PATH = '/api/sms/inbound';
/** Where it posts what became of the texts sent (queued, sent, delivered, failed…). */
export const SMS_STATUS_PATH = '/api/sms/status';

const WEBHOOKS: ReadonlySet<string> = new Set([SMS_INBOUND_PATH, SMS_STATUS_PATH]);

/**
 * True for a POST to a route the SMS provider calls (issue #30). It comes from the provider's
 * servers, without an Origin or a session: its signature (checked by the route before anything
 * else) admits it, not the same-origin check; and it is not one person's clicking, so the API's
 * per-address ceiling does not count it. Matched by the route the request reached (its pattern),
 * not by the URL as sent, so no other path can pass for one of these.
 */
export function isProviderWebhook(request: FastifyRequest): boolean {
  return request.method === 'POST' && WEBHOOKS.has(request.routeOptions.url ?? '');
}
