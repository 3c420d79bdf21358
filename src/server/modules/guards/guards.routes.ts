import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMPORT_BODY_MAX_BYTES } from '../../../shared/csv.js';
import { guardSchemasFor } from '../../../shared/guard-numbers.js';
import {
  GuardImportCheckResultSchema,
  GuardImportCheckSchema,
  GuardImportResultSchema,
  GuardImportSchema,
  GuardListItemSchema,
  GuardSchema,
} from '../../../shared/guards.js';
import type { CountryCode } from '../../../shared/phone.js';
import { IdParamsSchema } from '../../../shared/text.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import type { Auth } from '../../auth/auth.js';
import type { Database } from '../../db/database.js';
import type { RealtimeNotifier } from '../../realtime/notifier.js';
import { usersRepository } from '../users/users.repository.js';
import { guardsRepository } from './guards.repository.js';
import { guardWrites } from './guards.writes.js';
import { NoContentSchema } from '../../http/response-schemas.js';

/** /api/guards: admins, supervisors and dispatch list; admins and supervisors change. */
export const guardsRoutes: FastifyPluginAsyncZod<{
  database: Database;
  auth: Auth;
  notifier: RealtimeNotifier;
  /** PHONE_REGION: contact numbers typed without a country code are read there (issue #30). */
  phoneRegion: CountryCode;
}> = async (app, { database, auth, notifier, phoneRegion }) => {
  // Contact numbers are stored in E.164, and must be mobile numbers (shared/phone.ts).
  const { input: GuardInputSchema, edit: GuardEditSchema } = guardSchemasFor(phoneRegion);
  const guards = guardsRepository(database.db);
  const users = usersRepository(database, auth);
  const writes = guardWrites(database, phoneRegion);

  app.get(
    '/api/guards',
    {
      preHandler: requireRole('guards:view'),
      schema: {
        tags: ['guards'],
        summary: 'Every guard, with contact details and qualifications',
        response: { 200: z.array(GuardListItemSchema) },
      },
    },
    () => guards.list(),
  );

  app.post(
    '/api/guards',
    {
      preHandler: requireRole('guards:manage'),
      schema: {
        tags: ['guards'],
        summary: 'Add a guard',
        description:
          "409 NUMBER_TAKEN when another guard has the mobile number ('Mobile number (916) " +
          "555-0142 is already Kim Soto's'), on the contactNumber field.",
        body: GuardInputSchema,
        response: { 201: GuardSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await writes.create(request.body, requireUser(request))),
  );

  app.patch(
    '/api/guards/:id',
    {
      preHandler: requireRole('guards:manage'),
      schema: {
        tags: ['guards'],
        summary: 'Edit a guard',
        description:
          'Send the `version` the change was based on: 409 STALE when another save came first. ' +
          '409 NUMBER_TAKEN when the mobile number changes to one another guard has.',
        params: IdParamsSchema,
        body: GuardEditSchema,
        response: { 200: GuardSchema },
      },
    },
    (request) => writes.update(request.params.id, request.body, requireUser(request)),
  );

  // Removing a guard ends their CoverDesk account too (issue #21): it existed for them alone.
  app.delete(
    '/api/guards/:id',
    {
      preHandler: requireRole('guards:manage'),
      schema: {
        tags: ['guards'],
        summary: 'Delete a guard, and their account if they have one',
        params: IdParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      let ended: string | undefined;
      // One transaction: the guard and their account go together, or neither does.
      await writes.remove(request.params.id, actor, async (trx) => {
        const account = await guardsRepository(trx).accountOf(request.params.id);
        if (account?.role === 'guard' && (await users.removeIn(trx, account.id, actor))) {
          ended = account.id;
        }
      });
      if (ended) notifier.accountChanged(ended);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/guards/import',
    {
      preHandler: requireRole('guards:manage'),
      // The names of a CSV within the file limit (DECISIONS.md: 5 MB per import).
      bodyLimit: IMPORT_BODY_MAX_BYTES,
      schema: {
        tags: ['guards'],
        summary: 'Import guards by name, with their qualifications (a CSV read by the page)',
        description:
          'Names already stored are skipped unless `includeExisting`; a skipped row that names ' +
          'qualifications replaces those the stored guard holds (`updated` counts them). A ' +
          'qualification not on the list refuses the import (400 naming the row).',
        body: GuardImportSchema,
        response: { 200: GuardImportResultSchema },
      },
    },
    (request) => {
      const { guards: names, includeExisting } = request.body;
      return writes.importNames(names, requireUser(request), { includeExisting });
    },
  );

  // The preview asks which names are stored already; the import decides again when it saves.
  app.post(
    '/api/guards/import/check',
    {
      preHandler: requireRole('guards:manage'),
      bodyLimit: IMPORT_BODY_MAX_BYTES,
      schema: {
        tags: ['guards'],
        summary: 'Which of these names are stored already, and which rows the import would refuse',
        body: GuardImportCheckSchema,
        response: { 200: GuardImportCheckResultSchema },
      },
    },
    (request) => writes.check(request.body.guards),
  );
};
