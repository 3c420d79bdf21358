import { sql, type Kysely, type Migration } from 'kysely';
import { readMobileNumber, type CountryCode } from '../../../shared/phone.js';
import type { MigrationLog } from './0015-names-without-control-characters.js';

/**
 * Offers by text message (issue #30):
 *
 * - guards.contact_number in E.164: numbers typed before this rule are rewritten when they read
 *   as mobile numbers in PHONE_REGION; the others are left as typed (the Guards page lists them to
 *   fix) and the log says how many. Indexed: an answering text names its sender by number.
 * - shift_offers.code: the short code a text offer names ('Reply YES 4821'), unique among the
 *   guard's pending offers (a partial unique index: codes are reused once an offer is answered).
 * - sms_opt_outs: numbers that replied STOP (no offers by text until START), by number as
 *   carriers keep them: a guard given a new number can be texted on it.
 * - sms_inbound: every text received, by the provider's id, so a webhook delivered twice is
 *   handled once; with its sender, words and what came of it.
 */
export function textMessages(region: CountryCode, log: MigrationLog): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('shift_offers').addColumn('code', 'text').execute();
      await sql`create unique index shift_offers_pending_code_key on shift_offers (guard_id, code)
        where status = 'pending' and code is not null`.execute(db);

      await db.schema
        .createTable('sms_opt_outs')
        .addColumn('phone', 'text', (c) => c.primaryKey())
        .addColumn('opted_out_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sms_inbound')
        .addColumn('message_sid', 'text', (c) => c.primaryKey())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sms_inbound_phone_idx')
        .on('sms_inbound')
        .columns(['phone', 'received_at'])
        .execute();

      await normaliseNumbers(db, region, log);
      await db.schema
        .createIndex('guards_contact_number_idx')
        .on('guards')
        .column('contact_number')
        .execute();
    },
  };
}

type GuardNumbers = { guards: { id: string; contact_number: string | null } };

/** Rewrites the numbers that read as mobile ones in E.164; leaves and counts the others. */
export async function normaliseNumbers(
  untyped: Kysely<unknown>,
  region: CountryCode,
  log: MigrationLog,
) {
  const db = untyped as Kysely<GuardNumbers>;
  const rows = await db
    .selectFrom('guards')
    .select(['id', 'contact_number'])
    .where('contact_number', 'is not', null)
    .execute();
  let rewritten = 0;
  let unreadable = 0;
  for (const row of rows) {
    const typed = row.contact_number ?? '';
    const reading = readMobileNumber(typed, region);
    if (!reading.ok) {
      unreadable += 1;
      continue;
    }
    if (reading.e164 === typed) continue;
    await db
      .updateTable('guards')
      .set({ contact_number: reading.e164 })
      .where('id', '=', row.id)
      .execute();
    rewritten += 1;
  }
  if (rewritten > 0 || unreadable > 0) {
    log(
      `Migration 0020: ${String(rewritten)} guard contact number(s) rewritten in E.164 ` +
        `(PHONE_REGION ${region}); ${String(unreadable)} could not be read as mobile numbers ` +
        'and were left as typed: the Guards page lists them to fix',
    );
  }
}
