import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConfirmWarningsSchema } from '../../../shared/assignment-findings.js';
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
import { requireRole, requireUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { monthVersions } from '../../db/month-versions.js';
import { responseCache } from '../../http/response-cache/response-cache.js';
import { timedLoad } from '../../http/response-cache/timed-answer.js';
import type { ShiftEvents } from '../shift-offers/shift-events.js';
import { existingRows, importRows } from './coverage-import.js';
import { coverageRequestsRepository } from './coverage-requests.repository.js';
import type { DailyShiftLimit } from './daily-shift-limit.js';
import {
  createdByScope,
  createRequest,
  removeRequest,
  updateRequest,
} from './coverage-requests.rules.js';
import { NoContentSchema } from '../../http/response-schemas.js';

const ListQuerySchema = z.object({ month: MonthSchema, locationId: IdSchema.optional() });

/** /api/coverage: the dashboard's requests, by month and location. */
export const coverageRequestsRoutes: FastifyPluginAsyncZod<{
  database: Database;
  events: ShiftEvents;
  shiftLimit: DailyShiftLimit;
  /** The company's time zone: an open shift turns uncovered at its end there (issue #39). */
  timeZone: string;
}> = async (app, { database, events, shiftLimit, timeZone }) => {
  const requests = coverageRequestsRepository(database.db);

  const versions = monthVersions(database.db);
  const RequestsSchema = z.array(CoverageRequestSchema);
  const SummarySchema = z.array(CoverageSummarySchema);

  // Everyone's view of a month is kept until the month changes (a post's month ~20 KB; the
  // whole month's list, for admins, much more); a customer's own is made afresh every time.
  const lists = responseCache({ maxEntries: 1000 });
  app.get(
    '/api/coverage',
    {
      preHandler: requireRole('coverage:view'),
      schema: {
        tags: ['coverage-requests'],
        summary: "A month's requests, of one post or of all",
        description: 'A customer gets their own requests only.',
        querystring: ListQuerySchema,
        response: { 200: RequestsSchema },
      },
    },
    async (request, reply) => {
      const { month, locationId } = request.query;
      const createdBy = createdByScope(requireUser(request));
      if (createdBy !== undefined) return requests.list({ month, locationId, createdBy });
      return lists.send(request, reply, {
        key: `${month} ${locationId ?? '*'}`,
        version: () =>
          locationId === undefined ? versions.month(month) : versions.post(month, locationId),
        load: () => requests.list({ month, locationId }),
      });
    },
  );

  // A month's cards are kept until the month changes or, by the clock alone, until the next of its
  // open shifts ends and turns uncovered (issue #39).
  const summaries = responseCache({ maxEntries: 100 });
  app.get(
    '/api/coverage/summary',
    {
      preHandler: requireRole('coverage:view'),
      schema: {
        tags: ['coverage-requests'],
        summary: "The month's requests per post, the open ones and the uncovered ones (the cards)",
        description:
          'Open: no guard, and the shift has not ended. Uncovered: it ended without a guard. ' +
          'A customer counts their own requests only.',
        querystring: z.object({ month: MonthSchema }),
        response: { 200: SummarySchema },
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      const createdBy = createdByScope(requireUser(request));
      const now = new Date();
      const clock = { now, timeZone };
      if (createdBy !== undefined) {
        return (await requests.summary({ month, createdBy }, clock)).answer;
      }
      return summaries.send(request, reply, {
        key: month,
        version: () => versions.month(month),
        ...timedLoad(() => requests.summary({ month }, clock)),
        now: now.getTime(),
      });
    },
  );

  app.get(
    '/api/coverage/guard-availability',
    {
      preHandler: requireRole('coverage:assign-guard'),
      schema: {
        tags: ['coverage-requests'],
        summary: 'The guard picker: who is booked that day, who covered the post before',
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
      schema: {
        tags: ['coverage-requests'],
        summary: 'Create a coverage request',
        description:
          'A customer cannot assign a guard. A guard a rule blocks is refused (409 ' +
          'ASSIGNMENT_BLOCKED); warnings are confirmed with `confirmWarnings` (409 CONFIRM_WARNINGS).',
        body: CoverageInputSchema.extend(ConfirmWarningsSchema.shape),
        response: { 201: CoverageRequestSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { confirmWarnings, ...values } = request.body;
      const created = await shiftLimit.within(user, 1, () =>
        createRequest(database, user, values, confirmWarnings),
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
        tags: ['coverage-requests'],
        summary: 'Edit a request (this shift only)',
        description:
          'Send the `version` the change was based on: 409 STALE when another save came first. ' +
          'A guard is checked as on creation (409 ASSIGNMENT_BLOCKED or CONFIRM_WARNINGS).',
        params: IdParamsSchema,
        body: CoverageEditSchema.extend(ConfirmWarningsSchema.shape),
        response: { 200: CoverageRequestSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { confirmWarnings, ...edit } = request.body;
      const saved = await updateRequest(database, requireUser(request), id, edit, confirmWarnings);
      events.requestChanged(saved.previous, saved.request, saved.endedOfferAccounts);
      return saved.request;
    },
  );

  app.delete(
    '/api/coverage/:id',
    {
      preHandler: requireRole('coverage:edit'),
      schema: {
        tags: ['coverage-requests'],
        summary: 'Delete a request (this shift only)',
        params: IdParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
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
      schema: {
        tags: ['coverage-requests'],
        summary: 'Import requests (a CSV read by the page)',
        description: 'Rows already stored are skipped unless `includeExisting`.',
        body: CoverageImportSchema,
        response: { 200: ImportResultSchema },
      },
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
      schema: {
        tags: ['coverage-requests'],
        summary: 'Which of these rows are stored already',
        body: CoverageImportCheckSchema,
        response: { 200: ImportCheckSchema },
      },
    },
    async (request) => ({
      existing: await existingRows(database, requireUser(request), request.body.rows),
    }),
  );
};
