import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AvailabilitySchema } from '../../../shared/availability.js';
import {
  myTimeOffSince,
  TimeOffBodySchema,
  TimeOffIdParamsSchema,
  TimeOffListSchema,
  TimeOffSchema,
} from '../../../shared/time-off.js';
import { localIsoDate } from '../../../shared/calendar.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { NoContentSchema } from '../../http/response-schemas.js';
import { guardOfAccount } from '../shift-offers/guard-of-account.js';
import type { TimeOffEvents } from './time-off-events.js';
import { listGuardTimeOff, listUnavailability } from './time-off.repository.js';
import type { TimeOffWrites } from './time-off.writes.js';

/**
 * A guard's own availability and time off (issue #32), on their phone: the weekly hours they
 * cannot work, and their requests for time off. Only a guard account tied to a guard row.
 */
export const myTimeOffRoutes: FastifyPluginAsyncZod<{
  database: Database;
  events: TimeOffEvents;
  writes: TimeOffWrites;
}> = async (app, { database, events, writes }) => {
  const { db } = database;
  const mine = (request: FastifyRequest) => guardOfAccount(db, requireUser(request));

  app.get(
    '/api/my/availability',
    {
      preHandler: requireRole('availability:own'),
      schema: {
        summary: 'The hours of the week I cannot work',
        tags: ['time-off'],
        response: { 200: AvailabilitySchema },
      },
    },
    async (request) => ({ windows: await listUnavailability(db, (await mine(request)).id) }),
  );

  app.put(
    '/api/my/availability',
    {
      preHandler: requireRole('availability:own'),
      schema: {
        summary: 'Replace the hours of the week I cannot work (at most 50)',
        tags: ['time-off'],
        body: AvailabilitySchema,
        response: { 200: AvailabilitySchema },
      },
    },
    async (request) => {
      const guard = await mine(request);
      const windows = await writes.setAvailability(
        guard,
        request.body.windows,
        requireUser(request),
      );
      events.changed(null);
      return { windows };
    },
  );

  app.get(
    '/api/my/time-off',
    {
      preHandler: requireRole('time-off:own'),
      schema: {
        summary: 'My time off requests: upcoming, and those of the last 90 days',
        tags: ['time-off'],
        response: { 200: TimeOffListSchema },
      },
    },
    async (request) => {
      const guard = await mine(request);
      const since = myTimeOffSince(localIsoDate(new Date()));
      const requests = await listGuardTimeOff(db, guard.id, since);
      return { requests: requests };
    },
  );

  app.post(
    '/api/my/time-off',
    {
      preHandler: requireRole('time-off:own'),
      schema: {
        summary: 'Ask for time off (dates, a reason); pending until the office answers',
        tags: ['time-off'],
        body: TimeOffBodySchema,
        response: { 201: TimeOffSchema },
      },
    },
    async (request, reply) => {
      const guard = await mine(request);
      const created = (await writes.request(guard, request.body, requireUser(request), false))
        .request;
      events.asked(created.id);
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/my/time-off/:id',
    {
      preHandler: requireRole('time-off:own'),
      schema: {
        summary: 'Take back my own request while it is pending',
        tags: ['time-off'],
        params: TimeOffIdParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      const guard = await mine(request);
      await writes.cancel(guard, request.params.id, requireUser(request));
      events.cancelled(request.params.id);
      return reply.status(204).send();
    },
  );
};
