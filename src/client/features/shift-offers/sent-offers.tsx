import type { ShiftOffer } from '../../../shared/shift-offers';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { OfferDeliveries } from '../../components/offer-deliveries';
import { OFFER_STATUS_LABELS } from './offer-status-labels';

interface SentOffersProps {
  offers: ShiftOffer[];
  withdrawing: string | null;
  onWithdraw: (offer: ShiftOffer) => void;
}

/**
 * The offers sent for the shift so far, each with its answer and how its messages went (issue
 * #30: sent, delivered or failed per channel); a waiting one can be withdrawn.
 */
export function SentOffers({ offers, withdrawing, onWithdraw }: SentOffersProps) {
  if (offers.length === 0) return null;
  return (
    <section aria-label="Offers sent" className="flex flex-col gap-2">
      <h3 className="text-sm font-medium">Offers sent</h3>
      <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
        {offers.map((offer) => (
          <li key={offer.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
            <span className="min-w-0 flex-1 break-words">{offer.guardName}</span>
            <Badge variant={offer.status === 'accepted' ? 'success' : 'outline'}>
              {OFFER_STATUS_LABELS[offer.status]}
            </Badge>
            {offer.status === 'pending' ? (
              <Button
                variant="ghost"
                size="sm"
                loading={withdrawing === offer.id}
                aria-label={`Withdraw the offer to ${offer.guardName}`}
                onClick={() => onWithdraw(offer)}
              >
                Withdraw
              </Button>
            ) : null}
            {offer.deliveries.length > 0 ? (
              <div className="basis-full">
                <OfferDeliveries
                  deliveries={offer.deliveries}
                  label={`How the offer reached ${offer.guardName}`}
                />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
