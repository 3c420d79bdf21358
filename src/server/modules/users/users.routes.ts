import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can } from '../../../shared/permissions.js';
import { IdParamsSchema } from '../../../shared/text.js';
import {
  CreateUserSchema,
  ManagedUserSchema,
  ResetPasswordSchema,
  UpdateRoleSchema,
  USER_MESSAGES,
} from '../../../shared/users.js';
import type { Auth } from '../../auth/auth.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../errors.js';
import type { RealtimeNotifier } from '../../realtime/notifier.js';
import { usersRepository } from './users.repository.js';
import { NoContentSchema } from '../../http/response-schemas.js';

const OkSchema = z.object({ ok: z.literal(true) });

/**
 * /api/users: Manage Users, for admins only (DECISIONS.md). An account that loses the messenger
 * or its sessions also loses its realtime sockets (`notifier.accountChanged`).
 */
export const usersRoutes: FastifyPluginAsyncZod<{
  database: Database;
  auth: Auth;
  notifier: RealtimeNotifier;
}> = async (app, { database, auth, notifier }) => {
  const users = usersRepository(database, auth);
  const adminOnly = requireRole('users:manage');

  app.get(
    '/api/users',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['users'],
        summary: 'Every account, with its role',
        response: { 200: z.array(ManagedUserSchema) },
      },
    },
    () => users.list(),
  );

  app.post(
    '/api/users',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['users'],
        summary: 'Create an account',
        description: 'It has role `user`, waiting, until an admin gives it a role.',
        body: CreateUserSchema,
        response: { 201: ManagedUserSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await users.create(request.body, requireUser(request))),
  );

  app.patch(
    '/api/users/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['users'],
        summary: "Change an account's role",
        description:
          'Send the `version` the change was based on: 409 STALE when another save came first.',
        params: IdParamsSchema,
        body: UpdateRoleSchema,
        response: { 200: ManagedUserSchema },
      },
    },
    async (request) => {
      const { role, version } = request.body;
      const user = await users.updateRole(request.params.id, role, version, requireUser(request));
      if (!user) throw notFound(USER_MESSAGES.notFound);
      if (!can(request.body.role, 'messenger')) notifier.accountChanged(user.id);
      return user;
    },
  );

  // Resetting one's own password here keeps the session it is sent from, as Profile's change does.
  app.post(
    '/api/users/:id/password',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['users'],
        summary: "Set an account's password",
        description:
          "Ends the account's sessions (an admin resetting their own keeps the one sending this).",
        params: IdParamsSchema,
        body: ResetPasswordSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const admin = requireUser(request);
      const keepSessionId = admin.id === id ? admin.sessionId : null;
      if (!(await users.resetPassword(id, request.body.newPassword, keepSessionId, admin))) {
        throw notFound(USER_MESSAGES.notFound);
      }
      notifier.accountChanged(id);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/users/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['users'],
        summary: 'Delete an account',
        params: IdParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      if (!(await users.remove(request.params.id, requireUser(request)))) {
        throw notFound(USER_MESSAGES.notFound);
      }
      notifier.accountChanged(request.params.id);
      return reply.status(204).send();
    },
  );
};
