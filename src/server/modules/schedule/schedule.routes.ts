import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ScheduleWeekQuerySchema, ScheduleWeekSchema } from '../../../shared/schedule.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { createdByScope } from '../coverage-requests/coverage-requests.rules.js';
import { jsonOf } from '../../http/kept-answers.js';
import { sendJson } from '../../http/send-json.js';
import { scheduleWeekCache } from './schedule-week-cache.js';
import { scheduleRepository } from './schedule.repository.js';

/** /api/schedule: the week board (issue #22). */
export const scheduleRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const schedule = scheduleRepository(database.db);
  const cache = scheduleWeekCache(database.db);

  // The answer is JSON made with ScheduleWeekSchema: by the cache for the office (kept until the
  // week changes), afresh for a customer's own board.
  app.get(
    '/api/schedule/week',
    {
      preHandler: requireRole('schedule:view'),
      schema: { querystring: ScheduleWeekQuerySchema },
    },
    async (request, reply) => {
      const { week } = request.query;
      const createdBy = createdByScope(requireUser(request));
      const body =
        createdBy === undefined
          ? await cache.json(week, () => schedule.week({ week }))
          : jsonOf(ScheduleWeekSchema, await schedule.week({ week, createdBy }));
      return sendJson(request, reply, body);
    },
  );
};
