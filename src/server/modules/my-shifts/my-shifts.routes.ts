import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardFullName } from '../../../shared/guards.js';
import { GuardCallOutSchema } from '../../../shared/call-outs.js';
import { MyShiftsSchema } from '../../../shared/my-shifts.js';
import { IdSchema } from '../../../shared/text.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import type { CompanyProfile } from '../../../shared/company-profile.js';
import { companyProfile } from '../../db/company-profile.js';
import type { Database } from '../../db/database.js';
import { responseCache } from '../../http/response-cache/response-cache.js';
import { guardOfAccount } from '../shift-offers/guard-of-account.js';
import type { AlarmDeps } from '../shift-offers/office-alerts.js';
import type { ShiftEvents } from '../shift-offers/shift-events.js';
import { callOut } from './call-out.js';
import { myShifts, myShiftsVersion, pageExpiresAt } from './my-shifts.repository.js';
import { myTimeOffShown } from './my-time-off.js';

const OkSchema = z.object({ ok: z.literal(true) });

/** /api/my/shifts: a guard's own shifts and offers, and calling out of a shift (issue #21). */
export const myShiftsRoutes: FastifyPluginAsyncZod<{
  database: Database;
  events: ShiftEvents;
  /**
   * What a guard calling out late is told: the notice period, and the office's number as the
   * admin set it (issue #39) or, until then, the server's.
   */
  callOut: { noticeHours: number; office: CompanyProfile };
  /** The company's time zone: when check-in opens and closes (issue #33). */
  timeZone: string;
  /** How a guard leaving a shift they are on alarms the office (issue #39). */
  alarm: AlarmDeps;
}> = async (app, { database, events, callOut: notice, timeZone, alarm }) => {
  const guardOnly = requireRole('shifts:own');

  // A guard's phone reads the page whenever it comes to the front, and reading four years of
  // the guard's shifts and offers cost more than the rest of the request: each page (a few KB) is
  // kept until what it shows changes, at midnight, or when a waiting offer's shift starts.
  const pages = responseCache({ maxEntries: 2000 });
  const pageVersion = myShiftsVersion(database.db);
  app.get(
    '/api/my/shifts',
    {
      preHandler: guardOnly,
      schema: {
        tags: ['my-shifts'],
        summary: 'My shifts of the next 30 days, and my offers',
        response: { 200: MyShiftsSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const now = new Date();
      const { officePhone } = await companyProfile(database.db, notice.office);
      return pages.send(request, reply, {
        key: user.id,
        // The office's number is on the page: a new one is a new page.
        version: async () => {
          const version = await pageVersion(user.id, now);
          return version === null ? null : `${version} ${officePhone ?? ''}`;
        },
        load: async () => {
          const guardId = (await guardOfAccount(database.db, user)).id;
          return {
            ...(await myShifts(database.db, guardId, now, timeZone)),
            // Issue #39: the guard's time off among their shifts.
            timeOff: await myTimeOffShown(database.db, guardId, now),
            callOutNoticeHours: notice.noticeHours,
            officePhone,
          };
        },
        expiresAt: pageExpiresAt,
        now: now.getTime(),
      });
    },
  );

  app.post(
    '/api/my/shifts/:requestId/call-out',
    {
      preHandler: guardOnly,
      schema: {
        tags: ['my-shifts'],
        summary: "Call out of one of my shifts ('I can't make it'; during it, 'I have to leave')",
        description:
          'The guard assigned only, until the shift ends. Once it started, a guard who checked in keeps the time worked until now and the rest of the shift opens (issue #39).',
        params: z.object({ requestId: IdSchema }),
        body: GuardCallOutSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const guard = await guardOfAccount(database.db, user);
      const why = request.body;
      const opened = await callOut(database, user, guard, request.params.requestId, why, alarm);
      events.calledOut(opened, guardFullName(guard));
      return { ok: true as const };
    },
  );
};
