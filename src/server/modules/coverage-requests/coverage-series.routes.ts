import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
          'assign a guard.',
        body: CoverageSeriesInputSchema,
        response: { 201: CoverageSeriesCreatedSchema },
      },
    },
    async (request, reply) => {
      const saved = await createSeries(database, requireUser(request), request.body, shiftLimit);
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
        body: CoverageEditSchema,
        response: { 200: SeriesChangeSchema },
      },
    },
    async (request) =>
      told(await updateFollowing(database, requireUser(request), request.params.id, request.body)),
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
