import { randomUUID } from 'node:crypto';
import { CreatedConversationSchema } from '../../src/shared/messenger.js';
import type { Role } from '../../src/shared/permissions.js';
import {
  ACCOUNT_CONCURRENCY,
  createAccount,
  removeAccounts,
  type BenchAccount,
} from './accounts.js';
import { callApi, inPool, signIn, type Cookie } from './api-client.js';
import { BENCH_ADMIN } from './server.js';

export interface BenchGroup {
  conversationId: string;
  members: BenchAccount[];
}

export interface SeededGroups {
  groups: BenchGroup[];
  adminCookie: Cookie;
  seconds: number;
}

/**
 * `groupCount` group conversations of `perGroup` new accounts each (account k of the run gets
 * `roleOf(k)`, dispatch unless told), every account signed in, each group started by its first
 * member. Emails carry a run id, so runs on one PostgreSQL database do not collide.
 */
export async function seedGroups(
  baseUrl: string,
  groupCount: number,
  perGroup: number,
  roleOf: (index: number) => Role = () => 'dispatch',
): Promise<SeededGroups> {
  const started = performance.now();
  const run = randomUUID().slice(0, 8);
  const adminCookie = await signIn(baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const emails = Array.from(
    { length: groupCount * perGroup },
    (_, index) => `bench-${run}-${index}@coverdesk.test`,
  );
  const members = await inPool(emails, ACCOUNT_CONCURRENCY, (email, index) =>
    createAccount(baseUrl, adminCookie, email, roleOf(index)),
  );
  const memberGroups = Array.from({ length: groupCount }, (_, group) =>
    members.slice(group * perGroup, (group + 1) * perGroup),
  );
  const groups = await inPool(memberGroups, ACCOUNT_CONCURRENCY, async (group) => {
    const [creator, ...others] = group;
    if (!creator) throw new Error('a group needs members');
    const conversation = await callApi(
      baseUrl,
      creator.cookie,
      {
        method: 'POST',
        path: '/api/conversations',
        body: { participantIds: others.map((member) => member.id) },
      },
      CreatedConversationSchema,
    );
    return { conversationId: conversation.id, members: group };
  });
  return { groups, adminCookie, seconds: (performance.now() - started) / 1000 };
}

/** Deletes the accounts again, so that runs do not pile up users on a shared database. */
export async function removeMembers(baseUrl: string, seeded: SeededGroups): Promise<void> {
  const ids = seeded.groups.flatMap((group) => group.members.map((member) => member.id));
  await removeAccounts(baseUrl, seeded.adminCookie, ids);
}
