import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { guardFullName } from '../../../shared/guards.js';
import { CallOutSchema, MyShiftsSchema } from '../../../shared/my-shifts.js';
import { IdSchema } from '../../../shared/text.js';
import { requireRole, requireUser, type SessionCompanion } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { guardOfAccount } from '../shift-offers/guard-self.js';
import type { ShiftEvents } from '../shift-offers/shift-events.js';
import { callOut } from './call-out.js';
import { myShifts } from './my-shifts.repository.js';

const OkSchema = z.object({ ok: z.literal(true) });

/** /api/my/shifts: a guard's own shifts and offers, and calling out of a shift (issue #21). */
export const myShiftsRoutes: FastifyPluginAsyncZod<{
  database: Database;
  events: ShiftEvents;
}> = async (app, { database, events }) => {
  const guardOnly = requireRole('shifts:own');

  // The guard's row is read in the statement that reads the session (the user is joined
  // there): on PostgreSQL the page then costs two round trips, the session's and its shifts'.
  const readWithGuard = app.sessionReader.withCompanion(
    0,
    () => sql<string | null>`(select id from guards where account_id = "user"."id")`,
  );
  const guardId: SessionCompanion = (_request, cookie) => readWithGuard(cookie);

  app.get(
    '/api/my/shifts',
    {
      preHandler: guardOnly,
      schema: { response: { 200: MyShiftsSchema } },
      config: { sessionCompanion: guardId },
    },
    async (request) => {
      const id = request.companion ?? (await guardOfAccount(database.db, requireUser(request))).id;
      return myShifts(database.db, id);
    },
  );

  app.post(
    '/api/my/shifts/:requestId/call-out',
    {
      preHandler: guardOnly,
      schema: {
        params: z.object({ requestId: IdSchema }),
        body: CallOutSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const guard = await guardOfAccount(database.db, user);
      const { reason } = request.body;
      const opened = await callOut(database, user, guard, request.params.requestId, reason);
      events.calledOut(opened, guardFullName(guard), reason);
      return { ok: true as const };
    },
  );
};
