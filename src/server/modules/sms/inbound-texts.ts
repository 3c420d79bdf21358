import type { Transaction } from 'kysely';
import { ALREADY_TAKEN } from '../../../shared/shift-offers.js';
import { canStillBeFilled, localTimeZone } from '../../../shared/shift-phase.js';
import { companyProfile } from '../../db/company-profile.js';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../db/timestamps.js';
import { enqueue } from '../../outbox/outbox-messages.js';
import { recordAudit } from '../../db/audited.js';
import { acceptWithin, declineWithin } from '../shift-offers/answer-offer.js';
import { guardColumns, type OfferGuard } from '../shift-offers/offer-rules.js';
import { optedOutNumbers, type TextSettings } from '../shift-offers/text-reach.js';
import { takenTextOf } from '../shift-confirmations/taken-text.js';
import { confirmByText } from './confirm-by-text.js';
import { actorOf, type Step, type TextAnswer } from './text-step.js';
import { readTextCommand, type TextCommand } from './text-commands.js';
import { textReplies, type ListedOffer, type TextReplies } from './text-replies.js';

/** A text a guard sent: the provider's id of it, the sender's number (E.164), its words. */
export interface InboundText {
  messageSid: string;
  from: string;
  body: string;
}

/** What handling a text did: nothing (the same text again), or its outcome. */
export type Handled =
  { duplicate: true } | { duplicate: false; outcome: string; answer: TextAnswer | null };

/** The settings handling texts reads: who writes (COMPANY_NAME) and how to reach the office. */
export type InboundSettings = Pick<TextSettings, 'companyName'> & { officePhone: string | null };

/** A pending offer of one of the guards, with its shift, as replies name it. */
type PendingOffer = ListedOffer & { id: string; guardId: string };

/** The longest body kept of a text (a long one is kept in part: only its first word matters). */
const BODY_KEPT = 1600;

/**
 * Guards' texts (issue #30), from the webhook or the sandbox's screen alike: each is handled in
 * one transaction, together with the offer it answers, the trail's entry, the reply (which goes
 * through the outbox) and the record of its id, unique: the same text delivered twice is handled
 * once, the second's transaction undone. A YES takes the shift by the app's own rule
 * (acceptWithin: one conditional update).
 */
