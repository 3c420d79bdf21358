import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMPORT_BODY_MAX_BYTES } from '../../../shared/csv.js';
import { GuardImportSchema, GuardInputSchema, GuardSchema } from '../../../shared/guards.js';
import { IdParamsSchema } from '../../../shared/text.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { guardsRepository } from './guards.repository.js';

/** /api/guards: admins, supervisors and dispatch list; admins and supervisors change. */
export const guardsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const guards = guardsRepository(database.db);

  app.get(
    '/api/guards',
    { preHandler: requireRole('guards:view'), schema: { response: { 200: z.array(GuardSchema) } } },
    () => guards.list(),
  );

  app.post(
    '/api/guards',
    {
      preHandler: requireRole('guards:manage'),
      schema: { body: GuardInputSchema, response: { 201: GuardSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await guards.create(request.body, requireUser(request).id)),
  );

  app.patch(
    '/api/guards/:id',
    {
      preHandler: requireRole('guards:manage'),
      schema: { params: IdParamsSchema, body: GuardInputSchema, response: { 200: GuardSchema } },
    },
    async (request) => {
      const updated = await guards.update(request.params.id, request.body);
      if (!updated) throw notFound('Guard not found');
      return updated;
    },
  );

  app.delete(
    '/api/guards/:id',
    { preHandler: requireRole('guards:manage'), schema: { params: IdParamsSchema } },
    async (request, reply) => {
      if (!(await guards.remove(request.params.id))) throw notFound('Guard not found');
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/guards/import',
    {
      preHandler: requireRole('guards:manage'),
      // The names of a CSV within the file limit (DECISIONS.md: 5 MB per import).
      bodyLimit: IMPORT_BODY_MAX_BYTES,
      schema: { body: GuardImportSchema, response: { 200: z.object({ imported: z.number() }) } },
    },
    async (request) => ({
      imported: await guards.importNames(request.body.guards, requireUser(request).id),
    }),
  );
};
