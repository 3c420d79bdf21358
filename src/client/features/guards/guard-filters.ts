import { cardStatus, type CardStatus } from '../../../shared/guard-card';
import type { Guard } from '../../../shared/guards';

/** The search parameter and value of the filtered view of cards needing attention. */
export const CARDS_PARAM = 'cards';
export const CARDS_ATTENTION = 'attention';

/** 'First Last', as the guards page lists a guard. */
export { guardFullName } from '../../../shared/guards';

/** True when a card is expired or expires within the warning window. */
export function needsAttention(status: CardStatus): boolean {
  return status.kind === 'expired' || status.kind === 'expiring';
}

/** How many guards' cards are expired or expiring on `today` (yyyy-MM-dd). */
export function countNeedingAttention(guards: Guard[], today: string): number {
  return guards.filter((guard) => needsAttention(cardStatus(guard.expDate, today))).length;
}

/**
 * Guards whose name holds every word of the query, whatever their order and letter case, so
 * "smith jo" finds Jo Smith.
 */
export function matchesSearch(guard: Guard, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const name = `${guard.firstName} ${guard.lastName}`.toLowerCase();
  return words.every((word) => name.includes(word));
}

/** Sorted by first name, then last name, as people read them. */
export function byFirstName(a: Guard, b: Guard): number {
  const options = { sensitivity: 'base', numeric: true } as const;
  return (
    a.firstName.localeCompare(b.firstName, undefined, options) ||
    a.lastName.localeCompare(b.lastName, undefined, options)
  );
}
