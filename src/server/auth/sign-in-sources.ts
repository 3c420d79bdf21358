import { createHash } from 'node:crypto';
import type { Database } from '../db/database.js';

/** How long a device or address stays known after the account's last sign-in from it. */
export const KNOWN_FOR_MS = 90 * 24 * 60 * 60 * 1000;

/** The source key of an address (IPv6 as better-auth normalises it, to its /64). */
export const addressSource = (ip: string) => `ip:${ip}`;

/** The source key of a device cookie: its hash, so that the table holds no usable cookie. */
export const deviceSource = (deviceId: string) =>
  `device:${createHash('sha256').update(deviceId).digest('base64url')}`;

/**
 * The devices (a long-lived cookie) and addresses each account signed in from, by email. A
 * sign-in from one of them is its owner's usual place, which the sign-in guard lets through an
 * account-wide lock-out (OWASP's device cookies).
 */
export function signInSources(database: Database) {
  const { db } = database;
  return {
    /** The first of `candidates` the account signed in from in the last 90 days, or null. */
    async known(email: string, candidates: readonly string[]): Promise<string | null> {
      if (candidates.length === 0) return null;
      const rows = await db
        .selectFrom('signInSources')
        .select('source')
        .where('email', '=', email)
        .where('source', 'in', candidates)
        .where('lastSuccessAt', '>', Date.now() - KNOWN_FOR_MS)
        .execute();
      const found = new Set(rows.map((row) => row.source));
      return candidates.find((candidate) => found.has(candidate)) ?? null;
    },

    /** Notes a sign-in from these sources, and forgets the account's stale ones. */
    async remember(email: string, sources: readonly string[]): Promise<void> {
      const now = Date.now();
      await db.transaction().execute(async (trx) => {
        for (const source of sources) {
          await trx
            .insertInto('signInSources')
            .values({ email, source, lastSuccessAt: now })
            .onConflict((conflict) =>
              conflict.columns(['email', 'source']).doUpdateSet({ lastSuccessAt: now }),
            )
            .execute();
        }
        await trx
          .deleteFrom('signInSources')
          .where('email', '=', email)
          .where('lastSuccessAt', '<=', now - KNOWN_FOR_MS)
          .execute();
      });
    },
  };
}

export type SignInSources = ReturnType<typeof signInSources>;