export function inboundTexts(database: Database, settings: InboundSettings) {
  async function pendingOffers(trx: Transaction<DB>, guardIds: string[], code?: string) {
    if (guardIds.length === 0) return [];
    const rows = await trx
      .selectFrom('shiftOffers as offer')
      .innerJoin('coverageRequests as request', 'request.id', 'offer.requestId')
      .innerJoin('locations as location', 'location.id', 'request.locationId')
      .select([
        'offer.id',
        'offer.guardId',
        'offer.code',
        'request.date',
        'request.startTime',
        'request.endTime',
        'location.name as locationName',
      ])
      .where('offer.guardId', 'in', guardIds)
      .where('offer.status', '=', 'pending')
      .$if(code !== undefined, (query) => query.where('offer.code', '=', code ?? ''))
      .orderBy('request.date')
      .orderBy('request.startTime')
      .execute();
    const now = new Date();
    const zone = localTimeZone();
    // An offer whose shift ended can no longer be taken: it is not offered in a list (a started
    // one can, issue #39: it needs a guard most).
    return rows.flatMap(({ code: offerCode, ...row }): PendingOffer[] =>
      offerCode && canStillBeFilled(row, now, zone) ? [{ ...row, code: offerCode }] : [],
    );
  }

  /** The latest offer of the guards with this code, pending first (codes are reused after). */
  async function offerByCode(trx: Transaction<DB>, guardIds: string[], code: string) {
    const [pending] = await pendingOffers(trx, guardIds, code);
    if (pending) return pending.id;
    const answered = await trx
      .selectFrom('shiftOffers')
      .select('id')
      .where('guardId', 'in', guardIds)
      .where('code', '=', code)
      .orderBy('offeredAt', 'desc')
      .executeTakeFirst();
    return answered?.id ?? null;
  }

  async function answer(
    trx: Transaction<DB>,
    guards: OfferGuard[],
    command: Extract<TextCommand, { kind: 'yes' | 'no' }>,
    replies: TextReplies,
  ): Promise<Step> {
    const ids = guards.map((guard) => guard.id);
    const pending = await pendingOffers(trx, ids);
    let offerId: string | null;
    if (command.code !== null) {
      offerId = await offerByCode(trx, ids, command.code);
      if (!offerId)
        return { outcome: 'unknown-code', reply: replies.unknownCode(command.code, pending) };
    } else {
      const [only] = pending;
      if (!only) return { outcome: 'no-offers', reply: replies.noOffers() };
      if (pending.length > 1) return { outcome: 'ambiguous', reply: replies.several(pending) };
      offerId = only.id;
    }
    const owner = await trx
      .selectFrom('shiftOffers')
      .select('guardId')
      .where('id', '=', offerId)
      .executeTakeFirstOrThrow();
    const guard = guards.find((candidate) => candidate.id === owner.guardId);
    if (!guard) throw new Error('an offer found by the guards has another guard');
    const actor = actorOf(guard);
    const { result, audit } =
      command.kind === 'yes'
        ? await acceptWithin(trx, database, actor, guard, offerId, 'text')
        : await declineWithin(trx, database, guard, offerId, 'text');
    if (audit) await recordAudit(trx, actor, audit);
    const { request, refusal } = result;
    if (refusal === null) {
      const kind = command.kind === 'yes' ? 'accepted' : 'declined';
      // A taken shift's reply is its confirmation in writing (issue #39): address and note too.
      const reply =
        kind === 'accepted'
          ? await takenTextOf(trx, settings, request.id)
          : replies.declined(request);
      return { outcome: kind, reply, answer: { kind, answered: result } };
    }
    if (refusal === ALREADY_TAKEN) return { outcome: 'taken', reply: replies.taken(request) };
    return { outcome: 'refused', reply: replies.closed(request, refusal) };
  }

  async function act(trx: Transaction<DB>, from: string, command: TextCommand): Promise<Step> {
    const at = nowIso();
    // The office's name and phone as the admin set them (issue #39), else the server's.
    const profile = await companyProfile(trx, settings);
    const replies = textReplies(profile.companyName, profile.officePhone);
    // The provider confirms an opt-out or opt-in itself (and refuses any text to a number that
    // opted out): no reply of ours.
    if (command.kind === 'stop') {
      await trx
        .insertInto('smsOptOuts')
        .values({ phone: from, optedOutAt: at })
        .onConflict((conflict) => conflict.column('phone').doUpdateSet({ optedOutAt: at }))
        .execute();
      return { outcome: 'opted-out', reply: null };
    }
    if (command.kind === 'start') {
      await trx.deleteFrom('smsOptOuts').where('phone', '=', from).execute();
      return { outcome: 'opted-in', reply: null };
    }
    // Issue #40: a number that opted out is sent nothing, so its texts change nothing either
    // until START (a 'YES 4821' took a shift its guard was never told of). Kept, as every text is.
    if ((await optedOutNumbers(trx, [from])).size > 0) {
      return { outcome: 'ignored-opted-out', reply: null };
    }
    if (command.kind === 'help') return { outcome: 'help', reply: replies.help() };
    const guards = await trx
      .selectFrom('guards as guard')
      .select(guardColumns)
      .where('guard.contactNumber', '=', from)
      .execute();
    if (guards.length === 0) return { outcome: 'unknown-number', reply: replies.unknownNumber() };
    // Issue #40: a number two guards share (stored before numbers were one guard's) cannot say
    // who is answering: a YES took the shift for whichever guard the offer was to. Until the
    // office fixes it (the Guards page lists them), the texter is asked to call.
    if (guards.length > 1) return { outcome: 'shared-number', reply: replies.sharedNumber() };
    if (command.kind === 'ok') {
      return confirmByText(trx, database.dialect, replies, guards, command.code);
    }
    if (command.kind === 'other') {
      const pending = await pendingOffers(
        trx,
        guards.map((guard) => guard.id),
      );
      return { outcome: 'not-understood', reply: replies.howToAnswer(pending) };
    }
    return answer(trx, guards, command, replies);
  }

  return {
    /**
     * Handles one text, once per provider id; its reply is queued with it, and `alongside` runs
     * in the same transaction (the sandbox keeps the answer in its conversation).
     */
    handle(
      text: InboundText,
      alongside?: (trx: Transaction<DB>) => Promise<unknown>,
    ): Promise<Handled> {
      return database.db
        .transaction()
        .execute(async (trx): Promise<Handled> => {
          await alongside?.(trx);
          const step = await act(trx, text.from, readTextCommand(text.body));
          const optedOut = (await optedOutNumbers(trx, [text.from])).size > 0;
          if (step.reply && !optedOut) {
            await enqueue(trx, [{ channel: 'sms', to: text.from, body: step.reply }]);
          }
          // Its id last, with what came of it: the same text handled twice at once, or again
          // later, meets the first's row here, and everything it did is undone with it.
          await trx
            .insertInto('smsInbound')
            .values({
              messageSid: text.messageSid,
              phone: text.from,
              body: text.body.slice(0, BODY_KEPT),
              outcome: step.outcome,
              receivedAt: nowIso(),
            })
            .execute();
          return { duplicate: false, outcome: step.outcome, answer: step.answer ?? null };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return { duplicate: true };
          throw error;
        });
    },
  };
}

export type InboundTexts = ReturnType<typeof inboundTexts>;
