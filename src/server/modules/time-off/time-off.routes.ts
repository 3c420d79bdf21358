import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AvailabilitySchema } from '../../../shared/availability.js';
import { localIsoDate } from '../../../shared/calendar.js';
import {
  TimeOffBodySchema,
  TimeOffIdParamsSchema,
  TimeOffListSchema,
  TimeOffQuerySchema,
  TimeOffSchema,
} from '../../../shared/time-off.js';
import { IdParamsSchema } from '../../../shared/text.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../errors.js';
import type { TimeOffEvents } from './time-off-events.js';
import { guardById, listTimeOff, listUnavailability } from './time-off.repository.js';
import { timeOffWrites } from './time-off.writes.js';

/**
 * The office's side of time off (issue #32): the list of requests (pending first), approving
 * and declining them, and recording time off and weekly hours for any guard, with or without an
 * account. Time off the office records is approved at once: it records what it agreed.
 */
export const timeOffRoutes: FastifyPluginAsyncZod<{
  database: Database;
  events: TimeOffEvents;
}> = async (app, { database, events }) => {
  const { db } = database;
  const writes = timeOffWrites(database);
  /** A guard the office names by id; 404 when there is none. */
  const namedGuard = async (guardId: string) => {
    const guard = await guardById(db, guardId);
    if (!guard) throw notFound('Guard not found');
    return guard;
  };

  app.get(
    '/api/time-off',
    {
      preHandler: requireRole('time-off:view'),
      schema: {
        summary: 'Time off requests of a status whose dates meet a range, pending first',
        tags: ['time-off'],
        querystring: TimeOffQuerySchema,
        response: { 200: TimeOffListSchema },
      },
    },
    async (request) => {
      const { status, from, to } = request.query;
      const requests = await listTimeOff(db, {
        status,
        from: from ?? localIsoDate(new Date()),
        to: to ?? null,
      });
      return { requests: requests };
    },
  );

  for (const [path, status] of [
    ['approve', 'approved'],
    ['decline', 'declined'],
  ] as const) {
    app.post(
      `/api/time-off/:id/${path}`,
      {
        preHandler: requireRole('time-off:decide'),
        schema: {
          summary: `${status === 'approved' ? 'Approve' : 'Decline'} a pending time off request; the guard is told`,
          tags: ['time-off'],
          params: TimeOffIdParamsSchema,
          response: { 200: TimeOffSchema },
        },
      },
      async (request) => {
        const answered = await writes.answer(request.params.id, status, requireUser(request));
        events.answered(answered.request, status, answered.notice);
        return answered.request;
      },
    );
  }

  app.get(
    '/api/guards/:id/availability',
    {
      preHandler: requireRole('time-off:view'),
      schema: {
        summary: "A guard's hours of the week they cannot work",
        tags: ['time-off'],
        params: IdParamsSchema,
        response: { 200: AvailabilitySchema },
      },
    },
    async (request) => {
      const guard = await namedGuard(request.params.id);
      return { windows: await listUnavailability(db, guard.id) };
    },
  );

  app.put(
    '/api/guards/:id/availability',
    {
      preHandler: requireRole('time-off:record'),
      schema: {
        summary: "Replace a guard's hours of the week they cannot work (any guard, account or not)",
        tags: ['time-off'],
        params: IdParamsSchema,
        body: AvailabilitySchema,
        response: { 200: AvailabilitySchema },
      },
    },
    async (request) => {
      const guard = await namedGuard(request.params.id);
      const windows = await writes.setAvailability(
        guard,
        request.body.windows,
        requireUser(request),
      );
      events.changed(guard.accountId);
      return { windows };
    },
  );

  app.post(
    '/api/guards/:id/time-off',
    {
      preHandler: requireRole('time-off:record'),
      schema: {
        summary: 'Record time off for a guard (any guard, account or not): approved at once',
        tags: ['time-off'],
        params: IdParamsSchema,
        body: TimeOffBodySchema,
        response: { 201: TimeOffSchema },
      },
    },
    async (request, reply) => {
      const guard = await namedGuard(request.params.id);
      const created = await writes.request(guard, request.body, requireUser(request), true);
      events.changed(guard.accountId, created.id);
      return reply.status(201).send(created);
    },
  );
};
