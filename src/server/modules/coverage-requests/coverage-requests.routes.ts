import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CoverageImportSchema,
  CoverageInputSchema,
  CoverageRequestSchema,
  CoverageSummarySchema,
  GuardAvailabilityQuerySchema,
  GuardAvailabilitySchema,
} from '../../../shared/coverage-requests.js';
import { MonthSchema } from '../../../shared/month.js';
import { can } from '../../../shared/permissions.js';
import { IdParamsSchema } from '../../../shared/text.js';
import { requireRole, requireUser, type SessionUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { coverageRequestsRepository } from './coverage-requests.repository.js';
import { importRows, resolveRow } from './coverage-requests.rules.js';

/** 10,000 rows with long notes stay under this (DECISIONS.md: 5 MB per import). */
const IMPORT_BODY_LIMIT = 5 * 1024 * 1024;

const ListQuerySchema = z.object({
  month: MonthSchema,
  locationId: z.string().min(1).max(64).optional(),
});

/** Customers see only the requests they created (DECISIONS.md); everyone else sees all. */
function createdByScope(user: SessionUser): string | undefined {
  return can(user.role, 'coverage:view-all') ? undefined : user.id;
}

/** /api/coverage: the dashboard's requests, by month and location. */
export const coverageRequestsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const requests = coverageRequestsRepository(database.db);

  app.get(
    '/api/coverage',
    {
      preHandler: requireRole('coverage:view'),
      schema: { querystring: ListQuerySchema, response: { 200: z.array(CoverageRequestSchema) } },
    },
    (request) =>
      requests.list({ ...request.query, createdBy: createdByScope(requireUser(request)) }),
  );

  app.get(
    '/api/coverage/summary',
    {
      preHandler: requireRole('coverage:view'),
      schema: {
        querystring: z.object({ month: MonthSchema }),
        response: { 200: z.array(CoverageSummarySchema) },
      },
    },
    (request) =>
      requests.summary({ ...request.query, createdBy: createdByScope(requireUser(request)) }),
  );

  app.get(
    '/api/coverage/guard-availability',
    {
      preHandler: requireRole('coverage:assign-guard'),
      schema: {
        querystring: GuardAvailabilityQuerySchema,
        response: { 200: GuardAvailabilitySchema },
      },
    },
    (request) => requests.guardAvailability(request.query),
  );

  app.post(
    '/api/coverage',
    {
      preHandler: requireRole('coverage:create'),
      schema: { body: CoverageInputSchema, response: { 201: CoverageRequestSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const row = await resolveRow(requests, user, request.body, null);
      const saved = await requests.findById(await requests.create(row, user.id));
      if (!saved) throw new Error('A new coverage request could not be read back');
      return reply.status(201).send(saved);
    },
  );

  app.patch(
    '/api/coverage/:id',
    {
      preHandler: requireRole('coverage:edit'),
      schema: {
        params: IdParamsSchema,
        body: CoverageInputSchema,
        response: { 200: CoverageRequestSchema },
      },
    },
    async (request) => {
      const existing = await requests.findById(request.params.id);
      if (!existing) throw notFound('Coverage request not found');
      const row = await resolveRow(requests, requireUser(request), request.body, existing);
      await requests.update(existing.id, row);
      return (await requests.findById(existing.id)) ?? existing;
    },
  );

  app.delete(
    '/api/coverage/:id',
    { preHandler: requireRole('coverage:edit'), schema: { params: IdParamsSchema } },
    async (request, reply) => {
      if (!(await requests.remove(request.params.id))) {
        throw notFound('Coverage request not found');
      }
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/coverage/import',
    {
      preHandler: requireRole('coverage:import'),
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: CoverageImportSchema, response: { 200: z.object({ imported: z.number() }) } },
    },
    async (request) => ({
      imported: await importRows(requests, requireUser(request), request.body.rows),
    }),
  );
};
