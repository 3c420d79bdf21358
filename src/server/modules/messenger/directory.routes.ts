import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DirectoryEntrySchema } from '../../../shared/messenger.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import { directoryRepository } from './directory.repository.js';
import type { MessengerOptions } from './messenger-options.js';

/** GET /api/directory: the people one can start a chat with. */
export const directoryRoutes: FastifyPluginAsyncZod<MessengerOptions> = async (
  app,
  { database },
) => {
  const directory = directoryRepository(database.db);

  app.get(
    '/api/directory',
    {
      preHandler: requireRole('messenger'),
      schema: {
        tags: ['messenger'],
        summary: 'The people I may message',
        response: { 200: z.array(DirectoryEntrySchema) },
      },
    },
    (request) => directory.list(requireUser(request)),
  );
};
