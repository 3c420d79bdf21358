import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';

export interface SignInLimit {
  /** Attempts allowed per key within the window. */
  max: number;
  windowMs: number;
}

/**
 * Counts sign-in attempts per email in the database (better-auth's rate_limit table, under its
 * own key prefix), so every process behind a load balancer shares the count. better-auth limits
 * the same endpoint per IP address.
 * Returns the seconds to wait when the limit is reached, or null when the attempt may proceed.
 */
export async function consumeSignInAttempt(
  database: Database,
  email: string,
  limit: SignInLimit,
): Promise<number | null> {
  const key = `sign-in-email:${email.trim().toLowerCase()}`;
  const now = Date.now();
  const windowStart = now - limit.windowMs;
  const result = await sql<{ count: number | string; last_request: number | string }>`
    insert into rate_limit (id, key, count, last_request)
    values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request < ${windowStart} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request < ${windowStart} then ${now}
        else rate_limit.last_request end
    returning count, last_request`.execute(database.raw);
  const row = result.rows[0];
  if (!row || Number(row.count) <= limit.max) return null;
  return Math.max(1, Math.ceil((Number(row.last_request) + limit.windowMs - now) / 1000));
}
