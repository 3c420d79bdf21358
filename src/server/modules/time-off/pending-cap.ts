import type { Transaction } from 'kysely';
import { tooManyPending } from '../../../shared/time-off.js';
import type { DialectName } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { conflict } from '../../errors.js';

/**
 * Refuses a guard's new request while PENDING_TIME_OFF_MAX of theirs (shared/time-off.ts) wait for an answer (issue
 * #40: nothing capped them, and each one is a line on the office's list). On PostgreSQL the
 * guard's row is locked first, so two requests sent at once cannot both pass a count of 9;
 * SQLite runs one write transaction at a time. Runs in the request's own transaction.
 */
export async function refuseBeyondPendingCap(
  trx: Transaction<DB>,
  dialect: DialectName,
  guardId: string,
): Promise<void> {
  if (dialect === 'postgres') {
    await trx.selectFrom('guards').select('id').where('id', '=', guardId).forUpdate().execute();
  }
  const { pending } = await trx
    .selectFrom('timeOff')
    .select((eb) => eb.fn.countAll<number | string>().as('pending'))
    .where('guardId', '=', guardId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  const refused = tooManyPending(Number(pending));
  if (refused) throw conflict(refused);
}
