import Fastify, {
  type FastifyInstance,
  type FastifySchema,
  type FastifyServerOptions,
} from 'fastify';
import pino, { type DestinationStream } from 'pino';
import pinoPretty from 'pino-pretty';
import { getMigrations } from 'better-auth/db/migration';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAuth, type Auth } from './auth/auth.js';
import { authRoutes } from './auth/auth.routes.js';
import type { PasswordHashQueue } from './auth/password-hash-queue.js';
import { defaultPasswordHashQueue, type PasswordHashing } from './auth/password-hashing.js';
import { checkAccessBeforeValidation } from './auth/access-first.js';
import { requestUserPlugin } from './auth/request-user.js';
import type { Config } from './config.js';
import { createDatabase, type Database } from './db/database.js';
import { migrateAppTables, withMigrationLock, type MigrationSettings } from './db/migrate.js';
import { registerErrorHandler } from './errors.js';
import { closeConnectionsOnShutdown } from './http/close-on-shutdown.js';
import { registerBodyChecks } from './http/body-checks.js';
import { healthRoutes } from './http/health.routes.js';
import { registerSameOriginCheck } from './http/same-origin.js';
import {
  registerApiRateLimit,
  registerSecurityHeaders,
  warnOfUntrustedProxy,
} from './http/security.js';
import { isPageRequest, registerClient } from './http/static-client.js';
import { apiDocsRoutes } from './http/api-docs/api-docs.routes.js';
import { registerOpenApiDocument } from './http/api-docs/openapi-document.js';
import { appLogo, appVersion } from './http/api-docs/package-files.js';
import { coverageExportRoutes } from './modules/coverage-requests/coverage-export.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { deliveriesRoutes } from './modules/deliveries/deliveries.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { timesheetRoutes } from './modules/timesheets/timesheets.routes.js';
import { registerTimeOffRoutes } from './modules/time-off/register-time-off.js';
import { qualificationsRoutes } from './modules/qualifications/qualifications.routes.js';
import { guardsRoutes } from './modules/guards/guards.routes.js';
import { locationsRoutes } from './modules/locations/locations.routes.js';
import { messengerRoutes } from './modules/messenger/messenger.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { pushRoutes } from './modules/push/push.routes.js';
import { startPositionRetention } from './modules/attendance/position-retention.js';
import { usersRoutes } from './modules/users/users.routes.js';
import {
  createNotifications,
  type NotificationOptions,
} from './notifications/create-notifications.js';
import type { Notifications } from './notifications/notifications.js';
import { startOutbox, type Outbox } from './outbox/outbox.js';
import type { WorkerTiming } from './outbox/outbox-worker.js';
import { createRealtime } from './realtime/realtime-server.js';
import { registerShiftRoutes } from './shift-routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { coverageHistoryRoutes } from './modules/coverage-requests/coverage-history.routes.js';
import { loggedRequest } from './http/log-redaction.js';
import { OneLineRequestLog, REQUEST_LINE_FIELDS } from './http/request-log.js';
import { scheduleRoutes } from './modules/schedule/schedule.routes.js';
import {
  startAttendanceTimers,
  type AttendanceTimerOptions,
  type AttendanceTimers,
} from './modules/attendance-timers/attendance-timers.js';

/** A route the app serves: its method (HEAD ones, which Fastify adds to GETs, left out) and URL. */
export interface ServedRoute {
  method: string;
  url: string;
  /** Its schemas (params, querystring, body, response), as declared. */
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    auth: Auth;
    /**
     * Web Push and e-mail (notifications/notifications.ts), as the outbox's worker sends them;
     * routes write messages to the outbox instead (outbox/outbox-messages.ts).
     */
    notifications: Notifications;
    /** The outbox's worker (issue #30): `wake()` after a commit that enqueued messages. */
    outbox: Outbox;
    /** The late and no-show timers (issue #33): `run(now)` fires those due (tests). */
    attendanceTimers: AttendanceTimers;
    /** Every route registered, in order: the authorization matrix test checks it covers each. */
    servedRoutes: readonly ServedRoute[];
  }
}

/** Creates better-auth's tables, then the app's, under one lock (PostgreSQL). */
export async function migrate(
  database: Database,
  auth: Auth,
  log?: (message: string) => void,
  settings?: MigrationSettings,
): Promise<void> {
  await withMigrationLock(database, async () => {
    const { runMigrations } = await getMigrations(auth.options);
    await runMigrations();
    await migrateAppTables(database, log, settings);
  });
}

/**
 * Web Push and e-mail as configured. Sends under way finish before the database closes: onClose
 * hooks run in reverse order, and the database's was added first.
 */
function openNotifications(
  app: FastifyInstance,
  config: Config,
  database: Database,
  options: NotificationOptions | undefined,
): Notifications {
  const notifications = createNotifications(config.notifications, database, app.log, options);
  app.addHook('onClose', () => notifications.close());
  return notifications;
}

/**
 * The outbox, on the app's database. It closes first (onClose hooks run in reverse order), so
 * the sends under way finish while the push and SMTP connections and the database are open.
 */
async function openOutbox(
  app: FastifyInstance,
  config: Config,
  database: Database,
  notifications: Notifications,
  timing: Partial<WorkerTiming> | undefined,
): Promise<Outbox> {
  const outbox = await startOutbox(config, database, notifications, app.log, timing);
  app.addHook('onClose', () => outbox.close());
  return outbox;
}

