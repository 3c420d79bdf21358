import type { Kysely } from 'kysely';
import { INVITE_NEEDS_EMAIL } from '../../../shared/invites.js';
import { USER_MESSAGES } from '../../../shared/users.js';
import type { DB } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../errors.js';

/** A guard who may be invited to CoverDesk, as an invitation needs them. */
export interface InvitableGuard {
  id: string;
  firstName: string;
  lastName: string;
  /** The account's sign-in: an invitation sets a password for this address. */
  email: string;
  contactNumber: string | null;
}

/**
 * The guard an invitation is for, whether it goes by e-mail or by text (issue #30): one with an
 * email (the account's sign-in), no account yet, and an email no account uses. Else 404, 400 or
 * 409 saying which.
 */
export async function invitableGuard(db: Kysely<DB>, id: string): Promise<InvitableGuard> {
  const guard = await db
    .selectFrom('guards')
    .select(['id', 'firstName', 'lastName', 'email', 'accountId', 'contactNumber'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!guard) throw notFound('Guard not found');
  const { email, accountId, ...rest } = guard;
  if (!email) throw badRequest(INVITE_NEEDS_EMAIL);
  if (accountId)
    throw conflict(`${guard.firstName} ${guard.lastName} already has a CoverDesk account`);
  const taken = await db
    .selectFrom('user')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  if (taken) throw conflict(USER_MESSAGES.duplicateEmail);
  return { ...rest, email };
}
