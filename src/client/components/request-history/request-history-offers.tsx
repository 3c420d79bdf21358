import { OFFER_STATUS_TEXT, type OfferStatus } from '../../../shared/shift-offers';
import type { CoverageHistory } from '../../../shared/audit';
import { OfferDeliveries } from '../offer-deliveries';

/** An offer's answer as the office reads it in the history. */
const STATUS: Record<OfferStatus, string> = {
  ...OFFER_STATUS_TEXT,
  pending: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
  taken: 'Taken by another guard',
};

/**
 * The request's offers in its history (issue #30): each guard, their answer, and how the offer
 * reached them (app, push, e-mail, text: sent, delivered or failed).
 */
export function HistoryOffers({ offers }: { offers: CoverageHistory['offers'] }) {
  if (offers.length === 0) return null;
  return (
    <li className="flex flex-col gap-1">
      <span className="font-medium">Offers and how they reached each guard</span>
      <ul aria-label="Offers and deliveries" className="flex flex-col gap-1.5">
        {offers.map((offer) => (
          <li key={offer.id} className="flex flex-col gap-0.5">
            <span className="break-words">
              {offer.guardName}: {STATUS[offer.status]}
            </span>
            <OfferDeliveries
              deliveries={offer.deliveries}
              label={`How the offer reached ${offer.guardName}`}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}
