import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LocationInputSchema, LocationSchema } from '../../../shared/locations.js';
import { IdParamsSchema } from '../../../shared/text.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { locationsRepository } from './locations.repository.js';

/** /api/locations: everyone with a role lists; admins and supervisors manage (DECISIONS.md). */
export const locationsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const locations = locationsRepository(database.db);

  app.get(
    '/api/locations',
    {
      preHandler: requireRole('locations:view'),
      schema: { response: { 200: z.array(LocationSchema) } },
    },
    () => locations.list(),
  );

  app.post(
    '/api/locations',
    {
      preHandler: requireRole('locations:manage'),
      schema: { body: LocationInputSchema, response: { 201: LocationSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await locations.create(request.body, requireUser(request).id)),
  );

  app.patch(
    '/api/locations/:id',
    {
      preHandler: requireRole('locations:manage'),
      schema: {
        params: IdParamsSchema,
        body: LocationInputSchema,
        response: { 200: LocationSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await locations.update(id, request.body))) throw notFound('Location not found');
      return { id, ...request.body };
    },
  );

  app.delete(
    '/api/locations/:id',
    { preHandler: requireRole('locations:manage'), schema: { params: IdParamsSchema } },
    async (request, reply) => {
      if (!(await locations.remove(request.params.id))) throw notFound('Location not found');
      return reply.status(204).send();
    },
  );
};
