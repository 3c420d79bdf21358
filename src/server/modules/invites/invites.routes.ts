import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardDisplayName } from '../../../shared/guards.js';
import {
  AcceptInviteSchema,
  GuardAccountsSchema,
  INVITE_INVALID,
  InviteInfoSchema,
  InviteSchema,
  InviteTokenParamsSchema,
} from '../../../shared/invites.js';
import { IdParamsSchema } from '../../../shared/text.js';
import { CLIENT_IP_HEADER, type Auth } from '../../auth/auth.js';
import { forwardCookies, requireRole, requireUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../errors.js';
import type { Outbox } from '../../outbox/outbox.js';
import { enqueue } from '../../outbox/outbox-messages.js';
import { audited } from '../../db/audited.js';
import { usersRepository } from '../users/users.repository.js';
import { invitableGuard } from './invitable-guard.js';
import { invitesRepository } from './invites.repository.js';

interface InvitesOptions {
  database: Database;
  auth: Auth;
  outbox: Outbox;
}

const OkSchema = z.object({ ok: z.literal(true) });

/**
 * Guard accounts (issue #21): an admin or supervisor invites a guard with an email; the guard
 * opens the link, sets a password, and is signed in to their own shifts. The invitation's
 * e-mail is written to the outbox with the invitation itself.
 */
export const invitesRoutes: FastifyPluginAsyncZod<InvitesOptions> = async (app, options) => {
  const { database, auth, outbox } = options;
  const { publicUrl } = outbox.reach;
  const invites = invitesRepository(database.db);
  const users = usersRepository(database, auth);

  app.get(
    '/api/guards/accounts',
    {
      preHandler: requireRole('guards:invite'),
      schema: {
        tags: ['invites'],
        summary: 'Which guards have an account, or an invitation waiting',
        response: { 200: GuardAccountsSchema },
      },
    },
    () => invites.accounts(),
  );

  app.post(
    '/api/guards/:id/invite',
    {
      preHandler: requireRole('guards:invite'),
      schema: {
        tags: ['invites'],
        summary: 'Invite a guard to an account',
        description:
          'A new link (an older one stops working), e-mailed to the guard when e-mail is set up.',
        params: IdParamsSchema,
        response: { 200: InviteSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const guard = await invitableGuard(database.db, request.params.id);
      const email = guard.email;
      const emailed = outbox.reach.mail;
      const { link, expiresAt } = await audited(database.db, user, async (trx) => {
        const invite = await invitesRepository(trx).replace(guard.id, user.id);
        const link = `${publicUrl}/invite/${invite.token}`;
        if (emailed) {
          await enqueue(trx, [
            {
              channel: 'mail',
              message: {
                to: email,
                subject: 'Your CoverDesk account',
                text:
                  `Hello ${guard.firstName},\n\n${user.firstName} ${user.lastName} invites you to ` +
                  `CoverDesk, where you see your shifts and the open shifts offered to you.\n\n` +
                  `Open this link to set your password (it works once, until ` +
                  `${new Date(invite.expiresAt).toUTCString()}):\n${link}\n`,
              },
            },
          ]);
        }
        return {
          result: { link, expiresAt: invite.expiresAt },
          audit: {
            action: 'invite',
            entity: 'guard',
            entityId: guard.id,
            label: guardDisplayName(guard),
            before: null,
            after: { email },
          },
        };
      });
      outbox.wake();
      return { link, expiresAt, emailed };
    },
  );

  app.get(
    '/api/invites/:token',
    {
      schema: {
        tags: ['invites'],
        summary: 'An invitation: whom it is for, and until when',
        description: '404 once used or expired.',
        params: InviteTokenParamsSchema,
        response: { 200: InviteInfoSchema },
      },
    },
    async (request) => {
      const invited = await invites.find(request.params.token);
      if (!invited?.email || invited.accountId) throw notFound(INVITE_INVALID);
      const { firstName, lastName, email, expiresAt } = invited;
      return { firstName, lastName, email, expiresAt };
    },
  );

  app.post(
    '/api/invites/:token/accept',
    {
      schema: {
        tags: ['invites'],
        summary: "Accept an invitation: set the account's password and sign in",
        description: 'Sets the session cookie.',
        params: InviteTokenParamsSchema,
        body: AcceptInviteSchema,
        response: { 200: OkSchema },
      },
    },
    async (request, reply) => {
      const invited = await invites.find(request.params.token);
      if (!invited?.email || invited.accountId) throw notFound(INVITE_INVALID);
      const { email } = invited;
      const { password } = request.body;
      await users.create(
        { firstName: invited.firstName, lastName: invited.lastName, email, password },
        // The guard makes their own account.
        (created) => created,
        {
          role: 'guard',
          alongside: async (trx, created) => {
            const tied = await invitesRepository(trx).redeem(invited.guardId, created.id);
            if (!tied) throw notFound(INVITE_INVALID);
          },
        },
      );
      const headers = fromNodeHeaders(request.headers);
      headers.set(CLIENT_IP_HEADER, request.ip);
      const signedIn = await auth.api.signInEmail({
        body: { email, password },
        headers,
        returnHeaders: true,
      });
      forwardCookies(signedIn.headers, reply);
      return { ok: true as const };
    },
  );
};
