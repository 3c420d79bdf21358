import { z } from 'zod';

/**
 * How an offer reaches a guard (issue #30): in the app (a guard with an account sees it on
 * /my-shifts), by Web Push to their devices, by e-mail, and by text message to their mobile
 * number. A guard without an account is offered by text alone.
 */
export const OFFER_CHANNELS = ['app', 'push', 'mail', 'sms'] as const;
export type OfferChannel = (typeof OFFER_CHANNELS)[number];

export const CHANNEL_LABELS: Record<OfferChannel, string> = {
  app: 'App',
  push: 'Push',
  mail: 'E-mail',
  sms: 'Text',
};

/**
 * Whether a guard can be texted: yes; no number; a number stored before the E.164 rule that does
 * not read as a mobile one (the Guards page lists it to fix); the number replied STOP; or text
 * messages are off on this server.
 */
export const TEXT_REACH = ['ok', 'no-number', 'needs-fix', 'opted-out', 'off'] as const;
export type TextReach = (typeof TEXT_REACH)[number];

/** Find cover's line when texts are off and some guards could only be reached by one. */
export const TEXTS_OFF_NOTICE =
  'Text messages are off: guards without the app cannot be offered shifts';

/**
 * Why a guard cannot be reached with an offer, or null when they can: an account reaches them,
 * else a text must. Every reason starts as the one of issue #21 did ('Not on CoverDesk yet').
 */
export function reachBlocker(hasAccount: boolean, text: TextReach): string | null {
  if (hasAccount || text === 'ok') return null;
  switch (text) {
    case 'off':
      return 'Not on CoverDesk yet, and text messages are off (invite them from Guards)';
    case 'needs-fix':
      return 'Not on CoverDesk yet, and their mobile number needs fixing on the Guards page';
    case 'opted-out':
      return 'Not on CoverDesk yet, and their number replied STOP to texts';
    case 'no-number':
      return 'Not on CoverDesk yet and no mobile number (invite them, or add one, on Guards)';
  }
}

/** Where a message of an offer stands, as Find cover and the history say it. */
export const DELIVERY_STATES = ['sending', 'sent', 'delivered', 'failed', 'held'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const DELIVERY_LABELS: Record<DeliveryState, string> = {
  sending: 'sending',
  sent: 'sent',
  delivered: 'delivered',
  failed: 'failed',
  held: 'held',
};

/** What an SMS provider's status callbacks say (Twilio's MessageStatus), rank by rank. */
const PROVIDER_RANK: Record<string, number> = {
  accepted: 0,
  scheduled: 0,
  queued: 0,
  sending: 1,
  sent: 2,
  delivered: 3,
  undelivered: 3,
  failed: 3,
  read: 4,
};

/**
 * True when a status callback says more than the one already kept: callbacks can arrive out of
 * order ('sent' after 'delivered'), and a later word never takes back an earlier final one.
 */
export function isNewerDelivery(kept: string | null, reported: string): boolean {
  const next = PROVIDER_RANK[reported];
  if (next === undefined) return false;
  return kept === null || next >= (PROVIDER_RANK[kept] ?? -1);
}

/**
 * One outbox row of an offer as people read it: not sent yet (or being tried again), failed for
 * good, sent; for a text, what the carrier last reported (delivered, or undelivered = failed);
 * held back by a cap on texts (issue #40), until an admin sends it anyway.
 */
export function deliveryState(
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'held',
  delivery: string | null,
): DeliveryState {
  if (status === 'held') return 'held';
  if (status === 'failed' || delivery === 'failed' || delivery === 'undelivered') return 'failed';
  if (delivery === 'delivered' || delivery === 'read') return 'delivered';
  if (status === 'sent') return 'sent';
  return 'sending';
}

/** One channel of an offer and where its message stands (null for the app: nothing is sent). */
export const OfferDeliverySchema = z.object({
  channel: z.enum(OFFER_CHANNELS),
  state: z.enum(DELIVERY_STATES).nullable(),
});
export type OfferDelivery = z.infer<typeof OfferDeliverySchema>;

/** 'Text delivered', 'Push sent', 'App'. */
export function deliveryText(delivery: OfferDelivery): string {
  const label = CHANNEL_LABELS[delivery.channel];
  return delivery.state ? `${label} ${DELIVERY_LABELS[delivery.state]}` : label;
}
