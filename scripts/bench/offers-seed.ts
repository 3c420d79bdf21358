import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { addDays, localIsoDate } from '../../src/shared/calendar.js';
import { GuardSchema } from '../../src/shared/guards.js';
import { InviteSchema } from '../../src/shared/invites.js';
import { LocationSchema } from '../../src/shared/locations.js';
import { ACCOUNT_CONCURRENCY, createAccount, type BenchAccount } from './accounts.js';
import {
  callApi,
  cookieHeader,
  HttpStatusError,
  inPool,
  signIn,
  type Cookie,
} from './api-client.js';
import { BENCH_ADMIN } from './server.js';

const GUARD_PASSWORD = 'bench-guard-password';

/** A guard of the run with their own account, signed in on their phone. */
export interface BenchGuard {
  guardId: string;
  cookie: Cookie;
}

export interface SeededGuards {
  guards: BenchGuard[];
  locationId: string;
  dispatcher: BenchAccount;
  adminCookie: Cookie;
  /** The open requests the rounds made, removed with the rest afterwards. */
  requestIds: string[];
  seconds: number;
}

/** A guard's invitation accepted as the guard's phone does: a password set, the session cookie. */
async function acceptInvite(baseUrl: string, link: string): Promise<Cookie> {
  const token = new URL(link).pathname.split('/').at(-1) ?? '';
  const response = await fetch(`${baseUrl}/api/invites/${token}/accept`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ password: GUARD_PASSWORD }),
  });
  if (!response.ok) {
    throw new HttpStatusError(response.status, `accept invite: ${await response.text()}`);
  }
  return cookieHeader(response);
}

/**
 * `count` guards at a new post, each invited by the bench's admin and signed in through the
 * invitation (a guard account, as issue #21 makes them), and a dispatcher who offers them shifts.
 * Names and emails carry a run id, so runs on one PostgreSQL database do not collide.
 */
export async function seedGuards(baseUrl: string, count: number): Promise<SeededGuards> {
  const started = performance.now();
  const run = randomUUID().slice(0, 8);
  const adminCookie = await signIn(baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const location = await callApi(
    baseUrl,
    adminCookie,
    {
      method: 'POST',
      path: '/api/locations',
      body: { name: `Bench offers ${run}`, deptCode: `OFFERS-${run}` },
    },
    LocationSchema,
  );
  const dispatcher = await createAccount(
    baseUrl,
    adminCookie,
    `bench-${run}-dispatch@coverdesk.test`,
    'dispatch',
  );
  const cardExpires = addDays(localIsoDate(new Date()), 365);
  const guards = await inPool(
    Array.from({ length: count }, (_, index) => index),
    ACCOUNT_CONCURRENCY,
    async (index): Promise<BenchGuard> => {
      const guard = await callApi(
        baseUrl,
        adminCookie,
        {
          method: 'POST',
          path: '/api/guards',
          body: {
            firstName: `Guard${String(index)}`,
            lastName: `Bench ${run}`,
            email: `bench-${run}-guard-${String(index)}@coverdesk.test`,
            guardCard: `B${run}${String(index)}`,
            expDate: cardExpires,
          },
        },
        GuardSchema,
      );
      const invite = await callApi(
        baseUrl,
        adminCookie,
        { method: 'POST', path: `/api/guards/${guard.id}/invite` },
        InviteSchema,
      );
      return { guardId: guard.id, cookie: await acceptInvite(baseUrl, invite.link) };
    },
  );
  return {
    guards,
    locationId: location.id,
    dispatcher,
    adminCookie,
    requestIds: [],
    seconds: (performance.now() - started) / 1000,
  };
}

/**
 * Removes what the run added (its requests with their offers, the guards with their accounts,
 * the post, the dispatcher), so that runs on one PostgreSQL database do not pile them up.
 */
export async function removeGuards(baseUrl: string, seeded: SeededGuards): Promise<void> {
  const remove = (path: string) =>
    callApi(baseUrl, seeded.adminCookie, { method: 'DELETE', path }, z.null());
  await inPool(seeded.requestIds, ACCOUNT_CONCURRENCY, (id) => remove(`/api/coverage/${id}`));
  // Removing a guard ends their account too.
  await inPool(seeded.guards, ACCOUNT_CONCURRENCY, (guard) =>
    remove(`/api/guards/${guard.guardId}`),
  );
  await remove(`/api/locations/${seeded.locationId}`);
  await remove(`/api/users/${seeded.dispatcher.id}`);
}
