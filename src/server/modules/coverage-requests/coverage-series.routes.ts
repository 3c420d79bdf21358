import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConfirmWarningsSchema } from '../../../shared/assignment-findings.js';
import { CoverageEditSchema } from '../../../shared/coverage-requests.js';
import {
  CoverageSeriesCreatedSchema,
  CoverageSeriesInputSchema,
  SeriesChangeSchema,
} from '../../../shared/coverage-series.js';
import { IdParamsSchema } from '../../../shared/text.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import type { ShiftEvents } from '../shift-offers/shift-events.js';
import {
  createSeries,
  removeFollowing,
  updateFollowing,
  type SeriesRequestChange,
} from './coverage-series.rules.js';
import type { DailyShiftLimit } from './daily-shift-limit.js';

/**
 * Repeating shifts (issue #22): add a series, and edit or delete a request with the following
 * ones of its series. "This shift only" is the ordinary PATCH and DELETE /api/coverage/:id.
 */
export const coverageSeriesRoutes: FastifyPluginAsyncZod<{
  database: Database;
  events: ShiftEvents;
  shiftLimit: DailyShiftLimit;
}> = async (app, { database, events, shiftLimit }) => {
  const told = (changes: readonly SeriesRequestChange[]) => {
    events.requestsChanged(changes);
    return { count: changes.length };
  };

  app.post(
    '/api/coverage/series',
    {
      preHandler: requireRole('coverage:create'),
      schema: {
        tags: ['coverage-requests'],
        summary: 'Create a repeating shift',
        description:
          'One request per date of the rule, made together or not at all; a customer cannot ' +
          'assign a guard. A guard is checked on every date (409 ASSIGNMENT_BLOCKED or ' +
          'CONFIRM_WARNINGS, then `confirmWarnings`).',
        body: CoverageSeriesInputSchema.extend(ConfirmWarningsSchema.shape),
        response: { 201: CoverageSeriesCreatedSchema },
      },
    },
    async (request, reply) => {
      const { confirmWarnings, ...values } = request.body;
      const user = requireUser(request);
      const saved = await createSeries(database, user, values, shiftLimit, confirmWarnings);
      events.requestsChanged(saved.changes);
      return reply.status(201).send(saved.answer);
    },
  );

  app.patch(
    '/api/coverage/:id/following',
    {
      preHandler: requireRole('coverage:edit'),
      schema: {
        tags: ['coverage-requests'],
        summary: 'Edit this shift and the following ones of its series',
        params: IdParamsSchema,
        body: CoverageEditSchema.extend(ConfirmWarningsSchema.shape),
        response: { 200: SeriesChangeSchema },
      },
    },
    async (request) => {
      const { confirmWarnings, ...edit } = request.body;
      const user = requireUser(request);
      return told(await updateFollowing(database, user, request.params.id, edit, confirmWarnings));
    },
  );

  app.delete(
    '/api/coverage/:id/following',
    {
      preHandler: requireRole('coverage:edit'),
      schema: {
        tags: ['coverage-requests'],
        summary: 'Delete this shift and the following ones of its series',
        params: IdParamsSchema,
        response: { 200: SeriesChangeSchema },
      },
    },
    async (request) =>
      told(await removeFollowing(database, requireUser(request), request.params.id)),
  );
};
