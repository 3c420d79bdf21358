import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { nowIso } from '../db/timestamps.js';

/** A browser's subscription as web-push sends to it. */
export interface StoredSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Devices one account keeps at most: the ones registered last. A person has a phone, a laptop,
 * a desk or two; more is a script, and each one is a URL the server posts to.
 */
export const MAX_DEVICES_PER_ACCOUNT = 10;

/** Bound parameters per statement stay far below either database's limit. */
const IDS_PER_QUERY = 500;

/** The push_subscriptions table: one row per browser that allowed notifications. */
export function pushSubscriptionsRepository(db: Kysely<DB>) {
  return {
    /**
     * Stores the browser's subscription for the account; an endpoint already stored (the same
     * browser, perhaps signed in as someone else before) moves to this account with its new
     * keys. Beyond MAX_DEVICES_PER_ACCOUNT the account's oldest devices are dropped.
     */
    async save(subscription: StoredSubscription): Promise<void> {
      const { userId, endpoint, p256dh, auth } = subscription;
      const createdAt = nowIso();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('pushSubscriptions')
          .values({ id: randomUUID(), userId, endpoint, p256dh, auth, createdAt })
          .onConflict((conflict) =>
            conflict.column('endpoint').doUpdateSet({ userId, p256dh, auth, createdAt }),
          )
          .execute();
        const kept = trx
          .selectFrom('pushSubscriptions')
          .select('id')
          .where('userId', '=', userId)
          .orderBy('createdAt', 'desc')
          .orderBy('id')
          .limit(MAX_DEVICES_PER_ACCOUNT);
        await trx
          .deleteFrom('pushSubscriptions')
          .where('userId', '=', userId)
          .where('id', 'not in', kept)
          .execute();
      });
    },

    /** Forgets the account's subscription at this endpoint; true when there was one. */
    async remove(userId: string, endpoint: string): Promise<boolean> {
      const result = await db
        .deleteFrom('pushSubscriptions')
        .where('userId', '=', userId)
        .where('endpoint', '=', endpoint)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Forgets an endpoint the push service says is gone (404, 410), whoever held it. */
    async removeEndpoint(endpoint: string): Promise<void> {
      await db.deleteFrom('pushSubscriptions').where('endpoint', '=', endpoint).execute();
    },

    /** Every subscribed device of these accounts. */
    async listForUsers(userIds: readonly string[]): Promise<StoredSubscription[]> {
      const found: StoredSubscription[] = [];
      const unique = [...new Set(userIds)];
      for (let start = 0; start < unique.length; start += IDS_PER_QUERY) {
        const rows = await db
          .selectFrom('pushSubscriptions')
          .select(['userId', 'endpoint', 'p256dh', 'auth'])
          .where('userId', 'in', unique.slice(start, start + IDS_PER_QUERY))
          .execute();
        found.push(...rows);
      }
      return found;
    },
  };
}

export type PushSubscriptionsRepository = ReturnType<typeof pushSubscriptionsRepository>;
