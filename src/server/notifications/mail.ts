import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { NotificationsConfig } from './notifications-config.js';
import type { MailMessage } from './notifications.js';

/** An SMTP server that does not answer in this time is given up on (the error is logged). */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * E-mail through the SMTP server SMTP_URL names (nodemailer, one pooled transport: an offer to
 * twenty guards is twenty messages over two connections, not twenty connections). Without
 * SMTP_URL nothing is sent and `mail` answers false.
 */
export function createMailer(config: NotificationsConfig, log: FastifyBaseLogger) {
  const { smtpUrl } = config;
  const transport = smtpUrl
    ? nodemailer.createTransport(
        {
          url: smtpUrl,
          pool: true,
          maxConnections: 2,
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
        },
        { from: config.mailFrom },
      )
    : null;

  return {
    mailConfigured: transport !== null,

    async mail(message: MailMessage): Promise<boolean> {
      if (!transport) return false;
      try {
        await transport.sendMail({ to: message.to, subject: message.subject, text: message.text });
        return true;
      } catch (error) {
        // The address is the recipient's; the log says what failed, not to whom.
        log.warn({ err: error, subject: message.subject }, 'mail: sending failed');
        return false;
      }
    },

    close(): void {
      transport?.close();
    },
  };
}
