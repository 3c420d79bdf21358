import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conversationsRoutes } from './conversations.routes.js';
import { directoryRoutes } from './directory.routes.js';
import type { MessengerOptions } from './messenger-options.js';
import { messagesRoutes } from './messages.routes.js';

export type { MessengerOptions } from './messenger-options.js';

/**
 * The messenger's HTTP API (issue #6): the directory, conversations and their messages, for the
 * roles DECISIONS.md lets chat. Realtime delivery goes through `notifier`, after each commit.
 */
export const messengerRoutes: FastifyPluginAsyncZod<MessengerOptions> = async (app, options) => {
  await app.register(directoryRoutes, options);
  await app.register(conversationsRoutes, options);
  await app.register(messagesRoutes, options);
};
