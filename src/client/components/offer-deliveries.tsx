import { AppWindow, BellRing, Mail, MessageSquareText, type LucideIcon } from 'lucide-react';
import {
  CHANNEL_LABELS,
  deliveryText,
  type OfferChannel,
  type OfferDelivery,
} from '../../shared/offer-channels';
import { cn } from '../lib/utils';

export const CHANNEL_ICONS: Record<OfferChannel, LucideIcon> = {
  app: AppWindow,
  push: BellRing,
  mail: Mail,
  sms: MessageSquareText,
};

const STATE_CLASS = {
  sending: 'text-muted-foreground',
  sent: 'text-foreground',
  delivered: 'text-success',
  failed: 'text-destructive',
  held: 'text-destructive',
} as const;

/**
 * How an offer went out (issue #30), a chip per channel: 'App', 'Text delivered', 'Push sent',
 * 'Text failed', 'Text held' (over a cap on texts, issue #40). In words, never colour alone; the list is named for screen readers.
 */
export function OfferDeliveries({
  deliveries,
  label,
}: {
  deliveries: readonly OfferDelivery[];
  label: string;
}) {
  if (deliveries.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
      {deliveries.map((delivery) => {
        const Icon = CHANNEL_ICONS[delivery.channel];
        return (
          <li
            key={delivery.channel}
            className={cn(
              'flex items-center gap-1',
              delivery.state ? STATE_CLASS[delivery.state] : 'text-muted-foreground',
            )}
          >
            <Icon aria-hidden="true" className="size-3.5" />
            {deliveryText(delivery)}
          </li>
        );
      })}
    </ul>
  );
}

/** The channels an offer made now would take (Find cover's candidates): 'App · Push · Text'. */
export function ChannelList({ channels }: { channels: readonly OfferChannel[] }) {
  if (channels.length === 0) return null;
  return (
    <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
      <span className="sr-only">Reached by </span>
      {channels.map((channel) => {
        const Icon = CHANNEL_ICONS[channel];
        return (
          <span key={channel} className="flex items-center gap-1">
            <Icon aria-hidden="true" className="size-3.5" />
            {CHANNEL_LABELS[channel]}
          </span>
        );
      })}
    </span>
  );
}
