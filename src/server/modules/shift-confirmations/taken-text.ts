import type { Kysely } from 'kysely';
import type { CompanyProfile } from '../../../shared/company-profile.js';
import { companyProfile } from '../../db/company-profile.js';
import type { DB } from '../../db/schema.js';
import { enqueue, type MessageCause } from '../../outbox/outbox-messages.js';
import { optedOutNumbers, textReach, type TextSettings } from '../shift-offers/text-reach.js';
import { takenText } from './confirmation-texts.js';
import { writtenShift } from './confirmations.repository.js';

/**
 * The confirmation texted to a guard who took a shift (issue #39), read in `trx`, the
 * transaction of the take: the post, day and times, address and note (takenText), signed with the
 * company's name as the admin set it (`defaults`: the server's). Null when the shift is gone.
 */
export async function takenTextOf(
  trx: Kysely<DB>,
  defaults: CompanyProfile,
  requestId: string,
): Promise<string | null> {
  const shift = await writtenShift(trx, requestId);
  if (!shift) return null;
  return takenText((await companyProfile(trx, defaults)).companyName, shift);
}

/**
 * Queues the confirmation for a guard who took a shift on the phone (Log call → Accepted), in the
 * transaction of the take, when a text reaches their number (text-reach.ts): sent if and only if
 * the take commits; `cause` is the office account that logged it (issue #40's caps). A YES by text gets the same words as its reply (inbound-texts.ts).
 */
export async function enqueueTakenText(
  trx: Kysely<DB>,
  texts: TextSettings,
  requestId: string,
  guard: { contactNumber: string | null },
  cause: MessageCause,
): Promise<void> {
  const number = guard.contactNumber;
  const optedOut = await optedOutNumbers(trx, number ? [number] : []);
  if (!number || textReach(texts, number, optedOut) !== 'ok') return;
  const body = await takenTextOf(trx, texts, requestId);
  if (body) await enqueue(trx, [{ channel: 'sms', to: number, body }], cause);
}
