import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConversationSchema,
  CreateConversationSchema,
  CreatedConversationSchema,
} from '../../../shared/messenger.js';
import { IdParamsSchema } from '../../../shared/text.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import { notFound } from '../../errors.js';
import { conversationListRepository } from './conversation-list.repository.js';
import { conversationsRepository } from './conversations.repository.js';
import { MESSENGER_ERRORS } from './messenger-errors.js';
import type { MessengerOptions } from './messenger-options.js';
import { NoContentSchema } from '../../http/response-schemas.js';

/**
 * /api/conversations: my list, starting a chat or group, hiding one, marking one read. Every
 * /:id route answers 404 alike for an unknown conversation and someone else's.
 */
export const conversationsRoutes: FastifyPluginAsyncZod<MessengerOptions> = async (
  app,
  { database, notifier },
) => {
  const conversations = conversationsRepository(database);
  const conversationList = conversationListRepository(database.db);
  const messenger = requireRole('messenger');

  app.get(
    '/api/conversations',
    {
      preHandler: messenger,
      schema: {
        tags: ['messenger'],
        summary: 'My conversations, the latest first',
        response: { 200: z.array(ConversationSchema) },
      },
    },
    (request) => conversationList.list(requireUser(request).id),
  );

  app.post(
    '/api/conversations',
    {
      preHandler: messenger,
      schema: {
        tags: ['messenger'],
        summary: 'Start a conversation, or find the one with the same people',
        description: '200 with `existing: true` for one that exists, 201 for a new one.',
        body: CreateConversationSchema,
        response: { 200: CreatedConversationSchema, 201: CreatedConversationSchema },
      },
    },
    async (request, reply) => {
      const started = await conversations.create(requireUser(request), request.body.participantIds);
      const { id, existing, participantIds } = started;
      if (existing) return reply.status(200).send({ id, existing });
      notifier.conversationChanged(participantIds, id);
      return reply.status(201).send({ id, existing });
    },
  );

  app.delete(
    '/api/conversations/:id',
    {
      preHandler: messenger,
      schema: {
        tags: ['messenger'],
        summary: 'Hide a conversation for me',
        description: 'Its participants only.',
        params: IdParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const userId = requireUser(request).id;
      if (!(await conversations.remove(id, userId))) throw notFound(MESSENGER_ERRORS.notFound);
      notifier.conversationChanged([userId], id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/conversations/:id/read',
    {
      preHandler: messenger,
      schema: {
        tags: ['messenger'],
        summary: 'Mark a conversation read',
        description: 'Its participants only.',
        params: IdParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const userId = requireUser(request).id;
      if (!(await conversations.markRead(id, userId))) throw notFound(MESSENGER_ERRORS.notFound);
      notifier.conversationChanged([userId], id);
      return reply.status(204).send();
    },
  );
};
