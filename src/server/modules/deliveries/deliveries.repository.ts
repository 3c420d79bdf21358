import { sql, type Kysely } from 'kysely';
import {
  DELIVERIES_PAGE_SIZE,
  STUCK_AFTER_MS,
  type DeliveriesPage,
} from '../../../shared/deliveries.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../db/timestamps.js';
import { pushAccounts, toDelivery, type NamedAccount, type UnsentRow } from './delivery-rows.js';

/** The page cursor: the last row's creation instant and id (rows are ordered by both). */
const encodeCursor = (row: { createdAt: string; id: string }) => `${row.createdAt}|${row.id}`;
function decodeCursor(cursor: string): { at: string; id: string } | null {
  const [at, id, ...rest] = cursor.split('|');
  return at && id && rest.length === 0 ? { at, id } : null;
}

/** The outbox as admins see it (issue #30): what did not go, and sending it again. */
export function deliveriesRepository(db: Kysely<DB>) {
  const unsent = () =>
    db
      .selectFrom('outbox')
      .select([
        'id',
        'channel',
        'payload',
        'status',
        'attempts',
        'lastError',
        'createdAt',
        'attemptedAt',
        'nextAttemptAt',
      ])
      // The partial index outbox_unsent_idx holds exactly these rows (migration 0018).
      .where('status', '<>', 'sent');

  async function namesOf(ids: readonly string[]): Promise<Map<string, NamedAccount>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('user')
      .select(['id', 'firstName', 'lastName', 'email'])
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((row) => [row.id, row]));
  }

  return {
    /**
     * Failed messages, texts held by a cap, and those failing and retrying or not sent
     * STUCK_AFTER_MS after they were written: newest first, a page at a time.
     */
    async page(cursor: string | undefined): Promise<DeliveriesPage> {
      const stuckBefore = new Date(Date.now() - STUCK_AFTER_MS).toISOString();
      const after = cursor ? decodeCursor(cursor) : null;
      let query = unsent().where((eb) =>
        eb.or([
          eb('status', 'in', ['failed', 'held']),
          eb('lastError', 'is not', null),
          eb('createdAt', '<', stuckBefore),
        ]),
      );
      if (after) {
        query = query.where((eb) =>
          eb.or([
            eb('createdAt', '<', after.at),
            eb.and([eb('createdAt', '=', after.at), eb('id', '<', after.id)]),
          ]),
        );
      }
      const rows = (await query
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(DELIVERIES_PAGE_SIZE + 1)
        .execute()) as UnsentRow[];
      const shown = rows.slice(0, DELIVERIES_PAGE_SIZE);
      const names = await namesOf(shown.flatMap(pushAccounts));
      const last = shown.at(-1);
      return {
        deliveries: shown.map((row) => toDelivery(row, names)),
        nextCursor: rows.length > DELIVERIES_PAGE_SIZE && last ? encodeCursor(last) : null,
      };
    },

    /**
     * Makes a message due now with its tries counted afresh: a failed one, one waiting for its
     * next try, one whose sender's lease ran out, or a text held by a cap ('Send anyway': an
     * admin's choice, past the cap; its reason goes, as it is no longer held). Answers what it is
     * now, or for a message it left alone (sent, or being sent) its status; undefined when there
     * is no such message.
     */
    async retry(id: string) {
      const now = nowIso();
      const retried = await db
        .updateTable('outbox')
        .set((eb) => ({
          status: 'pending',
          attempts: 0,
          nextAttemptAt: now,
          lockedUntil: null,
          lastError: eb
            .case()
            .when('status', '=', 'held')
            .then(sql.lit(null))
            .else(eb.ref('lastError'))
            .end(),
        }))
        .where('id', '=', id)
        .where((eb) =>
          eb.or([
            eb('status', 'in', ['pending', 'failed', 'held']),
            eb.and([eb('status', '=', 'sending'), eb('lockedUntil', '<=', now)]),
          ]),
        )
        .executeTakeFirst();
      const row = (await unsent().where('id', '=', id).executeTakeFirst()) as UnsentRow | undefined;
      if (retried.numUpdatedRows > 0n && row) {
        return { retried: toDelivery(row, await namesOf(pushAccounts(row))) };
      }
      if (row) return { left: row.status };
      const sent = await db
        .selectFrom('outbox')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return sent ? { left: 'sent' as const } : undefined;
    },
  };
}
