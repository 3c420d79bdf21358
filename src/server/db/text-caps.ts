import type { Kysely } from 'kysely';
import { DEFAULT_TEXT_CAPS, type TextCaps } from '../../shared/text-caps.js';
import type { DB } from './schema.js';

/*
 * The company's caps on texts (issue #40) as the database keeps them (migration 0041): one row
 * with id 1. Here in db/ because the outbox reads them with every text it is given; only the
 * settings module writes them.
 */

const ROW_ID = 1;

/** What an admin saved, or the defaults until one has: one primary-key read. */
export async function textCaps(db: Kysely<DB>): Promise<TextCaps> {
  const row = await db
    .selectFrom('textCaps')
    .select(['textsPerNumberPerDay', 'textsPerAccountPerHour', 'textsPerCompanyPerDay'])
    .where('id', '=', ROW_ID)
    .executeTakeFirst();
  return row ?? { ...DEFAULT_TEXT_CAPS };
}

/** Keeps `caps` as the company's, all three (the first save writes the row). */
export async function saveTextCaps(db: Kysely<DB>, caps: TextCaps): Promise<void> {
  const values = {
    textsPerNumberPerDay: caps.textsPerNumberPerDay,
    textsPerAccountPerHour: caps.textsPerAccountPerHour,
    textsPerCompanyPerDay: caps.textsPerCompanyPerDay,
  };
  await db
    .insertInto('textCaps')
    .values({ id: ROW_ID, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}
