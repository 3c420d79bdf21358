import type { Blocker } from './assignment-findings.js';
import { dateText } from './rule-text.js';
import type { ShiftTimes } from './shift-span.js';
import { shiftDates } from './shift-span.js';

/**
 * The guard card as a rule (issue #39): a guard works a shift only with a card on file that is
 * valid on every date they work it. A card is **on file** when the guard's record holds both its
 * number and its expiry date: a number without a date cannot be checked, and a date without a
 * number names no card, so either alone is 'No guard card on file'. As with a qualification, the
 * expiry date is the last day the card is valid: one expiring on the shift's date covers a day
 * shift, not an overnight shift that goes on into the next day.
 */

/** What the guard's record says of their card (the guards table's two columns). */
export interface GuardCardRecord {
  guardCard: string | null;
  expDate: string | null;
}

export const NO_CARD_ON_FILE = 'No guard card on file';
export const CARD_EXPIRED = 'Guard card expired by then';

/** True when the record holds a card the office can check: its number and its expiry date. */
export function hasCardOnFile(
  card: GuardCardRecord | null,
): card is { guardCard: string; expDate: string } {
  return Boolean(card?.guardCard?.trim()) && Boolean(card?.expDate);
}

/**
 * Why the guard's card stops them working the shift, or nothing: none on file; expired before
 * the shift's date ('Guard card expired by then'); or, for an overnight shift, ending on its
 * first date ('Guard card expires Nov 20, mid-shift').
 */
export function cardBlockers(
  card: GuardCardRecord | null,
  shift: ShiftTimes & { dates?: readonly string[] },
): Blocker[] {
  if (!hasCardOnFile(card)) return [{ rule: 'card-none', message: NO_CARD_ON_FILE }];
  const dates = shift.dates ?? shiftDates(shift);
  const lastDate = dates[dates.length - 1] ?? shift.date;
  if (card.expDate >= lastDate) return [];
  return [
    {
      rule: 'card-expired',
      message:
        card.expDate < shift.date
          ? CARD_EXPIRED
          : `Guard card expires ${dateText(card.expDate, shift.date)}, mid-shift`,
    },
  ];
}
