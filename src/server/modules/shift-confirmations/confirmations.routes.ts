import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardFullName } from '../../../shared/guards.js';
import { ConfirmResultSchema } from '../../../shared/shift-confirmations.js';
import { IdSchema } from '../../../shared/text.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import { audited } from '../../db/audited.js';
import type { Database } from '../../db/database.js';
import { conflict, notFound } from '../../errors.js';
import { NOT_YOUR_SHIFT } from '../my-shifts/call-out.js';
import { guardOfAccount } from '../shift-offers/guard-of-account.js';
import type { ShiftEvents } from '../shift-offers/shift-events.js';
import { confirmAudit, confirmShift } from './confirm-shift.js';

/**
 * POST /api/my/shifts/:requestId/confirm (issue #39): a guard with the app confirms with one tap
 * that they will come to a shift of theirs; the office's Now strip stops saying 'Not confirmed'.
 */
export const confirmationsRoutes: FastifyPluginAsyncZod<{
  database: Database;
  events: ShiftEvents;
}> = async (app, { database, events }) => {
  app.post(
    '/api/my/shifts/:requestId/confirm',
    {
      preHandler: requireRole('shifts:own'),
      schema: {
        tags: ['my-shifts'],
        summary: 'Confirm I will come to one of my shifts',
        description:
          'The guard assigned only (404 for every other shift), before it starts (409 after, and ' +
          'for a shift without a start time). Confirming again answers the first confirmation.',
        params: z.object({ requestId: IdSchema }),
        response: { 200: ConfirmResultSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const guard = await guardOfAccount(database.db, user);
      const name = guardFullName(guard);
      const confirmed = await audited(database.db, user, async (trx) => {
        const confirming = await confirmShift(
          trx,
          database.dialect,
          guard.id,
          request.params.requestId,
          new Date(),
        );
        if (confirming.kind === 'not-yours') throw notFound(NOT_YOUR_SHIFT);
        if (confirming.kind === 'refused') throw conflict(confirming.reason);
        const audit = confirming.first ? confirmAudit(confirming.shift, name, 'app') : null;
        return { result: confirming, audit };
      });
      if (confirmed.first) events.confirmed(confirmed.shift, name, guard.accountId);
      return { confirmedAt: confirmed.confirmedAt };
    },
  );
};
