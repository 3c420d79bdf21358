import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { formatDate } from '../../../shared/date-format.js';
import type { DB } from '../../db/schema.js';
import { enqueue, type MessageCause, type OutboxMessage } from '../../outbox/outbox-messages.js';
import { GSM_SEGMENT, isOneSegment } from './gsm-text.js';
import { phaseNow, type OfferedRequest } from './offer-rules.js';

/**
 * Offers by text (issue #30): each offer has a short code that the guard's answer names ('YES
 * 4821'), unique among that guard's pending offers (a partial unique index, migration 0020).
 * Four digits: easy to type on a phone, and 9,000 of them for the few offers a guard has open.
 */
const CODE_MIN = 1000;
const CODE_MAX = 9999;

/** The codes of the guards' pending offers, by guard: a new offer's code must differ. */
export async function pendingCodes(
  db: Kysely<DB>,
  guardIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const codes = new Map<string, Set<string>>();
  if (guardIds.length === 0) return codes;
  const rows = await db
    .selectFrom('shiftOffers')
    .select(['guardId', 'code'])
    .where('guardId', 'in', guardIds)
    .where('status', '=', 'pending')
    .where('code', 'is not', null)
    .execute();
  for (const { guardId, code } of rows) {
    if (!code) continue;
    const taken = codes.get(guardId) ?? new Set<string>();
    taken.add(code);
    codes.set(guardId, taken);
  }
  return codes;
}

/** A random code that is none of `taken`. */
export function newCode(taken: ReadonlySet<string> = new Set()): string {
  for (;;) {
    const code = String(randomInt(CODE_MIN, CODE_MAX + 1));
    if (!taken.has(code)) return code;
  }
}

/** 'Sat Nov 28' (formatDate without its first comma: every character counts in a text). */
const textDay = (date: string, today?: string) => formatDate(date, today).replace(',', '');

/**
 * The note for the guard as the text's sentence (issue #31): ' Note: park at the back gate.', on
 * one line; empty when there is none.
 */
function noteSentence(guardNote: string | null): string {
  const note = (guardNote ?? '').replace(/\s+/g, ' ').trim();
  if (!note) return '';
  return ` Note: ${note}${/[.!?]$/.test(note) ? '' : '.'}`;
}

/**
 * The offer's text: short and complete, with how to answer ('CoverDesk: open shift Sat Nov 28
 * 06:00-14:00 at Bayview Plaza. Reply YES 4821 to take it or NO 4821 to pass.'), one segment of
 * 160 where it can be (gsm-text.ts): the times are joined by a hyphen, not an en dash (which would
 * make it a two-segment UCS-2 text), and a long post name is shortened to fit. The note for the
 * guard goes before the answer when the whole text, post name uncut, is still one GSM-7 segment
 * ('… at Bayview Plaza. Note: park at the back gate. Reply YES …'); else it is left out, never
 * cut (the guard reads it on My Shifts and in their calendar). The office's own notes never go.
 */
export function offerText(
  companyName: string,
  request: OfferedRequest,
  code: string,
  today?: string,
): string {
  if (phaseNow(request) === 'started') return urgentText(companyName, request, code);
  const times = `${(request.startTime ?? '').slice(0, 5)}-${(request.endTime ?? '').slice(0, 5)}`;
  const head = `${companyName}: open shift ${textDay(request.date, today)} ${times} at `;
  const answer = ` Reply YES ${code} to take it or NO ${code} to pass.`;
  const note = noteSentence(request.guardNote);
  const withNote = `${head}${request.locationName}.${note}${answer}`;
  if (note && isOneSegment(withNote)) return withNote;
  const tail = `.${answer}`;
  const room = Math.max(20, GSM_SEGMENT - head.length - tail.length);
  const post =
    request.locationName.length <= room
      ? request.locationName
      : `${request.locationName.slice(0, room - 3).trimEnd()}...`;
  return `${head}${post}${tail}`;
}

/**
 * The offer of a shift that has started without a guard (issue #39) says so plainly: 'CoverDesk:
 * URGENT: Valley Auto Auction needs a guard now, until 23:00. Reply YES 4821 to take it or NO
 * 4821 to pass.' (a long post name shortened to keep one segment).
 */
export function urgentText(companyName: string, request: OfferedRequest, code: string): string {
  const until = `, until ${(request.endTime ?? '').slice(0, 5)}.`;
  const answer = ` Reply YES ${code} to take it or NO ${code} to pass.`;
  const head = `${companyName}: URGENT: `;
  const tail = ` needs a guard now${until}${answer}`;
  const room = Math.max(20, GSM_SEGMENT - head.length - tail.length);
  const post =
    request.locationName.length <= room
      ? request.locationName
      : `${request.locationName.slice(0, room - 3).trimEnd()}...`;
  return `${head}${post}${tail}`;
}

/** An offer just made that a text reaches: its id, code and the guard's number. */
export interface TextedOffer {
  offerId: string;
  code: string;
  to: string;
}

/**
 * Queues the offers' texts in `trx`, the transaction that made the offers: they are sent if and
 * only if it commits; `cause` is the account that offered (issue #40's caps). (When the outbox's offer fan-out lands, these join its push and e-mail
 * messages in one enqueue call.)
 */
export async function enqueueOfferTexts(
  trx: Kysely<DB>,
  companyName: string,
  request: OfferedRequest,
  offers: readonly TextedOffer[],
  cause: MessageCause,
): Promise<void> {
  const messages: OutboxMessage[] = offers.map((offer) => ({
    channel: 'sms',
    to: offer.to,
    body: offerText(companyName, request, offer.code),
    offerId: offer.offerId,
  }));
  await enqueue(trx, messages, cause);
}
