import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { SmsConfig } from '../notifications/sms-config.js';
import { sandboxSmsProvider } from './sandbox-provider.js';
import type { SmsProvider } from './sms-provider.js';
import { twilioSmsProvider } from './twilio-provider.js';

/** The provider SMS_PROVIDER names (sms-config.ts), or null: text messages are off. */
export function createSmsProvider(
  config: SmsConfig,
  db: Kysely<DB>,
  publicUrl: string,
): SmsProvider | null {
  if (config.provider === 'twilio' && config.twilio)
    return twilioSmsProvider(config.twilio, publicUrl);
  if (config.provider === 'sandbox') return sandboxSmsProvider(db);
  return null;
}
