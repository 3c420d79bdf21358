import type { Transaction } from 'kysely';
import { addDays, localIsoDate } from '../../../shared/calendar.js';
import { guardFullName } from '../../../shared/guards.js';
import { confirmRefusal } from '../../../shared/shift-confirmations.js';
import { shiftStartMs } from '../../../shared/shift-offers.js';
import { recordAudit } from '../../db/audited.js';
import type { DialectName } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { confirmAudit, confirmShift } from '../shift-confirmations/confirm-shift.js';
import {
  remindedShifts,
  type RemindedShift,
} from '../shift-confirmations/confirmations.repository.js';
import type { OfferGuard } from '../shift-offers/offer-rules.js';
import { actorOf, type Step } from './text-step.js';
import type { TextReplies } from './text-replies.js';

/**
 * 'OK 4821', the answer to a reminder (issue #39), handled in the text's transaction like a YES:
 * the code names one of the guard's reminded shifts that is still theirs; a bare OK confirms the
 * only one waiting for it, or lists them with their codes. A wrong or stale code (another guard's,
 * a shift given to someone else, or gone) is told which shifts wait, and changes nothing.
 */
export async function confirmByText(
  trx: Transaction<DB>,
  dialect: DialectName,
  replies: TextReplies,
  guards: readonly OfferGuard[],
  code: string | null,
): Promise<Step> {
  const now = new Date();
  const ids = guards.map((guard) => guard.id);
  // From yesterday: a night shift of yesterday may still be the one asked about.
  const from = addDays(localIsoDate(now), -1);
  const reminded = await remindedShifts(trx, ids, from);
  const open = (shift: RemindedShift) => confirmRefusal(shiftStartMs(shift), now) === null;
  const waiting = reminded.filter((shift) => shift.confirmedAt === null && open(shift));

  let chosen: RemindedShift | undefined;
  if (code !== null) {
    const named = reminded.filter((shift) => shift.code === code);
    chosen = named.find(open) ?? named.at(-1);
    if (!chosen) {
      return { outcome: 'unknown-confirm-code', reply: replies.unknownConfirmCode(code, waiting) };
    }
  } else {
    if (waiting.length === 0)
      return { outcome: 'nothing-to-confirm', reply: replies.noneToConfirm() };
    if (waiting.length > 1) {
      return { outcome: 'ambiguous-confirm', reply: replies.severalToConfirm(waiting) };
    }
    chosen = waiting[0];
  }
  if (!chosen) return { outcome: 'nothing-to-confirm', reply: replies.noneToConfirm() };

  const guard = guards.find((one) => one.id === chosen.guardId);
  if (!guard) throw new Error('a shift found by the guards has another guard');
  const confirming = await confirmShift(trx, dialect, guard.id, chosen.requestId, now);
  if (confirming.kind === 'not-yours') {
    return {
      outcome: 'unknown-confirm-code',
      reply: replies.unknownConfirmCode(chosen.code, waiting),
    };
  }
  if (confirming.kind === 'refused') {
    return { outcome: 'confirm-refused', reply: replies.closed(chosen, confirming.reason) };
  }
  const name = guardFullName(guard);
  if (confirming.first) {
    await recordAudit(trx, actorOf(guard), confirmAudit(confirming.shift, name, 'text'));
  }
  return {
    outcome: 'confirmed',
    reply: replies.confirmed(chosen),
    answer: { kind: 'confirmed', shift: confirming.shift, guardName: name },
  };
}
