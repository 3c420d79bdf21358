import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GuardQualificationsInputSchema,
  GuardQualificationsSchema,
  LocationRequirementsInputSchema,
  LocationRequirementsSchema,
  QualificationInputSchema,
  QualificationListSchema,
  QualificationSchema,
} from '../../../shared/qualifications.js';
import { IdParamsSchema } from '../../../shared/text.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { NoContentSchema } from '../../http/response-schemas.js';
import { qualificationsRepository } from './qualifications.repository.js';
import { qualificationWrites } from './qualifications.writes.js';

/**
 * /api/qualifications (issue #32): the company's licences and skills. The office reads the list;
 * admins and supervisors keep it, and say which guards hold them and which posts require them.
 */
export const qualificationsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const qualifications = qualificationsRepository(database.db);
  const writes = qualificationWrites(database);

  app.get(
    '/api/qualifications',
    {
      preHandler: requireRole('qualifications:view'),
      schema: {
        tags: ['qualifications'],
        summary: 'Every qualification, with how many guards hold it and posts require it',
        response: { 200: QualificationListSchema },
      },
    },
    async () => ({ items: await qualifications.list() }),
  );

  app.post(
    '/api/qualifications',
    {
      preHandler: requireRole('qualifications:manage'),
      schema: {
        tags: ['qualifications'],
        summary: 'Add a qualification',
        description: '409 when the name is on the list already, in any letter case.',
        body: QualificationInputSchema,
        response: { 201: QualificationSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await writes.create(request.body.name, requireUser(request))),
  );

  app.patch(
    '/api/qualifications/:id',
    {
      preHandler: requireRole('qualifications:manage'),
      schema: {
        tags: ['qualifications'],
        summary: 'Rename a qualification',
        params: IdParamsSchema,
        body: QualificationInputSchema,
        response: { 200: QualificationSchema },
      },
    },
    (request) => writes.rename(request.params.id, request.body.name, requireUser(request)),
  );

  app.delete(
    '/api/qualifications/:id',
    {
      preHandler: requireRole('qualifications:manage'),
      schema: {
        tags: ['qualifications'],
        summary: 'Delete a qualification, from every guard and post too',
        params: IdParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await writes.remove(request.params.id, requireUser(request));
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/guards/:id/qualifications',
    {
      preHandler: requireRole('guards:manage'),
      schema: {
        tags: ['qualifications'],
        summary: "Replace a guard's qualifications, each with an optional expiry date",
        description: 'expiresOn is the last valid day (yyyy-MM-dd), or null when it never expires.',
        params: IdParamsSchema,
        body: GuardQualificationsInputSchema,
        response: { 200: GuardQualificationsSchema },
      },
    },
    async (request) => ({
      qualifications: await writes.setHeld(request.params.id, request.body, requireUser(request)),
    }),
  );

  app.put(
    '/api/locations/:id/requirements',
    {
      preHandler: requireRole('locations:manage'),
      schema: {
        tags: ['qualifications'],
        summary: 'Replace the qualifications a post requires',
        params: IdParamsSchema,
        body: LocationRequirementsInputSchema,
        response: { 200: LocationRequirementsSchema },
      },
    },
    async (request) => ({
      requirements: await writes.setRequired(
        request.params.id,
        request.body.qualificationIds,
        requireUser(request),
      ),
    }),
  );
};
