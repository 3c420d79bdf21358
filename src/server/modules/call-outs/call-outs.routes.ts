import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FilledShiftsQuerySchema,
  FilledShiftsSchema,
  OfficeCallOutSchema,
} from '../../../shared/call-outs.js';
import { IdParamsSchema } from '../../../shared/text.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import type { ShiftEvents } from '../shift-offers/shift-events.js';
import { filledShifts } from './filled-shifts.repository.js';
import { agreeEarlyEnd } from './agree-early-end.js';
import { recordCallOut } from './office-call-out.js';
import { callingOutNames } from './open-by-call-out.js';

const OkSchema = z.object({ ok: z.literal(true) });

/**
 * Call-outs the office takes (issue #30): the filled shifts to pick from, and recording one, also
 * during the shift (issue #39), and agreeing to an early end. The board and every office screen
 * hear of it as of a guard's own call-out (shift-events.ts).
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
        description:
          'The shift opens again; during the shift, a guard who checked in keeps the time worked until `leftAt` (HH:MM, by default now) and the rest opens as a request of its own (issue #39).',
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
      events.calledOut(opened, callingOutNames(guard).told);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/coverage/:id/agree-early-end',
    {
      preHandler: office,
      schema: {
        tags: ['call-outs'],
        summary: 'Agree to a guard having left early: the rest of their shift needs no guard',
        description:
          'For the rest of a shift a guard left early (issue #39): it is removed with its pending offers; the part the guard worked stays.',
        params: IdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      const { rest, endedOfferAccounts } = await agreeEarlyEnd(
        database,
        requireUser(request),
        request.params.id,
      );
      events.requestChanged(rest, null, endedOfferAccounts);
      return { ok: true as const };
    },
  );
};
