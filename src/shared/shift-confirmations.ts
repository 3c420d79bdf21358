import { z } from 'zod';

/**
 * A guard confirms they will come to a shift (issue #39): a guard without the app by answering the
 * reminder texted before it ('Reply OK 4821 to confirm'), a guard with the app with one tap on My
 * Shifts. The office sees 'Not confirmed' on the Now strip until they do.
 */

/** The button, what it turns into, and what the office's Now strip says until then. */
export const CONFIRM_LABEL = 'Confirm';
export const CONFIRMED_LABEL = 'Confirmed';
export const NOT_CONFIRMED_LABEL = 'Not confirmed';

/** The refusals of a confirmation: a shift that started, or one without a start time. */
export const CONFIRM_STARTED = 'This shift has started: it can no longer be confirmed';
export const CONFIRM_NO_START = 'This shift has no start time to confirm';

/**
 * Why a shift starting at `startsAt` (epoch ms; null for a whole-day shift) can no longer be
 * confirmed at `now`, or null while it can: a timed shift, until its start. Once it has started, a
 * check-in says more than a confirmation would.
 */
export function confirmRefusal(startsAt: number | null, now: Date): string | null {
  if (startsAt === null) return CONFIRM_NO_START;
  return now.getTime() < startsAt ? null : CONFIRM_STARTED;
}

/** POST /api/my/shifts/:requestId/confirm's answer: when the guard confirmed (the first time). */
export const ConfirmResultSchema = z.object({ confirmedAt: z.string() });
export type ConfirmResult = z.infer<typeof ConfirmResultSchema>;
