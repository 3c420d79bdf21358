import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { createMailer } from './mail.js';
import type { NotificationsConfig } from './notifications-config.js';
import type { Notifications } from './notifications.js';
import { createPushSender, type PushSenderOptions } from './push.js';
import { pushSubscriptionsRepository } from './push-subscriptions.repository.js';

export type NotificationOptions = PushSenderOptions;

/** The app's notifications, with what the app does with them when it closes. */
export interface ClosableNotifications extends Notifications {
  /** Waits for the sends under way, then closes the connections to push and SMTP servers. */
  close(): Promise<void>;
}

/**
 * Web Push and e-mail as the app sends them (notifications.ts). Every send is tracked until it
 * ends, so that closing the app lets it finish before the database closes.
 */
export function createNotifications(
  config: NotificationsConfig,
  database: Database,
  log: FastifyBaseLogger,
  options: NotificationOptions = {},
): ClosableNotifications {
  const pushSender = createPushSender(
    config,
    pushSubscriptionsRepository(database.db),
    log,
    options,
  );
  const mailer = createMailer(config, log);
  const underWay = new Set<Promise<unknown>>();
  const track = <T>(sending: Promise<T>): Promise<T> => {
    underWay.add(sending);
    // Only the bookkeeping here: the caller hears of a failure through `sending` itself.
    void sending.then(
      () => underWay.delete(sending),
      () => underWay.delete(sending),
    );
    return sending;
  };

  return {
    mailConfigured: mailer.mailConfigured,
    push: (userIds, message, endpoints, outboxId) =>
      userIds.length === 0
        ? Promise.resolve({ devices: 0, accepted: 0, failed: [] })
        : track(pushSender.push(userIds, message, endpoints, outboxId)),
    mail: (message, outboxId) => track(mailer.mail(message, outboxId)),
    async close() {
      await Promise.allSettled([...underWay]);
      pushSender.close();
      mailer.close();
    },
  };
}
