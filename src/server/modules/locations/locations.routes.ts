import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LocationInputSchema,
  LocationSchema,
  type LocationInput,
} from '../../../shared/locations.js';
import { IdParamsSchema } from '../../../shared/text.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.js';
import { conflict, notFound } from '../../errors.js';
import { locationsRepository } from './locations.repository.js';

const inUse = (count: number) =>
  conflict(
    `This location has ${count} coverage request${count === 1 ? '' : 's'} and cannot be deleted`,
  );

/** /api/locations: everyone with a role lists; admins and supervisors manage (DECISIONS.md). */
export const locationsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const locations = locationsRepository(database.db);

  const duplicateOf = async (input: LocationInput, exceptId?: string) => {
    const holder = await locations.findByDeptCode(input.deptCode, exceptId);
    return holder
      ? conflict(`Department code '${input.deptCode}' is already used by ${holder.name}`)
      : null;
  };
  /** The check above races with another writer; the unique index settles it. */
  const saving = async <T>(input: LocationInput, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw conflict(`Department code '${input.deptCode}' is already used by another location`);
      }
      throw error;
    }
  };

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
    async (request, reply) => {
      const duplicate = await duplicateOf(request.body);
      if (duplicate) throw duplicate;
      const created = await saving(request.body, () =>
        locations.create(request.body, requireUser(request).id),
      );
      return reply.status(201).send(created);
    },
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
      const duplicate = await duplicateOf(request.body, id);
      if (duplicate) throw duplicate;
      const updated = await saving(request.body, () => locations.update(id, request.body));
      if (!updated) throw notFound('Location not found');
      return { id, ...request.body };
    },
  );

  app.delete(
    '/api/locations/:id',
    { preHandler: requireRole('locations:manage'), schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const count = await locations.countRequests(id);
      if (count > 0) throw inUse(count);
      try {
        if (!(await locations.remove(id))) throw notFound('Location not found');
      } catch (error) {
        // A request added between the count and the delete: the foreign key refuses.
        if (isForeignKeyViolation(error)) throw inUse(await locations.countRequests(id));
        throw error;
      }
      return reply.status(204).send();
    },
  );
};
