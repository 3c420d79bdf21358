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

/** A device a push did not reach, and whether trying it again may help. */
export interface PushFailure {
  endpoint: string;
  /** For the admins' Deliveries screen: the push service's host, never the endpoint itself. */
  reason: string;
  /** True when trying again will not help (a refused endpoint, a 4xx other than 429). */
  permanent: boolean;
}

/** What a push did: devices of the accounts, how many took it, and those that did not. */
export interface PushOutcome {
  devices: number;
  accepted: number;
  failed: PushFailure[];
}

/**
 * How CoverDesk reaches people outside the open app (issue #21): Web Push to every device an
 * account subscribed, and e-mail when SMTP_URL is set. The outbox (issue #30) calls these once
 * the write that caused a message committed, and tries again on failure.
 */
export interface Notifications {
  /**
   * Web Push to every subscribed device of these accounts, or to those of `endpoints` only (a
   * retry); devices the push service no longer knows are removed. Rejects only when the devices
   * could not be read. `outboxId`, the message's outbox row, names it to the push service
   * (Topic): a second copy of it replaces the first while the device has not taken it.
   */
  push(
    userIds: readonly string[],
    message: PushMessage,
    endpoints?: readonly string[],
    outboxId?: string,
  ): Promise<PushOutcome>;
  /**
   * Sends an e-mail, with a Message-ID of its outbox row's when given (a second copy is then the
   * same message to the mail programs that look); rejects with the SMTP server's answer, or
   * when SMTP is not configured.
   */
  mail(message: MailMessage, outboxId?: string): Promise<void>;
  /** True when SMTP_URL is set. */
  readonly mailConfigured: boolean;
}
