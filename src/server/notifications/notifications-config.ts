import { z } from 'zod';
import {
  isVapidPair,
  isVapidPrivateKey,
  isVapidPublicKey,
  storedVapidKeys,
  type VapidKeys,
} from './vapid-keys.js';

/** What web-push accepts as the VAPID subject: a mailto: address or an https: URL. */
function isVapidSubject(value: string): boolean {
  try {
    return ['mailto:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The settings of Web Push and e-mail (README, Configuration), parsed with the rest. */
export const NotificationsEnvSchema = z.object({
  VAPID_PUBLIC_KEY: z
    .string()
    .refine(isVapidPublicKey, 'must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .refine(isVapidPrivateKey, 'must be a base64url P-256 private key (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .refine(isVapidSubject, 'must be a mailto: address or an https: URL')
    .optional(),
  SMTP_URL: z
    .url()
    .refine((url) => /^smtps?:\/\//i.test(url), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z
    .string()
    .refine(
      (from) => from.includes('@'),
      'must be an address, e.g. CoverDesk <no-reply@example.com>',
    )
    .optional(),
  PUSH_ALLOW_LOOPBACK: z.enum(['true', 'false']).optional(),
});

type NotificationsEnv = z.infer<typeof NotificationsEnvSchema>;

export interface NotificationsConfig {
  vapid: VapidKeys & { subject: string };
  /** nodemailer's connection URL; null sends no e-mail. */
  smtpUrl: string | null;
  /** The From of every e-mail, e.g. 'CoverDesk <no-reply@coverdesk.example>'. */
  mailFrom: string;
  /**
   * Accepts push endpoints on this machine (127.0.0.1, ::1, localhost): for tests, which run
   * their own push service. Other private addresses are refused whatever this says.
   */
  pushAllowLoopback: boolean;
}

/**
 * The push service's contact for the VAPID subject when VAPID_SUBJECT is unset: the first
 * admin's address, else the public URL when it is https (push services refuse http), else a
 * no-reply address at its host.
 */
function defaultSubject(publicUrl: string, adminEmail: string | undefined): string {
  if (adminEmail) return `mailto:${adminEmail}`;
  const url = new URL(publicUrl);
  return url.protocol === 'https:' ? url.origin : `mailto:no-reply@${url.hostname}`;
}

/**
 * Reads the notification settings; VAPID keys come from the environment (both or neither) or
 * from the data folder, made there on the first start. Returns the problem to report instead
 * when the settings do not fit together.
 */
export function notificationsConfig(
  values: NotificationsEnv & { NODE_ENV?: string | undefined },
  context: { dataDir: string; publicUrl: string; adminEmail: string | undefined },
): NotificationsConfig | { problem: string } {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = values;
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    return { problem: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both, or neither' };
  }
  if (publicKey && privateKey && !isVapidPair({ publicKey, privateKey })) {
    return { problem: 'VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY' };
  }
  const pushAllowLoopback = values.PUSH_ALLOW_LOOPBACK === 'true';
  if (pushAllowLoopback && values.NODE_ENV === 'production') {
    return { problem: 'PUSH_ALLOW_LOOPBACK: is for tests, not for NODE_ENV=production' };
  }
  const keys =
    publicKey && privateKey ? { publicKey, privateKey } : storedVapidKeys(context.dataDir);
  return {
    vapid: {
      ...keys,
      subject: values.VAPID_SUBJECT ?? defaultSubject(context.publicUrl, context.adminEmail),
    },
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM ?? `CoverDesk <no-reply@${new URL(context.publicUrl).hostname}>`,
    pushAllowLoopback,
  };
}
