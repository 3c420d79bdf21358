import type { Kysely } from 'kysely';
import type { ShiftContact } from '../../../shared/shift-contacts.js';
import type { DB } from '../../db/schema.js';

/** The calls logged for a request, newest first (the request's index keeps them in order). */
export function contactsOf(db: Kysely<DB>, requestId: string): Promise<ShiftContact[]> {
  return db
    .selectFrom('shiftContacts')
    .select([
      'id',
      'requestId',
      'guardId',
      'guardName',
      'channel',
      'outcome',
      'contactedByName',
      'contactedAt',
    ])
    .where('requestId', '=', requestId)
    .orderBy('contactedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
