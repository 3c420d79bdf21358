import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ScheduleWeekQuerySchema, ScheduleWeekSchema } from '../../../shared/schedule.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { createdByScope } from '../coverage-requests/coverage-requests.rules.js';
import { scheduleRepository } from './schedule.repository.js';

/** /api/schedule: the week board (issue #22). */
export const scheduleRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const schedule = scheduleRepository(database.db);

  app.get(
    '/api/schedule/week',
    {
      preHandler: requireRole('schedule:view'),
      schema: { querystring: ScheduleWeekQuerySchema, response: { 200: ScheduleWeekSchema } },
    },
    (request) =>
      schedule.week({ week: request.query.week, createdBy: createdByScope(requireUser(request)) }),
  );
};
