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

/** Guards' invitations to CoverDesk (issue #21): one per guard, single-use, 7 days. */
export function invitesRepository(db: Kysely<DB>) {
  return {
    /** A new invitation for the guard, replacing the one it had: the new link's token. */
    async replace(
      guardId: string,
      createdBy: string,
    ): Promise<{ token: string; expiresAt: string }> {
      const token = randomBytes(32).toString('base64url');
      const now = nowIso();
      const expiresAt = new Date(Date.now() + INVITE_DAYS * 24 * 60 * 60 * 1000).toISOString();
      const values = { tokenHash: tokenHash(token), expiresAt, createdBy, createdAt: now };
      await db
        .insertInto('guardInvites')
        .values({ guardId, ...values })
        .onConflict((conflict) => conflict.column('guardId').doUpdateSet(values))
        .execute();
      return { token, expiresAt };
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