/** What a test may put in place of the defaults. */
export interface BuildOptions {
  /** The password hash queue (auth/password-hash-queue.ts); by default one slot per core but one. */
  hashQueue?: PasswordHashQueue;
  /** How passwords are hashed and checked; by default better-auth's scrypt through the queue. */
  passwordHashing?: PasswordHashing;
  /** Web Push and e-mail in place of the real ones (e.g. a recorder), for the outbox to use. */
  notifications?: Notifications;
  /** For the real ones: e.g. a certificate to trust for a test's own push service. */
  notificationOptions?: NotificationOptions;
  /** The outbox worker's lease, poll and retries (tests make them short). */
  outboxTiming?: Partial<WorkerTiming>;
  /** The attendance timers' clock, or no background work at all (tests run them by hand). */
  attendanceTimers?: AttendanceTimerOptions;
  /** Where the log goes instead of standard output (a test reads it). */
  logStream?: DestinationStream;
}

/**
 * Builds the whole app: database (migrated), auth, security, every module's routes and, when
 * configured, the built client. Tests call this and use `app.inject()`; main.ts listens.
 */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const serverOptions: FastifyServerOptions = {
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      // Feed addresses and invitation tokens are secrets: no log line holds them (issue #29).
      serializers: { req: loggedRequest },
      // Written as they are logged, in order with whatever else the process prints.
      stream:
        options.logStream ??
        (config.logFormat === 'pretty'
          ? pinoPretty({
              translateTime: 'SYS:HH:MM:ss',
              ignore: ['pid', 'hostname', 'reqId', ...REQUEST_LINE_FIELDS].join(','),
              sync: true,
            })
          : pino.destination({ dest: 1, sync: true })),
    },
    logController: new OneLineRequestLog(),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const servedRoutes: ServedRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') servedRoutes.push({ method, url: route.url, schema: route.schema });
    }
  });
  app.decorate('servedRoutes', servedRoutes);

  const database = createDatabase(config.database);
  app.addHook('onClose', () => database.destroy());
  const hashQueue = options.hashQueue ?? defaultPasswordHashQueue();
  const auth = createAuth(config, database, app.log, hashQueue, options.passwordHashing);
  await migrate(database, auth, (message) => app.log.warn(message), {
    phoneRegion: config.sms.phoneRegion,
  });
  app.decorate('database', database);
  app.decorate('auth', auth);
  const notifications =
    options.notifications ?? openNotifications(app, config, database, options.notificationOptions);
  app.decorate('notifications', notifications);
  const outbox = await openOutbox(app, config, database, notifications, options.outboxTiming);
  app.decorate('outbox', outbox);
  // Check-in positions are forgotten past their retention (issue #33): at start, then hourly.
  const retention = startPositionRetention(database.db, app.log);
  app.addHook('onClose', () => retention.close());

  registerErrorHandler(app);
  closeConnectionsOnShutdown(app);
  registerSecurityHeaders(app);
  warnOfUntrustedProxy(app, config.trustProxy);
  registerSameOriginCheck(app, config.trustedOrigins);
  registerBodyChecks(app);
  await app.register(requestUserPlugin, { auth, database });
  checkAccessBeforeValidation(app);
  await registerApiRateLimit(app, config.apiRateLimit);

  // Socket.IO on app.server; its messenger notifier is what the routes below call.
  const { notifier } = await createRealtime(app, { config, database, auth });
  // The late and no-show timers (issue #33); they stop before the outbox and the database close.
  const attendanceTimers = await startAttendanceTimers(
    {
      database,
      timeZone: config.timeZone,
      notifier,
      outbox,
      texts: config.sms,
    },
    app.log,
    options.attendanceTimers,
  );
  app.addHook('onClose', () => attendanceTimers.close());
  app.decorate('attendanceTimers', attendanceTimers);

  // The API reference (issue #31) is made from the schemas of the routes registered after this.
  await registerOpenApiDocument(app, {
    version: appVersion(),
    publicUrl: config.publicUrlSet ? config.publicUrl : null,
    sessionCookie: (await auth.$context).authCookies.sessionToken.name,
    apiRateLimit: config.apiRateLimit,
  });
  await app.register(healthRoutes, { database });
  await app.register(authRoutes, {
    auth,
    database,
    hashQueue,
    publicUrl: config.publicUrl,
  });
  await app.register(profileRoutes, {
    database,
    auth,
    passwordCheckLimit: config.signInLimit,
  });
  await app.register(usersRoutes, { database, auth, notifier });
  await app.register(locationsRoutes, { database });
  await app.register(guardsRoutes, {
    database,
    auth,
    notifier,
    phoneRegion: config.sms.phoneRegion,
  });
  await registerShiftRoutes(app, { config, database, auth, notifier, outbox });
  await app.register(scheduleRoutes, { database, timeZone: config.timeZone });
  await app.register(auditRoutes, { database });
  await app.register(coverageHistoryRoutes, { database });
  await app.register(deliveriesRoutes, { database, outbox });
  await app.register(settingsRoutes, { database, sms: config.sms });
  await app.register(timesheetRoutes, { database, timeZone: config.timeZone });
  await registerTimeOffRoutes(app, { database, notifier, outbox, config });
  await app.register(coverageExportRoutes, { database, timeZone: config.timeZone });
  await app.register(reportsRoutes, { database, timeZone: config.timeZone });
  await app.register(qualificationsRoutes, { database });
  await app.register(messengerRoutes, { database, notifier });
  await app.register(pushRoutes, { database, config: config.notifications });
  await app.register(apiDocsRoutes, { logo: appLogo() });

  if (config.clientDir) await registerClient(app, config.clientDir);
  app.setNotFoundHandler((request, reply) => {
    if (config.clientDir && isPageRequest(request.method, request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' });
  });

  return app;
}
