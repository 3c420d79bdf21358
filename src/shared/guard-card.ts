import { dayNumber } from './calendar.js';

/** How many days ahead an expiring guard card is flagged. */
export const EXPIRY_WARNING_DAYS = 30;

export type CardStatus =
  { kind: 'none' } | { kind: 'valid' } | { kind: 'expiring'; days: number } | { kind: 'expired' };

/**
 * A guard card's state on a calendar day (both yyyy-MM-dd): expired after its expiration date,
 * expiring when it ends within 30 days (0 = today is the last day), otherwise valid.
 */
export function cardStatus(expDate: string | null, today: string): CardStatus {
  if (!expDate) return { kind: 'none' };
  const days = dayNumber(expDate) - dayNumber(today);
  if (days < 0) return { kind: 'expired' };
  if (days <= EXPIRY_WARNING_DAYS) return { kind: 'expiring', days };
  return { kind: 'valid' };
}

/** The badge text for a card needing attention, or null. */
export function cardStatusLabel(status: CardStatus): string | null {
  if (status.kind === 'expired') return 'Expired';
  if (status.kind === 'expiring') {
    return status.days === 0
      ? 'Expires today'
      : `Expires in ${status.days} day${status.days === 1 ? '' : 's'}`;
  }
  return null;
}
