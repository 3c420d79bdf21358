import type { Kysely } from 'kysely';
import type { TextReach } from '../../../shared/offer-channels.js';
import { isTextableNumber } from '../../../shared/phone.js';
import type { DB } from '../../db/schema.js';
import type { SmsConfig } from '../../notifications/sms-config.js';

/** What deciding who can be texted needs of the settings: whether texts go out, and the region. */
export type TextSettings = Pick<
  SmsConfig,
  'provider' | 'phoneRegion' | 'companyName' | 'officePhone'
>;

/** The numbers among `numbers` that replied STOP (sms_opt_outs), or every one when omitted. */
export async function optedOutNumbers(
  db: Kysely<DB>,
  numbers?: readonly string[],
): Promise<Set<string>> {
  if (numbers?.length === 0) return new Set();
  const rows = await db
    .selectFrom('smsOptOuts')
    .select('phone')
    .$if(numbers !== undefined, (query) => query.where('phone', 'in', numbers ?? []))
    .execute();
  return new Set(rows.map((row) => row.phone));
}

/**
 * Whether a text reaches a guard with this stored number (issue #30): a number is needed, in
 * E.164 and mobile (numbers stored before the rule may not be), the server must send texts, and
 * the number must not have replied STOP.
 */
export function textReach(
  settings: Pick<TextSettings, 'provider' | 'phoneRegion'>,
  number: string | null,
  optedOut: ReadonlySet<string>,
): TextReach {
  if (!number) return 'no-number';
  if (!isTextableNumber(number, settings.phoneRegion)) return 'needs-fix';
  if (settings.provider === null) return 'off';
  if (optedOut.has(number)) return 'opted-out';
  return 'ok';
}
