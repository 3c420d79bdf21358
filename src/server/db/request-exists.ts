import type { Kysely } from 'kysely';
import type { DB } from './schema.js';

/**
 * True when a coverage request with this id exists: what the lists hanging off a request (its
 * offers, its logged calls) ask before answering 404 for an unknown one.
 */
export async function requestExists(db: Kysely<DB>, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('coverageRequests')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}
