import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LocationEditSchema,
  LocationInputSchema,
  LocationListItemSchema,
  LocationSchema,
  PostListItemSchema,
  withoutPosition,
} from '../../../shared/locations.js';
import { can } from '../../../shared/permissions.js';
import { IdParamsSchema } from '../../../shared/text.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { locationsRepository } from './locations.repository.js';
import { locationWrites } from './locations.writes.js';
import { NoContentSchema } from '../../http/response-schemas.js';

/** /api/locations: everyone with a role lists; admins and supervisors manage (DECISIONS.md). */
export const locationsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const locations = locationsRepository(database.db);
  const writes = locationWrites(database);

  app.get(
    '/api/locations',
    {
      preHandler: requireRole('locations:view'),
      schema: {
        tags: ['locations'],
        summary: 'Every location (post), with the qualifications it requires',
        description:
          'Each with its address (null without one): customers see it too, as the posts they ' +
          'request cover for. Its `latitude`, `longitude` and `radiusMeters` go to the office ' +
          'only: a customer never gets them (issue #40).',
        response: { 200: z.array(z.union([LocationListItemSchema, PostListItemSchema])) },
      },
    },
    async (request) => {
      const list = await locations.list();
      if (can(requireUser(request).role, 'locations:positions')) return list;
      return list.map(withoutPosition);
    },
  );

  app.post(
    '/api/locations',
    {
      preHandler: requireRole('locations:manage'),
      schema: {
        tags: ['locations'],
        summary: 'Add a location',
        description:
          'A post: its name and department code (unique, whatever their case), and optionally ' +
          'its `address` (one line, at most 200 characters: texted to the guard who takes a ' +
          'shift there), its position and check-in radius.',
        body: LocationInputSchema,
        response: { 201: LocationSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await writes.create(request.body, requireUser(request))),
  );

  app.patch(
    '/api/locations/:id',
    {
      preHandler: requireRole('locations:manage'),
      schema: {
        tags: ['locations'],
        summary: "Change a location's name, code, address or position",
        description:
          'Send the `version` the change was based on: 409 STALE when another save came first. ' +
          'A position field or the `address` left out keeps what the post has; an empty or null ' +
          '`address` clears it.',
        params: IdParamsSchema,
        body: LocationEditSchema,
        response: { 200: LocationSchema },
      },
    },
    (request) => writes.update(request.params.id, request.body, requireUser(request)),
  );

  app.delete(
    '/api/locations/:id',
    {
      preHandler: requireRole('locations:manage'),
      schema: {
        tags: ['locations'],
        summary: 'Delete a location',
        params: IdParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await writes.remove(request.params.id, requireUser(request));
      return reply.status(204).send();
    },
  );
};
