import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CheckInBodySchema } from '../../../shared/geo-distance.js';
import { guardFullName } from '../../../shared/guards.js';
import { CheckInResultSchema, CheckOutResultSchema } from '../../../shared/my-attendance.js';
import type { ShiftEventKind } from '../../../shared/realtime.js';
import { describeShift } from '../../../shared/shift-offers.js';
import { IdSchema } from '../../../shared/text.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import type { RealtimeNotifier } from '../../realtime/notifier.js';
import { guardOfAccount } from '../shift-offers/guard-of-account.js';
import type { OfferGuard } from '../shift-offers/offer-rules.js';
import type { AttendanceShift } from './attendance.repository.js';
import { attendanceWrites } from './check-in.js';

const POSITION_NOTE =
  'Send `latitude`, `longitude` and `accuracy` (metres) together, or none when the phone has no position (kept as no location). The position is never answered: only the distance and whether on site.';

/**
 * /api/my/shifts/:requestId/check-in and check-out (issue #33): the guard of the shift, from
 * their phone, in the windows of check-in-rules.ts. The office's boards hear of it live.
 */
export const attendanceRoutes: FastifyPluginAsyncZod<{
  database: Database;
  notifier: RealtimeNotifier;
  timeZone: string;
}> = async (app, { database, notifier, timeZone }) => {
  const writes = attendanceWrites(database, timeZone);
  const params = z.object({ requestId: IdSchema });

  /** The office's boards refetch, and the guard's other devices. */
  const tell = (shift: AttendanceShift, kind: ShiftEventKind, guard: OfferGuard) =>
    notifier.shiftsChanged(guard.accountId ? [guard.accountId] : [], {
      requestId: shift.id,
      kind,
      guardName: guardFullName(guard),
      shift: describeShift(shift),
    });

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
      tell(checked.shift, checked.afterNoShow ? 'checked-in-after-no-show' : 'checked-in', guard);
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
        description: `After checking in, until 4 hours after the end (409 otherwise, and for a second check-out). ${POSITION_NOTE}`,
        params,
        body: CheckInBodySchema,
        response: { 200: CheckOutResultSchema },
      },
    },
    async (request) => {
      const guard = await guardOfAccount(database.db, requireUser(request));
      const checked = await writes.checkOut(guard, request.params.requestId, request.body);
      tell(checked.shift, 'checked-out', guard);
      return checked.result;
    },
  );
};
