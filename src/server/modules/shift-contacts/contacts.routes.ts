import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LogContactSchema, ShiftContactsSchema } from '../../../shared/shift-contacts.js';
import { IdParamsSchema } from '../../../shared/text.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import { requestExists } from '../../db/request-exists.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { REQUEST_NOT_FOUND } from '../shift-offers/send-offers.js';
import type { ShiftEvents } from '../shift-offers/shift-events.js';
import type { TextSettings } from '../shift-offers/text-reach.js';
import { contactsOf } from './contacts.repository.js';
import { logContact } from './log-contact.js';

/**
 * Calls logged from Find cover (issue #30). An accepted call is news like an accept in the app:
 * the board and the guards whose offers it ended hear of it (shift-events.ts), and the guard is
 * texted the shift (issue #39: `texts` says whether texts go, and who signs them).
 */
export const shiftContactsRoutes: FastifyPluginAsyncZod<{
  database: Database;
  events: ShiftEvents;
  texts: TextSettings;
}> = async (app, { database, events, texts }) => {
  const office = requireRole('calls:log');

  app.get(
    '/api/coverage/:id/contacts',
    {
      preHandler: office,
      schema: {
        tags: ['shift-contacts'],
        summary: 'The calls logged for a shift, newest first',
        params: IdParamsSchema,
        response: { 200: ShiftContactsSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await requestExists(database.db, id))) throw notFound(REQUEST_NOT_FOUND);
      return { contacts: await contactsOf(database.db, id) };
    },
  );

  app.post(
    '/api/coverage/:id/contacts',
    {
      preHandler: office,
      schema: {
        tags: ['shift-contacts'],
        summary: 'Log a call to a guard',
        description:
          'An accepted call assigns the guard, and texts them the shift (day, times, post, ' +
          'address, note) when a text reaches them; 409 when the shift was already taken.',
        params: IdParamsSchema,
        body: LogContactSchema,
        response: { 200: ShiftContactsSchema },
      },
    },
    async (request) => {
      const logged = await logContact(
        database,
        requireUser(request),
        request.params.id,
        request.body,
        texts,
      );
      if (logged.took) events.accepted(logged.request, logged.guardName, logged.took.others);
      return { contacts: await contactsOf(database.db, logged.request.id) };
    },
  );
};
