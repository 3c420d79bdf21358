import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { INVITE_DAYS, type GuardAccount } from '../../../shared/invites.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../db/timestamps.js';

/** How a token is kept: its SHA-256, so the table holds nothing that opens an account. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The guard an invitation is for, while it is valid. */
export interface InvitedGuard {
  guardId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  accountId: string | null;
  expiresAt: string;
}

/** A new link's token, and the row that keeps it (by its hash) for INVITE_DAYS from now. */
function newInvite(createdBy: string) {
  const token = randomBytes(32).toString('base64url');
  const createdAt = nowIso();
  const expiresAt = new Date(Date.now() + INVITE_DAYS * 24 * 60 * 60 * 1000).toISOString();
  return { token, values: { tokenHash: tokenHash(token), expiresAt, createdBy, createdAt } };
}

/** Guards' invitations to CoverDesk (issue #21): one per guard, single-use, 7 days. */
export function invitesRepository(db: Kysely<DB>) {
  return {
    /** A new invitation for the guard, replacing the one it had: the new link's token. */
    async replace(
      guardId: string,
      createdBy: string,
    ): Promise<{ token: string; expiresAt: string }> {
      const { token, values } = newInvite(createdBy);
      const { expiresAt } = values;
      await db
        .insertInto('guardInvites')
        .values({ guardId, ...values })
        .onConflict((conflict) => conflict.column('guardId').doUpdateSet(values))
        .execute();
      return { token, expiresAt };
    },

    /**
     * A new invitation for the guard to text, replacing the one it had, unless its link was
     * texted after `notBefore` (issue #40: 'Text the link' at most once in 10 minutes). One
     * statement, so two at once cannot both pass: the new link's token, or when the last text
     * went.
     */
    async replaceToText(
      guardId: string,
      createdBy: string,
      notBefore: string,
    ): Promise<{ token: string; expiresAt: string } | { textedAt: string }> {
      const invite = newInvite(createdBy);
      const { token } = invite;
      const { expiresAt, createdAt: now } = invite.values;
      const values = { ...invite.values, textedAt: now };
      const replaced = await db
        .insertInto('guardInvites')
        .values({ guardId, ...values })
        .onConflict((conflict) =>
          conflict
            .column('guardId')
            .doUpdateSet(values)
            .where((eb) =>
              eb.or([
                eb('guardInvites.textedAt', 'is', null),
                eb('guardInvites.textedAt', '<=', notBefore),
              ]),
            ),
        )
        .returning('guardId')
        .executeTakeFirst();
      if (replaced) return { token, expiresAt };
      const last = await db
        .selectFrom('guardInvites')
        .select('textedAt')
        .where('guardId', '=', guardId)
        .executeTakeFirstOrThrow();
      return { textedAt: last.textedAt ?? now };
    },

    /** The guard a still valid token invites, or undefined. */
    find(token: string): Promise<InvitedGuard | undefined> {
      return db
        .selectFrom('guardInvites as invite')
        .innerJoin('guards as guard', 'guard.id', 'invite.guardId')
        .select([
          'invite.guardId',
          'guard.firstName',
          'guard.lastName',
          'guard.email',
          'guard.accountId',
          'invite.expiresAt',
        ])
        .where('invite.tokenHash', '=', tokenHash(token))
        .where('invite.expiresAt', '>', nowIso())
        .executeTakeFirst();
    },

    /** Every guard with an account, or with an invitation whose link still works. */
    async accounts(): Promise<GuardAccount[]> {
      const [active, invited] = await Promise.all([
        db.selectFrom('guards').select('id').where('accountId', 'is not', null).execute(),
        db
          .selectFrom('guardInvites')
          .select(['guardId', 'expiresAt'])
          .where('expiresAt', '>', nowIso())
          .execute(),
      ]);
      return [
        ...active.map(({ id }) => ({
          guardId: id,
          status: 'active' as const,
          inviteExpiresAt: null,
        })),
        ...invited.map(({ guardId, expiresAt }) => ({
          guardId,
          status: 'invited' as const,
          inviteExpiresAt: expiresAt,
        })),
      ];
    },

    /** Ties the new account to the guard (only if none is) and spends the invitation. */
    async redeem(guardId: string, accountId: string): Promise<boolean> {
      const tied = await db
        .updateTable('guards')
        .set({ accountId })
        .where('id', '=', guardId)
        .where('accountId', 'is', null)
        .executeTakeFirst();
      await db.deleteFrom('guardInvites').where('guardId', '=', guardId).execute();
      return tied.numUpdatedRows > 0n;
    },
  };
}
