import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Outbox } from '../../outbox/outbox.js';
import type { RealtimeNotifier } from '../../realtime/notifier.js';
import { myTimeOffRoutes } from './my-time-off.routes.js';
import { timeOffEvents } from './time-off-events.js';
import { timeOffRoutes } from './time-off.routes.js';

/** The guard's and the office's routes of availability and time off (issue #32). */
export async function registerTimeOffRoutes(
  app: FastifyInstance,
  deps: { database: Database; notifier: RealtimeNotifier; outbox: Outbox },
): Promise<void> {
  const events = timeOffEvents(deps);
  await app.register(myTimeOffRoutes, { database: deps.database, events });
  await app.register(timeOffRoutes, { database: deps.database, events });
}
