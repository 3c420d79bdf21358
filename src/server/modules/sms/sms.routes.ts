import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GuardNumbersSchema, SmsSettingsSchema } from '../../../shared/sms.js';
import { requireRole } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import type { SmsConfig } from '../../notifications/sms-config.js';
import type { ShiftEvents } from '../shift-offers/shift-events.js';
import { guardNumbers } from './guard-numbers.repository.js';
import { companyProfile } from '../../db/company-profile.js';
import { inboundTexts } from './inbound-texts.js';
import { smsSandboxRoutes } from './sms-sandbox.routes.js';
import { smsWebhookRoutes } from './sms-webhooks.routes.js';

/**
 * Text messages (issue #30): the settings the office's screens read, the Guards page's notes on
 * numbers, and, as SMS_PROVIDER says, Twilio's two webhooks or the demo sandbox's screen.
 */
export const smsRoutes: FastifyPluginAsyncZod<{
  database: Database;
  events: ShiftEvents;
  sms: SmsConfig;
  publicUrl: string;
  /**
   * Called once a handled text's transaction committed: its reply is in the outbox (the app
   * passes the outbox worker's wake, so that it goes now rather than at the worker's next look).
   */
  queued?: () => void;
}> = async (app, { database, events, sms, publicUrl, queued = () => undefined }) => {
  const office = requireRole('guards:view');
  const texts = inboundTexts(database, sms);

  app.get(
    '/api/sms/settings',
    {
      preHandler: office,
      schema: {
        tags: ['sms'],
        summary: 'How texts are sent: the provider, the region, the company name',
        response: { 200: SmsSettingsSchema },
      },
    },
    async () => ({
      provider: sms.provider,
      phoneRegion: sms.phoneRegion,
      companyName: (await companyProfile(database.db, sms)).companyName,
    }),
  );

  app.get(
    '/api/sms/numbers',
    {
      preHandler: office,
      schema: {
        tags: ['sms'],
        summary: "Guards' numbers to fix, and the guards who opted out of texts",
        response: { 200: GuardNumbersSchema },
      },
    },
    () => guardNumbers(database.db, sms.phoneRegion),
  );

  if (sms.provider === 'twilio' && sms.twilio) {
    await app.register(smsWebhookRoutes, {
      database,
      events,
      texts,
      twilio: sms.twilio,
      publicUrl,
      queued,
    });
  }
  if (sms.provider === 'sandbox') {
    await app.register(smsSandboxRoutes, {
      database,
      events,
      texts,
      phoneRegion: sms.phoneRegion,
      queued,
    });
  }
};
