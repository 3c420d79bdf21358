/** A Web Push notification: what the service worker shows, and the page a tap opens. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the app, e.g. /my-shifts#offer-…; opened (or focused) when the notification is tapped. */
  url: string;
  /** Notifications with the same tag replace each other on the device. */
  tag?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * How CoverDesk reaches people outside the open app (issue #21): Web Push to every device an
 * account subscribed, and e-mail when SMTP_URL is set. Both are sent after the write that caused
 * them committed, and neither ever fails the request: failures are logged.
 */
export interface Notifications {
  /** Web Push to every subscribed device of these accounts; expired subscriptions are removed. */
  push(userIds: readonly string[], message: PushMessage): Promise<void>;
  /** Sends an e-mail; false (nothing sent) when SMTP is not configured. */
  mail(message: MailMessage): Promise<boolean>;
  /** True when SMTP_URL is set. */
  readonly mailConfigured: boolean;
}

/** For tests and servers that reach no one outside the app. */
export const silentNotifications: Notifications = {
  push: () => Promise.resolve(),
  mail: () => Promise.resolve(false),
  mailConfigured: false,
};
