import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChangePasswordSchema, MeSchema, UpdateProfileSchema } from '../../../shared/profile.js';
import type { Auth } from '../../auth/auth.js';
import { forwardCookies, requireUser, signedIn } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { badRequest, unauthorized } from '../../errors.js';
import { profileRepository } from './profile.repository.js';

const OkSchema = z.object({ ok: z.literal(true) });

/**
 * GET/PATCH /api/me, POST /api/me/password and GET /api/session: the signed-in user's own account.
 */
export const profileRoutes: FastifyPluginAsyncZod<{ database: Database; auth: Auth }> = async (
  app,
  { database, auth },
) => {
  const profiles = profileRepository(database.db);

  app.get(
    '/api/me',
    { preHandler: signedIn, schema: { response: { 200: MeSchema } } },
    async (request) => {
      const me = await profiles.findById(requireUser(request).id);
      if (!me) throw unauthorized();
      return me;
    },
  );

  // Who is signed in, if anyone: always 200, so a visitor's first page load logs no error.
  app.get(
    '/api/session',
    { schema: { response: { 200: z.object({ user: MeSchema.nullable() }) } } },
    async (request) => ({
      user: request.user ? await profiles.findById(request.user.id) : null,
    }),
  );

  app.patch(
    '/api/me',
    { preHandler: signedIn, schema: { body: UpdateProfileSchema, response: { 200: MeSchema } } },
    async (request) => {
      const { firstName, lastName } = request.body;
      const me = await profiles.updateNames(requireUser(request).id, firstName, lastName);
      if (!me) throw unauthorized();
      return me;
    },
  );

  app.post(
    '/api/me/password',
    { preHandler: signedIn, schema: { body: ChangePasswordSchema, response: { 200: OkSchema } } },
    async (request, reply) => {
      try {
        const { headers } = await auth.api.changePassword({
          body: { ...request.body, revokeOtherSessions: true },
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
        forwardCookies(headers, reply);
      } catch (error) {
        if (error instanceof APIError && error.status === 'BAD_REQUEST') {
          throw badRequest('Current password is incorrect', {
            currentPassword: 'Current password is incorrect',
          });
        }
        throw error;
      }
      return { ok: true as const };
    },
  );
};
