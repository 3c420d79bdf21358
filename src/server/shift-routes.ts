import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from './auth/auth.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { attendanceRoutes } from './modules/attendance/attendance.routes.js';
import { calendarFeedsRoutes } from './modules/calendar-feeds/calendar-feeds.routes.js';
import { callOutsRoutes } from './modules/call-outs/call-outs.routes.js';
import { coverageRequestsRoutes } from './modules/coverage-requests/coverage-requests.routes.js';
import { coverageSeriesRoutes } from './modules/coverage-requests/coverage-series.routes.js';
import { dailyShiftLimit } from './modules/coverage-requests/daily-shift-limit.js';
import { inviteByTextRoutes } from './modules/invites/invite-by-text.routes.js';
import { invitesRoutes } from './modules/invites/invites.routes.js';
import { myShiftsRoutes } from './modules/my-shifts/my-shifts.routes.js';
import { confirmationsRoutes } from './modules/shift-confirmations/confirmations.routes.js';
import { shiftContactsRoutes } from './modules/shift-contacts/contacts.routes.js';
import { shiftEvents } from './modules/shift-offers/shift-events.js';
import { shiftOffersRoutes } from './modules/shift-offers/shift-offers.routes.js';
import { smsRoutes } from './modules/sms/sms.routes.js';
import type { Outbox } from './outbox/outbox.js';
import type { RealtimeNotifier } from './realtime/notifier.js';

/** The app as its route plugins see it (with the zod type provider). */
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The routes of the fill loop (issues #21, #30): coverage requests, offers, a guard's shifts,
 * call-outs, calls, texts, invitations and feeds, which share the shift events that tell people.
 */
export async function registerShiftRoutes(
  app: ZodApp,
  deps: {
    config: Config;
    database: Database;
    auth: Auth;
    notifier: RealtimeNotifier;
    outbox: Outbox;
  },
): Promise<void> {
  const { config, database, auth, notifier, outbox } = deps;
  // Open shifts and offers reach people in the app, and through the outbox on their phones, by
  // e-mail and by text (issues #21, #30).
  const events = shiftEvents({ notifier, outbox });
  const shiftLimit = dailyShiftLimit(database.db, config.dailyShiftLimits);
  await app.register(coverageRequestsRoutes, {
    database,
    events,
    shiftLimit,
    timeZone: config.timeZone,
  });
  await app.register(coverageSeriesRoutes, { database, events, shiftLimit });
  await app.register(shiftOffersRoutes, {
    database,
    events,
    reach: outbox.reach,
    texts: config.sms,
    timeZone: config.timeZone,
  });
  await app.register(myShiftsRoutes, {
    database,
    events,
    callOut: { noticeHours: config.callOutNoticeHours, office: config.sms },
    timeZone: config.timeZone,
    alarm: { reach: outbox.reach, texts: config.sms },
  });
  // Checking in and out at the post (issue #33).
  await app.register(attendanceRoutes, {
    database,
    events,
    alarm: { reach: outbox.reach, texts: config.sms },
    timeZone: config.timeZone,
  });
  // A guard confirms they will come (issue #39).
  await app.register(confirmationsRoutes, { database, events });
  await app.register(callOutsRoutes, { database, events });
  await app.register(shiftContactsRoutes, { database, events, texts: config.sms });
  // Offers answered by text, and the settings and numbers the screens show (issue #30).
  const queued = () => outbox.wake();
  await app.register(smsRoutes, {
    database,
    events,
    sms: config.sms,
    publicUrl: config.publicUrl,
    queued,
  });
  await app.register(invitesRoutes, { database, auth, outbox });
  await app.register(inviteByTextRoutes, {
    database,
    sms: config.sms,
    publicUrl: config.publicUrl,
    queued,
  });
  await app.register(calendarFeedsRoutes, {
    database,
    authSecret: config.authSecret,
    publicUrl: config.publicUrl,
    timeZone: config.timeZone,
  });
}
