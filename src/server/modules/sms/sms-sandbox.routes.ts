import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardDisplayName } from '../../../shared/guards.js';
import { formatPhone, type CountryCode } from '../../../shared/phone.js';
import {
  SandboxAnsweredSchema,
  SandboxAnswerSchema,
  SandboxConversationsSchema,
  SandboxMessagesQuerySchema,
  SandboxMessagesSchema,
} from '../../../shared/sms.js';
import { requireRole } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import type { ShiftEvents } from '../shift-offers/shift-events.js';
import { optedOutNumbers } from '../shift-offers/text-reach.js';
import type { InboundTexts } from './inbound-texts.js';
import { smsSandboxRepository } from './sms-sandbox.repository.js';
import { tellAnswer } from './sms-webhooks.routes.js';

/**
 * The demo's text message sandbox (issue #30), registered when SMS_PROVIDER=sandbox (never with
 * NODE_ENV=production): the outbox's sandbox provider keeps the texts it 'sends' in
 * sms_sandbox_messages; here an admin reads each number's conversation and answers as the guard.
 * An answer goes through exactly the inbound handling of Twilio's webhook (the admin's session
 * stands in for the signature).
 */
export const smsSandboxRoutes: FastifyPluginAsyncZod<{
  database: Database;
  events: ShiftEvents;
  texts: InboundTexts;
  phoneRegion: CountryCode;
  /** The reply of a handled answer is queued: the outbox may send it now. */
  queued: () => void;
}> = async (app, { database, events, texts, phoneRegion, queued }) => {
  const { db } = database;
  const sandbox = smsSandboxRepository(db);
  const admin = requireRole('sms:sandbox');

  app.get(
    '/api/sms/sandbox/conversations',
    {
      preHandler: admin,
      schema: {
        tags: ['sms'],
        summary: "The demo sandbox's conversations, one per number",
        description: 'Served with SMS_PROVIDER=sandbox only (demos).',
        response: { 200: SandboxConversationsSchema },
      },
    },
    async () => {
      const { phones, messages, guards } = await sandbox.conversations();
      if (phones.length === 0) return { conversations: [] };
      const optedOut = await optedOutNumbers(db, phones);
      const lastOf = new Map(messages.map(({ phone, ...message }) => [phone, message]));
      return {
        conversations: phones.map((phone) => ({
          phone,
          display: formatPhone(phone, phoneRegion),
          guardNames: guards
            .filter((guard) => guard.contactNumber === phone)
            .map((guard) => guardDisplayName(guard)),
          optedOut: optedOut.has(phone),
          last: lastOf.get(phone) ?? null,
        })),
      };
    },
  );

  app.get(
    '/api/sms/sandbox/messages',
    {
      preHandler: admin,
      schema: {
        tags: ['sms'],
        summary: "One number's texts in the demo sandbox",
        description: 'Served with SMS_PROVIDER=sandbox only (demos).',
        querystring: SandboxMessagesQuerySchema,
        response: { 200: SandboxMessagesSchema },
      },
    },
    async (request) => {
      const { phone } = request.query;
      return { phone, messages: await sandbox.messages(phone) };
    },
  );

  app.post(
    '/api/sms/sandbox/messages',
    {
      preHandler: admin,
      schema: {
        tags: ['sms'],
        summary: 'Answer as the guard in the demo sandbox',
        description:
          'Handled as a text from that number would be. Served with SMS_PROVIDER=sandbox only ' +
          '(demos).',
        body: SandboxAnswerSchema,
        response: { 200: SandboxAnsweredSchema },
      },
    },
    async (request) => {
      const { phone, body } = request.body;
      const handled = await texts.handle(
        { messageSid: `SANDBOX-${randomUUID()}`, from: phone, body },
        // The answer shows in the conversation with what it did, or not at all.
        (trx) => sandbox.keepAnswer(trx, phone, body),
      );
      if (!handled.duplicate) queued();
      tellAnswer(events, handled);
      return { outcome: handled.duplicate ? 'duplicate' : handled.outcome };
    },
  );
};
