import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MessageSchema,
  MessagesPageSchema,
  MessagesQuerySchema,
  SendMessageSchema,
} from '../../../shared/messenger.js';
import { IdParamsSchema } from '../../../shared/text.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import { notFound } from '../../errors.js';
import { MESSENGER_ERRORS } from './messenger-errors.js';
import type { MessengerOptions } from './messenger-options.js';
import { messagesRepository } from './messages.repository.js';

/** /api/conversations/:id/messages: a conversation's history by pages, and sending, for participants. */
export const messagesRoutes: FastifyPluginAsyncZod<MessengerOptions> = async (
  app,
  { database, notifier },
) => {
  const messages = messagesRepository(database);
  const messenger = requireRole('messenger');

  // Reading history does not mark it read: POST /api/conversations/:id/read does.
  app.get(
    '/api/conversations/:id/messages',
    {
      preHandler: messenger,
      schema: {
        tags: ['messenger'],
        summary: "A conversation's messages, a page at a time",
        description: 'Its participants only.',
        params: IdParamsSchema,
        querystring: MessagesQuerySchema,
        response: { 200: MessagesPageSchema },
      },
    },
    async (request) => {
      const page = await messages.page(request.params.id, requireUser(request).id, request.query);
      if (!page) throw notFound(MESSENGER_ERRORS.notFound);
      return page;
    },
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      preHandler: messenger,
      schema: {
        tags: ['messenger'],
        summary: 'Send a message',
        description: 'Its participants only.',
        params: IdParamsSchema,
        body: SendMessageSchema,
        response: { 201: MessageSchema },
      },
    },
    async (request, reply) => {
      const sent = await messages.send(
        request.params.id,
        requireUser(request),
        request.body.content,
      );
      if (!sent) throw notFound(MESSENGER_ERRORS.notFound);
      notifier.messageCreated(sent.participantIds, sent.message);
      return reply.status(201).send(sent.message);
    },
  );
};
