import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CoverageImportCheckSchema,
  CoverageEditSchema,
  CoverageImportSchema,
  CoverageInputSchema,
  CoverageRequestSchema,
  CoverageSummarySchema,
  GuardAvailabilityQuerySchema,
  GuardAvailabilitySchema,
} from '../../../shared/coverage-requests.js';
import { IMPORT_BODY_MAX_BYTES } from '../../../shared/csv.js';
import { MonthSchema } from '../../../shared/date-schemas.js';
import { ImportCheckSchema, ImportResultSchema } from '../../../shared/import-existing.js';
import { IdParamsSchema, IdSchema } from '../../../shared/text.js';
import { requireRole, requireUser, type SessionCompanion } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import type { ShiftEvents } from '../shift-offers/shift-events.js';
import { existingRows, importRows } from './coverage-import.js';
import { sendJson } from '../../http/send-json.js';
import { coverageMonthCache, sessionWithVersion } from './coverage-month-cache.js';
import { coverageRequestsRepository } from './coverage-requests.repository.js';
import type { DailyShiftLimit } from './daily-shift-limit.js';
import {
  createdByScope,
  createRequest,
  removeRequest,
  updateRequest,
} from './coverage-requests.rules.js';

const ListQuerySchema = z.object({ month: MonthSchema, locationId: IdSchema.optional() });

/** /api/coverage: the dashboard's requests, by month and location. */
export const coverageRequestsRoutes: FastifyPluginAsyncZod<{
  database: Database;
  events: ShiftEvents;
  shiftLimit: DailyShiftLimit;
}> = async (app, { database, events, shiftLimit }) => {
  const requests = coverageRequestsRepository(database.db);

  const cache = coverageMonthCache(database.db);
  const RequestsSchema = z.array(CoverageRequestSchema);
  const SummarySchema = z.array(CoverageSummarySchema);

  // The two dashboard routes read the cache's version in the statement that reads the session:
  // a kept answer then costs one round trip to the database. Fastify has validated the query
  // (month, and for the list an optional post) before a preHandler hook runs.
  const readWithVersion = sessionWithVersion(app.sessionReader);
  const cacheVersion: SessionCompanion = (request, cookie) =>
    readWithVersion(cookie, request.query as z.infer<typeof ListQuerySchema>);

  // Both answers are JSON made by the month cache with their schemas, not by the route's
  // serializer: everyone's view of a month is kept until the month changes.
  app.get(
    '/api/coverage',
    {
      preHandler: requireRole('coverage:view'),
      schema: { querystring: ListQuerySchema },
      config: { sessionCompanion: cacheVersion },
    },
    async (request, reply) => {
      const scope = { ...request.query, createdBy: createdByScope(requireUser(request)) };
      const body = await cache.json(
        { kind: 'list', ...scope },
        RequestsSchema,
        () => requests.list(scope),
        request.companion,
      );
      return sendJson(request, reply, body);
    },
  );

  app.get(
    '/api/coverage/summary',
    {
      preHandler: requireRole('coverage:view'),
      schema: { querystring: z.object({ month: MonthSchema }) },
      config: { sessionCompanion: cacheVersion },
    },
    async (request, reply) => {
      const scope = { ...request.query, createdBy: createdByScope(requireUser(request)) };
      const body = await cache.json(
        { kind: 'summary', ...scope },
        SummarySchema,
        () => requests.summary(scope),
        request.companion,
      );
      return sendJson(request, reply, body);
    },
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
      const created = await shiftLimit.within(user, 1, () =>
        createRequest(database, user, request.body),
      );
      events.requestChanged(null, created);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/api/coverage/:id',
    {
      preHandler: requireRole('coverage:edit'),
      schema: {
        params: IdParamsSchema,
        body: CoverageEditSchema,
        response: { 200: CoverageRequestSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const saved = await updateRequest(database, requireUser(request), id, request.body);
      events.requestChanged(saved.previous, saved.request, saved.endedOfferAccounts);
      return saved.request;
    },
  );

  app.delete(
    '/api/coverage/:id',
    { preHandler: requireRole('coverage:edit'), schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const removed = await removeRequest(database, requireUser(request), request.params.id);
      events.requestChanged(removed.request, null, removed.offerAccounts);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/coverage/import',
    {
      preHandler: requireRole('coverage:import'),
      // The matched rows of a CSV within the file limit (DECISIONS.md: 5 MB per import).
      bodyLimit: IMPORT_BODY_MAX_BYTES,
      schema: { body: CoverageImportSchema, response: { 200: ImportResultSchema } },
    },
    async (request) => {
      const { rows, includeExisting } = request.body;
      const user = requireUser(request);
      const result = await importRows(database, user, rows, { includeExisting, shiftLimit });
      if (result.imported > 0) events.openShiftsImported(rows.map((row) => row.date));
      return result;
    },
  );

  // The preview asks which rows are stored already; the import decides again when it saves.
  app.post(
    '/api/coverage/import/check',
    {
      preHandler: requireRole('coverage:import'),
      bodyLimit: IMPORT_BODY_MAX_BYTES,
      schema: { body: CoverageImportCheckSchema, response: { 200: ImportCheckSchema } },
    },
    async (request) => ({
      existing: await existingRows(database, requireUser(request), request.body.rows),
    }),
  );
};
