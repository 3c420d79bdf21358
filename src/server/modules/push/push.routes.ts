import { ECDH } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PushPublicKeySchema,
  PushSubscriptionBodySchema,
  PushUnsubscribeBodySchema,
} from '../../../shared/push.js';
import { requireRole, requireUser, signedIn } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { badRequest } from '../../errors.js';
import type { NotificationsConfig } from '../../notifications/notifications-config.js';
import { endpointProblem } from '../../notifications/push-endpoint.js';
import { pushSubscriptionsRepository } from '../../notifications/push-subscriptions.repository.js';

const OkSchema = z.object({ ok: z.literal(true) });

interface PushRoutesOptions {
  database: Database;
  config: NotificationsConfig;
}

/** True when the browser's key is a point on P-256 (else every message to it would fail). */
function isCurvePoint(p256dh: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/**
 * Web Push devices (issue #21): the server's public key, and each account's own subscriptions.
 * Anyone with a working role may have their devices notified; nobody sees or removes another's.
 * Subscribing and unsubscribing are not audited: a device is not business data.
 */
export const pushRoutes: FastifyPluginAsyncZod<PushRoutesOptions> = async (
  app,
  { database, config },
) => {
  const subscriptions = pushSubscriptionsRepository(database.db);
  const allowed = requireRole('push:subscribe');

  app.get(
    '/api/push/public-key',
    {
      preHandler: allowed,
      schema: {
        tags: ['push'],
        summary: "The server's Web Push (VAPID) public key",
        response: { 200: PushPublicKeySchema },
      },
    },
    () => ({ publicKey: config.vapid.publicKey }),
  );

  app.post(
    '/api/push/subscriptions',
    {
      preHandler: allowed,
      schema: {
        tags: ['push'],
        summary: 'Subscribe this device to Web Push',
        body: PushSubscriptionBodySchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      const { endpoint, keys } = request.body;
      const problem = endpointProblem(endpoint, config.pushAllowLoopback);
      if (problem) {
        const message = `The push endpoint ${problem}`;
        throw badRequest(message, { endpoint: message });
      }
      if (!isCurvePoint(keys.p256dh)) {
        throw badRequest('Invalid p256dh key', { 'keys.p256dh': 'Invalid p256dh key' });
      }
      await subscriptions.save({ userId: requireUser(request).id, endpoint, ...keys });
      return { ok: true as const };
    },
  );

  // Any session: an account that lost its role may still take its device off the list.
  app.delete(
    '/api/push/subscriptions',
    {
      preHandler: signedIn,
      schema: {
        tags: ['push'],
        summary: 'Unsubscribe one of my devices',
        body: PushUnsubscribeBodySchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      // Another account's device, or one already gone: nothing to do, and nothing to tell.
      await subscriptions.remove(requireUser(request).id, request.body.endpoint);
      return { ok: true as const };
    },
  );
};
