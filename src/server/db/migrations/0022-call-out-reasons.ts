import { sql, type Kysely, type Migration } from 'kysely';
import { CALL_OUT_REASONS, callOutFromText } from '../../../shared/call-outs.js';

/**
 * Call-outs with a reason chosen from one set (issue #30): `call_out_reason` holds one of
 * sick, family, transport, no-show, other; the new `call_out_note` holds the words said with it.
 * The free-text reasons stored before are read as call-outs.ts's callOutFromText reads an older
 * app's: by their first word, else 'other', the words kept as the note. `called_out_by_name` is
 * who in the office recorded a call-out the guard phoned in (null when the guard did it in the
 * app, or before this migration).
 */
export const callOutReasons: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('coverage_requests').addColumn('call_out_note', 'text').execute();
    await db.schema
      .alterTable('coverage_requests')
      .addColumn('called_out_by_name', 'text')
      .execute();
    await readFreeTextReasons(db);
  },
};

/**
 * Each stored free-text reason as a reason and a note (callOutFromText); a reason that is one of
 * the set already stays as it is. One update per distinct text: call-outs are a few per hundred
 * requests, their texts fewer.
 */
export async function readFreeTextReasons<T>(db: Kysely<T>): Promise<void> {
  const stored = await sql<{ call_out_reason: string }>`
    select distinct call_out_reason from coverage_requests
    where call_out_reason is not null`.execute(db);
  for (const { call_out_reason: text } of stored.rows) {
    if ((CALL_OUT_REASONS as readonly string[]).includes(text)) continue;
    const { reason, note } = callOutFromText(text);
    await sql`update coverage_requests set call_out_reason = ${reason}, call_out_note = ${note}
      where call_out_reason = ${text}`.execute(db);
  }
}
