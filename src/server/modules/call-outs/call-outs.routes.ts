import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FilledShiftsQuerySchema,
  FilledShiftsSchema,
  OfficeCallOutSchema,
} from '../../../shared/call-outs.js';
import { guardFullName } from '../../../shared/guards.js';
import { IdParamsSchema } from '../../../shared/text.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import type { ShiftEvents } from '../shift-offers/shift-events.js';
import { filledShifts } from './filled-shifts.repository.js';
import { recordCallOut } from './office-call-out.js';

const OkSchema = z.object({ ok: z.literal(true) });

/**
 * Call-outs the office takes (issue #30): the filled shifts to pick from, and recording one. The
 * board and every office screen hear of it as of a guard's own call-out (shift-events.ts).
 */
export const callOutsRoutes: FastifyPluginAsyncZod<{
  database: Database;
  events: ShiftEvents;
}> = async (app, { database, events }) => {
  const office = requireRole('call-outs:record');

  app.get(
    '/api/coverage/filled',
    {
      preHandler: office,
      schema: {
        tags: ['call-outs'],
        summary: 'Filled shifts of the next 14 days not yet started',
        querystring: FilledShiftsQuerySchema,
        response: { 200: FilledShiftsSchema },
      },
    },
    async (request) => filledShifts(database.db, request.query),
  );

  app.post(
    '/api/coverage/:id/call-out',
    {
      preHandler: office,
      schema: {
        tags: ['call-outs'],
        summary: "Record a guard's call-out phoned in to the office",
        description: 'The shift opens again.',
        params: IdParamsSchema,
        body: OfficeCallOutSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      const { opened, guard } = await recordCallOut(
        database,
        requireUser(request),
        request.params.id,
        request.body,
      );
      events.calledOut(opened, guardFullName(guard));
      return { ok: true as const };
    },
  );
};
