import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** A guard as Find cover ranks them. */
export interface RankedGuard {
  id: string;
  firstName: string;
  lastName: string;
  accountId: string | null;
  contactNumber: string | null;
}

interface Kept {
  version: string;
  guards: RankedGuard[];
}

/**
 * Every guard as Find cover ranks them, read from the database once per version of the guards
 * list (migration 0014: every insert, update or delete of a guard grows it). Two thousand
 * guards cost a few milliseconds to read on every ranking; the version is one indexed row.
 */
export function guardsForRanking(db: Kysely<DB>) {
  let kept: Kept | null = null;
  return async (): Promise<RankedGuard[]> => {
    const row = await sql<{ version: number | string }>`
      select version from guard_list_version where id = 1`.execute(db);
    const version = String(row.rows[0]?.version);
    if (kept?.version === version) return kept.guards;
    // Read after the version: a change committed in between makes the next call read again.
    const guards = await db
      .selectFrom('guards')
      .select(['id', 'firstName', 'lastName', 'accountId', 'contactNumber'])
      .execute();
    kept = { version, guards };
    return guards;
  };
}
