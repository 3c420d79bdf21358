import type { OfferStatus } from '../../../shared/shift-offers';

/** An offer's status as the office reads it. */
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  pending: 'Waiting',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  taken: 'Taken by another guard',
  ended: 'Ended',
};
