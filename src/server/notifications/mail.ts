import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { NotificationsConfig } from './notifications-config.js';
import type { MailMessage } from './notifications.js';

/** An SMTP server that does not answer in this time is given up on (the error is logged). */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * The Message-ID of an outbox row's e-mail (RFC 5322: <left@right>), at the domain of MAIL_FROM
 * (or localhost): the same for every copy of that message, so a second one (its sender died
 * before it recorded the first as sent) is recognisably the same message.
 */
export function mailMessageId(outboxId: string, mailFrom: string): string {
  const domain = /@([A-Za-z0-9.-]+)/.exec(mailFrom)?.[1] ?? 'localhost';
  return `<outbox-${outboxId}@${domain}>`;
}

/**
 * E-mail through the SMTP server SMTP_URL names (nodemailer, one pooled transport: an offer to
 * twenty guards is twenty messages over a few connections, not twenty connections). Without
 * SMTP_URL nothing is sent and `mail` rejects. Failures are the caller's (the outbox's) to
 * report and retry.
 */
export function createMailer(config: NotificationsConfig, log: FastifyBaseLogger) {
  const { smtpUrl } = config;
  const transport = smtpUrl
    ? nodemailer.createTransport(
        {
          url: smtpUrl,
          pool: true,
          // The outbox sends many at once (an offer to fifty guards, a backlog after an outage).
          maxConnections: 4,
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
        },
        { from: config.mailFrom },
      )
    : null;

  return {
    mailConfigured: transport !== null,

    async mail(message: MailMessage, outboxId?: string): Promise<void> {
      if (!transport) throw new Error('E-mail is off: SMTP_URL is not set');
      try {
        await transport.sendMail({
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(outboxId ? { messageId: mailMessageId(outboxId, config.mailFrom) } : {}),
        });
      } catch (error) {
        // The address is the recipient's; the log says what failed, not to whom.
        log.warn({ err: error, subject: message.subject }, 'mail: sending failed');
        throw error;
      }
    },

    close(): void {
      transport?.close();
    },
  };
}
