import type { OfferTally } from './shift-offers.js';

/**
 * How the open-shifts board and a request's history put shifts into words (issue #21). Pure, so
 * the board, the guard's page and their tests read the same sentences.
 */

/** A span of minutes for people: '45 min', '2 h 5 min', '3 d 4 h'. */
export function durationText(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  if (whole < 60) return `${String(whole)} min`;
  const hours = Math.floor(whole / 60);
  if (hours < 24) {
    const rest = whole % 60;
    return rest === 0 ? `${String(hours)} h` : `${String(hours)} h ${String(rest)} min`;
  }
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  return restHours === 0 ? `${String(days)} d` : `${String(days)} d ${String(restHours)} h`;
}

/** 'Started without a guard · 38 min': an open shift that has started (issue #39). */
export function startedWithoutGuardText(startedAt: number, now: Date): string {
  const minutes = Math.max(1, Math.floor((now.getTime() - startedAt) / 60_000));
  return `Started without a guard \u00b7 ${durationText(minutes)}`;
}

/** How long a request has been open: 'Open 2 h 5 min'; null when it is not known since when. */
export function openForText(openedAt: string | null, now: Date): string | null {
  if (!openedAt) return null;
  const ms = now.getTime() - Date.parse(openedAt);
  if (!Number.isFinite(ms) || ms < 60_000) return 'Open for under a minute';
  return `Open ${durationText(ms / 60_000)}`;
}

/**
 * Where offering stands: 'Not offered', 'Offered to 5, 2 declined', 'Offered to 2, 1 declined,
 * nobody waiting' (time to offer it to more), 'Taken by Soto, Kim'.
 */
export function offerStatusText(tally: OfferTally, takenBy: string | null): string {
  if (takenBy) return `Taken by ${takenBy}`;
  if (tally.offered === 0) return 'Not offered';
  const parts = [`Offered to ${String(tally.offered)}`];
  if (tally.declined > 0) parts.push(`${String(tally.declined)} declined`);
  if (tally.pending === 0) parts.push('nobody waiting');
  return parts.join(', ');
}

/** The week's figure on the board: 'Median time to fill this week: 12 min (8 filled)'. */
export function weekFillText(medianMinutes: number | null, filled: number): string {
  if (medianMinutes === null || filled === 0) return 'No shifts filled this week yet';
  return `Median time to fill this week: ${durationText(medianMinutes)} (${String(filled)} filled)`;
}
