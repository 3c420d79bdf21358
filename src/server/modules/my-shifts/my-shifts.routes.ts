import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardFullName } from '../../../shared/guards.js';
import { GuardCallOutSchema } from '../../../shared/call-outs.js';
import { IdSchema } from '../../../shared/text.js';
import { requireRole, requireUser, type SessionCompanion } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { guardOfAccount } from '../shift-offers/guard-of-account.js';
import type { ShiftEvents } from '../shift-offers/shift-events.js';
import { sendJson } from '../../http/send-json.js';
import { callOut } from './call-out.js';
import {
  guardAndVersion,
  myShiftsCache,
  pageMonths,
  sessionWithPageVersion,
} from './my-shifts-cache.js';
import { myShifts } from './my-shifts.repository.js';

const OkSchema = z.object({ ok: z.literal(true) });

/** /api/my/shifts: a guard's own shifts and offers, and calling out of a shift (issue #21). */
export const myShiftsRoutes: FastifyPluginAsyncZod<{
  database: Database;
  events: ShiftEvents;
}> = async (app, { database, events }) => {
  const guardOnly = requireRole('shifts:own');

  // The guard's id and their page's version are read in the statement that reads the session
  // (the user is joined there); the page is kept until that version changes (my-shifts-cache.ts).
  const pages = myShiftsCache(database.db);
  const readWithPage = sessionWithPageVersion(app.sessionReader);
  const guardPage: SessionCompanion = (_request, cookie) =>
    readWithPage(cookie, ...pageMonths(new Date()));

  app.get(
    '/api/my/shifts',
    { preHandler: guardOnly, config: { sessionCompanion: guardPage } },
    async (request, reply) => {
      const now = new Date();
      const { guardId, version } = request.companion
        ? guardAndVersion(request.companion)
        : { guardId: (await guardOfAccount(database.db, requireUser(request))).id, version: null };
      const body = await pages.json(
        guardId,
        () => myShifts(database.db, guardId, now),
        version,
        now,
      );
      return sendJson(request, reply, body);
    },
  );

  app.post(
    '/api/my/shifts/:requestId/call-out',
    {
      preHandler: guardOnly,
      schema: {
        params: z.object({ requestId: IdSchema }),
        body: GuardCallOutSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const guard = await guardOfAccount(database.db, user);
      const why = request.body;
      const opened = await callOut(database, user, guard, request.params.requestId, why);
      events.calledOut(opened, guardFullName(guard));
      return { ok: true as const };
    },
  );
};
