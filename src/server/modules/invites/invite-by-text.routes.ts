import { companyProfile } from '../../db/company-profile.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardDisplayName, guardFullName } from '../../../shared/guards.js';
import { INVITE_DAYS } from '../../../shared/invites.js';
import { formatPhone, isTextableNumber } from '../../../shared/phone.js';
import { INVITE_NEEDS_MOBILE, TEXTS_OFF, TextedInviteSchema } from '../../../shared/sms.js';
import { IdParamsSchema } from '../../../shared/text.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { badRequest, conflict, HttpError } from '../../errors.js';
import { TEXT_LINK_INTERVAL_MS, textLinkTooSoon } from '../../../shared/text-caps.js';
import type { SmsConfig } from '../../notifications/sms-config.js';
import { enqueue, whyHeld } from '../../outbox/outbox-messages.js';
import { audited } from '../../db/audited.js';
import { optedOutNumbers } from '../shift-offers/text-reach.js';
import { invitableGuard } from './invitable-guard.js';
import { invitesRepository } from './invites.repository.js';

/**
 * A second 'Text the link' to one guard within 10 minutes (issue #40: 20 texts to one guard in
 * 1.6 s): 429 saying when it may be sent, with that instant (`textAgainAt`) for the button.
 */
function tooSoon(guardName: string, textedAt: string, now: Date): HttpError {
  const last = new Date(textedAt);
  const textAgainAt = new Date(last.getTime() + TEXT_LINK_INTERVAL_MS).toISOString();
  return new HttpError(429, 'TOO_MANY_REQUESTS', textLinkTooSoon(guardName, last, now), undefined, {
    textAgainAt,
  });
}

const OPTED_OUT =
  "This guard's number replied STOP to our texts: send the link another way (Copy link)";

/**
 * 'Text the link' (issue #30): the invitation to CoverDesk, texted to the guard's mobile number
 * instead of e-mailed. A new link replaces the earlier one, as for an e-mailed invitation; the
 * text is queued in the transaction that makes the link, so it goes if and only if the link
 * exists. The guard still needs an email: it is their account's sign-in.
 */
export const inviteByTextRoutes: FastifyPluginAsyncZod<{
  database: Database;
  sms: SmsConfig;
  publicUrl: string;
  /** The invitation's text is queued: the outbox may send it now (the worker's wake). */
  queued?: () => void;
}> = async (app, { database, sms, publicUrl, queued = () => undefined }) => {
  app.post(
    '/api/guards/:id/invite/text',
    {
      preHandler: requireRole('guards:invite'),
      schema: {
        tags: ['invites'],
        summary: 'Text a guard a new invitation link',
        description:
          'At most once per guard in 10 minutes: a second within them answers 429 with `textAgainAt`.',
        params: IdParamsSchema,
        response: { 200: TextedInviteSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (sms.provider === null) throw conflict(TEXTS_OFF);
      const guard = await invitableGuard(database.db, request.params.id);
      const phone = guard.contactNumber;
      if (!isTextableNumber(phone, sms.phoneRegion)) throw badRequest(INVITE_NEEDS_MOBILE);
      if ((await optedOutNumbers(database.db, [phone])).size > 0) throw conflict(OPTED_OUT);

      const invite = await audited(database.db, user, async (trx) => {
        const now = new Date();
        const notBefore = new Date(now.getTime() - TEXT_LINK_INTERVAL_MS).toISOString();
        const replaced = await invitesRepository(trx).replaceToText(guard.id, user.id, notBefore);
        if ('textedAt' in replaced) throw tooSoon(guardFullName(guard), replaced.textedAt, now);
        const { token, expiresAt } = replaced;
        const link = `${publicUrl}/invite/${token}`;
        const { companyName } = await companyProfile(trx, sms);
        const [textId] = await enqueue(
          trx,
          [
            {
              channel: 'sms',
              to: phone,
              body:
                `${companyName}: ${guard.firstName}, you are invited to CoverDesk to see your ` +
                `shifts and take open ones. Set your password (link works once, for ` +
                `${String(INVITE_DAYS)} days): ${link}`,
            },
          ],
          { causedBy: user.id },
        );
        // A cap may hold the text: the person who pressed the button is told, not only Deliveries.
        const heldReason = await whyHeld(trx, textId ?? '');
        return {
          result: { link, expiresAt, textedTo: formatPhone(phone, sms.phoneRegion), heldReason },
          audit: {
            action: 'invite',
            entity: 'guard',
            entityId: guard.id,
            label: guardDisplayName(guard),
            before: null,
            after: { email: guard.email, contactNumber: phone },
          },
        };
      });
      queued();
      return invite;
    },
  );
};
