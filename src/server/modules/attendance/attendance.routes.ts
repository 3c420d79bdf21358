import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CheckInBodySchema } from '../../../shared/geo-distance.js';
import { guardFullName } from '../../../shared/guards.js';
import {
  CheckInResultSchema,
  CheckOutBodySchema,
  CheckOutResultSchema,
} from '../../../shared/my-attendance.js';
import { IdSchema } from '../../../shared/text.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { guardOfAccount } from '../shift-offers/guard-of-account.js';
import type { AlarmDeps } from '../shift-offers/office-alerts.js';
import type { ShiftEvents } from '../shift-offers/shift-events.js';
import { attendanceWrites } from './check-in.js';

const POSITION_NOTE =
  'Send `latitude`, `longitude` and `accuracy` (metres) together, or none when the phone has no position (kept as no location). The position is never answered: only the distance and whether on site.';

/**
 * /api/my/shifts/:requestId/check-in and check-out (issue #33): the guard of the shift, from
 * their phone, in the windows of check-in-rules.ts. The office's boards hear of it live; an
 * off-site check-in and an early check-out alarm the office (issue #39).
 */
export const attendanceRoutes: FastifyPluginAsyncZod<{
  database: Database;
  events: ShiftEvents;
  alarm: AlarmDeps;
  timeZone: string;
}> = async (app, { database, events, alarm, timeZone }) => {
  const writes = attendanceWrites(database, timeZone, alarm);
  const params = z.object({ requestId: IdSchema });

  app.post(
    '/api/my/shifts/:requestId/check-in',
    {
      preHandler: requireRole('shifts:own'),
      schema: {
        tags: ['my-shifts'],
        summary: 'Check in at the post of one of my shifts',
        description: `From 30 minutes before the start until the end (409 otherwise, and for a second check-in). ${POSITION_NOTE}`,
        params,
        body: CheckInBodySchema,
        response: { 200: CheckInResultSchema },
      },
    },
    async (request) => {
      const guard = await guardOfAccount(database.db, requireUser(request));
      const checked = await writes.checkIn(guard, request.params.requestId, request.body);
      let kind: 'checked-in' | 'checked-in-after-no-show' | 'off-site' = 'checked-in';
      if (checked.afterNoShow) kind = 'checked-in-after-no-show';
      else if (checked.result.onSite === false) kind = 'off-site';
      events.attendance(checked.shift, kind, guardFullName(guard), guard.accountId);
      return checked.result;
    },
  );

  app.post(
    '/api/my/shifts/:requestId/check-out',
    {
      preHandler: requireRole('shifts:own'),
      schema: {
        tags: ['my-shifts'],
        summary: 'Check out of one of my shifts',
        description: `After checking in, until 4 hours after the end (409 otherwise, and for a second check-out). ${POSITION_NOTE} Fifteen minutes or more before the end it answers 409 CONFIRM_EARLY_CHECK_OUT until sent with \`earlyReason\`; then the office is alerted and the rest of the shift opens.`,
        params,
        body: CheckOutBodySchema,
        response: { 200: CheckOutResultSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const guard = await guardOfAccount(database.db, user);
      const checked = await writes.checkOut(user, guard, request.params.requestId, request.body);
      const name = guardFullName(guard);
      events.attendance(checked.shift, 'checked-out', name, guard.accountId);
      if (checked.opened) events.attendance(checked.opened, 'left-early', name, null);
      return checked.result;
    },
  );
};
