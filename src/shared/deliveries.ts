import { z } from 'zod';

/**
 * The admins' Deliveries screen (issue #30): notifications the outbox could not deliver, or has
 * not yet, with the reason, and a retry.
 */

export const DELIVERY_CHANNELS = ['push', 'mail', 'sms'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/**
 * Where a message that is not sent stands: failed (no more tries, until an admin retries it);
 * retrying (it failed and will be tried again); waiting or sending for longer than
 * STUCK_AFTER_MS without ever failing (no server process is sending, or one died mid-send);
 * held: a text over a cap on texts (issue #40), never sent unless an admin sends it anyway.
 */
export const DELIVERY_STATES = ['failed', 'retrying', 'waiting', 'sending', 'held'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** A message not sent this long after it was written counts as stuck, even without a failure. */
export const STUCK_AFTER_MS = 5 * 60_000;

export const DELIVERIES_PAGE_SIZE = 50;

export const CHANNEL_LABELS: Record<DeliveryChannel, string> = {
  push: 'Push',
  mail: 'E-mail',
  sms: 'Text message',
};

export const STATE_LABELS: Record<DeliveryState, string> = {
  failed: 'Failed',
  retrying: 'Retrying',
  waiting: 'Waiting',
  sending: 'Sending',
  held: 'Held',
};

/** What the Retry button of a message says: a held text is sent anyway, past its cap. */
export const retryLabel = (state: DeliveryState) => (state === 'held' ? 'Send anyway' : 'Retry');

/** The state of an unsent message, from its row (see DELIVERY_STATES). */
export function deliveryState(row: {
  status: 'pending' | 'sending' | 'failed' | 'held';
  lastError: string | null;
}): DeliveryState {
  if (row.status === 'failed') return 'failed';
  if (row.status === 'held') return 'held';
  if (row.lastError !== null) return 'retrying';
  return row.status === 'sending' ? 'sending' : 'waiting';
}

export const DeliverySchema = z.object({
  id: z.string(),
  channel: z.enum(DELIVERY_CHANNELS),
  /** Who it is for: an account's name (push), an address (e-mail), a number (text). */
  recipient: z.string(),
  /** What it says, in short: a push's title, an e-mail's subject, a text's first words. */
  summary: z.string(),
  state: z.enum(DELIVERY_STATES),
  /** Why the last try failed, or why a held text was held; null when none did. */
  reason: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  /** When the last try began; null before the first. */
  lastTriedAt: z.string().nullable(),
  /** When it is tried next; null when failed or held. */
  nextAttemptAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof DeliverySchema>;

/** GET /api/deliveries: newest first, a page after `cursor`. */
export const DeliveriesQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
});
export type DeliveriesQuery = z.infer<typeof DeliveriesQuerySchema>;

export const DeliveriesPageSchema = z.object({
  deliveries: z.array(DeliverySchema),
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type DeliveriesPage = z.infer<typeof DeliveriesPageSchema>;

/** Why a message cannot be retried now (409), by its status. */
export const RETRY_REFUSALS = {
  sent: 'This message was already sent',
  sending: 'This message is being sent right now',
} as const;
