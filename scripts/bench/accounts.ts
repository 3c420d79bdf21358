import { z } from 'zod';
import type { Role } from '../../src/shared/permissions.js';
import { ManagedUserSchema } from '../../src/shared/users.js';
import { callApi, inPool, signIn, type Cookie } from './api-client.js';

/** Account creations and sign-ins at once: each hashes a password, which is what takes time. */
export const ACCOUNT_CONCURRENCY = 8;
const ACCOUNT_PASSWORD = 'bench-member-password';

export interface BenchAccount {
  id: string;
  role: Role;
  cookie: Cookie;
}

/**
 * A new account through Manage Users, as an admin makes one (new accounts get role user), given
 * `role`, and signed in.
 */
export async function createAccount(
  baseUrl: string,
  adminCookie: Cookie,
  email: string,
  role: Role,
): Promise<BenchAccount> {
  const created = await callApi(
    baseUrl,
    adminCookie,
    {
      method: 'POST',
      path: '/api/users',
      body: {
        firstName: 'Bench',
        lastName: email.split('@')[0] ?? 'member',
        email,
        password: ACCOUNT_PASSWORD,
      },
    },
    ManagedUserSchema,
  );
  await callApi(
    baseUrl,
    adminCookie,
    { method: 'PATCH', path: `/api/users/${created.id}`, body: { role, version: created.version } },
    ManagedUserSchema,
  );
  return { id: created.id, role, cookie: await signIn(baseUrl, email, ACCOUNT_PASSWORD) };
}

/** Deletes accounts again, so that runs do not pile up users on a shared database. */
export async function removeAccounts(
  baseUrl: string,
  adminCookie: Cookie,
  ids: readonly string[],
): Promise<void> {
  await inPool(ids, ACCOUNT_CONCURRENCY, (id) =>
    callApi(baseUrl, adminCookie, { method: 'DELETE', path: `/api/users/${id}` }, z.null()),
  );
}
