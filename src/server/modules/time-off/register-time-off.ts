import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Outbox } from '../../outbox/outbox.js';
import type { RealtimeNotifier } from '../../realtime/notifier.js';
import type { Config } from '../../config.js';
import { myTimeOffRoutes } from './my-time-off.routes.js';
import { timeOffEvents } from './time-off-events.js';
import { timeOffRoutes } from './time-off.routes.js';
import { timeOffWrites } from './time-off.writes.js';

/** The guard's and the office's routes of availability and time off (issue #32). */
export async function registerTimeOffRoutes(
  app: FastifyInstance,
  deps: {
    database: Database;
    notifier: RealtimeNotifier;
    outbox: Outbox;
    /**
     * The company's time zone (when a booked shift starts and ends, issue #39) and the texts'
     * settings (whether a text reaches a guard whose time off opens their shifts).
     */
    config: Pick<Config, 'timeZone' | 'sms'>;
  },
): Promise<void> {
  const { database, outbox } = deps;
  const { timeZone, sms: texts } = deps.config;
  const events = timeOffEvents(deps);
  const writes = timeOffWrites(database, {
    dialect: database.dialect,
    timeZone,
    reach: outbox.reach,
    texts,
  });
  await app.register(myTimeOffRoutes, { database, events, writes });
  await app.register(timeOffRoutes, { database, events, writes, timeZone });
}
