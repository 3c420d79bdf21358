import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ScheduleWeekQuerySchema, ScheduleWeekSchema } from '../../../shared/schedule.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { responseCache } from '../../http/response-cache/response-cache.js';
import { createdByScope } from '../coverage-requests/coverage-requests.rules.js';
import { scheduleRepository } from './schedule.repository.js';

/** /api/schedule: the week board (issue #22). */
export const scheduleRoutes: FastifyPluginAsyncZod<{
  database: Database;
  /** The company's time zone, the guards' hours are counted in. */
  timeZone: string;
}> = async (app, { database, timeZone }) => {
  const schedule = scheduleRepository(database.db, timeZone);

  // The office's week is ~5,000 requests at 300 posts (~0.9 MB of JSON, ~0.2 MB gzipped): kept
  // until a request of its months, a post or the company's rules change. A customer's own board
  // is made afresh.
  const weeks = responseCache({ maxEntries: 32 });
  app.get(
    '/api/schedule/week',
    {
      preHandler: requireRole('schedule:view'),
      schema: {
        tags: ['schedule'],
        summary: 'The week board: posts by the days of an ISO week',
        description: 'A customer sees the posts of their own requests, with those requests.',
        querystring: ScheduleWeekQuerySchema,
        response: { 200: ScheduleWeekSchema },
      },
    },
    async (request, reply) => {
      const { week } = request.query;
      const createdBy = createdByScope(requireUser(request));
      if (createdBy !== undefined) return schedule.week({ week, createdBy });
      return weeks.send(request, reply, {
        key: week,
        version: () => schedule.version(week),
        load: () => schedule.week({ week }),
      });
    },
  );
};
