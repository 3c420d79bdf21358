import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChangePasswordSchema, MeSchema, UpdateProfileSchema } from '../../../shared/profile.js';
import type { Auth } from '../../auth/auth.js';
import { forwardCookies, requireUser, signedIn } from '../../auth/request-user.js';
import { signInCounters } from '../../auth/sign-in-counters.js';
import type { Database } from '../../db/database.js';
import { badRequest, tooManyRequests, unauthorized } from '../../errors.js';
import { profileRepository } from './profile.repository.js';

const OkSchema = z.object({ ok: z.literal(true) });
const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;

interface ProfileOptions {
  database: Database;
  auth: Auth;
  /** Wrong current passwords allowed per account in 15 minutes (the sign-in limit). */
  passwordCheckLimit: number;
}

/**
 * GET/PATCH /api/me, POST /api/me/password and GET /api/session: the signed-in user's own account.
 */
export const profileRoutes: FastifyPluginAsyncZod<ProfileOptions> = async (
  app,
  { database, auth, passwordCheckLimit },
) => {
  const profiles = profileRepository(database.db);
  // A held session must not be a way to guess its own password faster than signing in.
  const passwordChecks = signInCounters(database, FIFTEEN_MINUTES_MS);

  app.get(
    '/api/me',
    {
      preHandler: signedIn,
      schema: { tags: ['profile'], summary: 'The signed-in account', response: { 200: MeSchema } },
    },
    async (request) => {
      const me = await profiles.findById(requireUser(request).id);
      if (!me) throw unauthorized();
      return me;
    },
  );

  // Who is signed in, if anyone: always 200, so a visitor's first page load logs no error.
  app.get(
    '/api/session',
    {
      schema: {
        tags: ['profile'],
        summary: 'Who is signed in, if anyone',
        description: 'Always 200: `user` is null for a visitor.',
        response: { 200: z.object({ user: MeSchema.nullable() }) },
      },
    },
    async (request) => ({
      user: request.user ? await profiles.findById(request.user.id) : null,
    }),
  );

  app.patch(
    '/api/me',
    {
      preHandler: signedIn,
      schema: {
        tags: ['profile'],
        summary: 'Change my first and last name',
        body: UpdateProfileSchema,
        response: { 200: MeSchema },
      },
    },
    async (request) => {
      const { firstName, lastName } = request.body;
      const me = await profiles.updateNames(requireUser(request).id, firstName, lastName);
      if (!me) throw unauthorized();
      return me;
    },
  );

  app.post(
    '/api/me/password',
    {
      preHandler: signedIn,
      schema: {
        tags: ['profile'],
        summary: 'Change my password',
        description:
          'Ends my other sessions. Wrong current passwords are limited as sign-ins are (429).',
        body: ChangePasswordSchema,
        response: { 200: OkSchema },
      },
    },
    async (request, reply) => {
      const key = `current-password:${requireUser(request).id}`;
      const wait = await passwordChecks.take([{ key, max: passwordCheckLimit }]);
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        throw tooManyRequests(
          `Too many wrong passwords. Try again in ${Math.ceil(wait / 60)} minute(s).`,
        );
      }
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
        await passwordChecks.giveBack([key]);
        throw error;
      }
      await passwordChecks.clear(key);
      return { ok: true as const };
    },
  );
};
