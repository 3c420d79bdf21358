import { formatDateTime } from '../../../shared/date-format';
import { Bell, Mail, MessageSquareText, RotateCw, Send, type LucideIcon } from 'lucide-react';
import {
  CHANNEL_LABELS,
  retryLabel,
  STATE_LABELS,
  type Delivery,
  type DeliveryChannel,
  type DeliveryState,
} from '../../../shared/deliveries';
import { DetailList, ListCard, ResponsiveList } from '../../components/responsive-list';
import { ActionsHead } from '../../components/row-actions';
import { Badge, type BadgeProps } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';

const CHANNEL_ICONS: Record<DeliveryChannel, LucideIcon> = {
  push: Bell,
  mail: Mail,
  sms: MessageSquareText,
};

const STATE_BADGES: Record<DeliveryState, BadgeProps['variant']> = {
  failed: 'destructive',
  retrying: 'warning',
  waiting: 'muted',
  sending: 'muted',
  held: 'warning',
};

function Message({ delivery }: { delivery: Delivery }) {
  const Icon = CHANNEL_ICONS[delivery.channel];
  return (
    <span className="flex min-w-0 flex-col gap-0.5">
      <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <Icon aria-hidden="true" className="size-3.5" />
        {CHANNEL_LABELS[delivery.channel]}
      </span>
      <span className="font-medium break-words">{delivery.summary || '—'}</span>
    </span>
  );
}

function Status({ delivery, end = false }: { delivery: Delivery; end?: boolean }) {
  const tries = `${String(delivery.attempts)} ${delivery.attempts === 1 ? 'try' : 'tries'}`;
  return (
    <span className={cn('flex flex-col gap-1', end ? 'items-end text-right' : 'items-start')}>
      <Badge variant={STATE_BADGES[delivery.state]}>{STATE_LABELS[delivery.state]}</Badge>
      <span className="text-xs text-muted-foreground">
        {tries}
        {delivery.nextAttemptAt ? `, next ${formatDateTime(delivery.nextAttemptAt)}` : ''}
      </span>
    </span>
  );
}

function Times({ delivery }: { delivery: Delivery }) {
  return (
    <span className="flex flex-col text-sm whitespace-nowrap">
      <span>
        Written <time dateTime={delivery.createdAt}>{formatDateTime(delivery.createdAt)}</time>
      </span>
      {delivery.lastTriedAt ? (
        <span className="text-muted-foreground">
          Last tried{' '}
          <time dateTime={delivery.lastTriedAt}>{formatDateTime(delivery.lastTriedAt)}</time>
        </span>
      ) : null}
    </span>
  );
}

const reasonOf = (delivery: Delivery) => delivery.reason ?? 'Not sent yet, without an error';

interface ListProps {
  deliveries: readonly Delivery[];
  /** The message being retried now, if any. */
  retrying: string | null;
  onRetry: (delivery: Delivery) => void;
}

function RetryButton({
  delivery,
  retrying,
  onRetry,
}: Omit<ListProps, 'deliveries'> & { delivery: Delivery }) {
  // A held text is sent past its cap (issue #40): the button says so.
  const action = retryLabel(delivery.state);
  const what = `the ${CHANNEL_LABELS[delivery.channel].toLowerCase()} to ${delivery.recipient}`;
  const label = action === 'Retry' ? `Retry ${what}` : `Send ${what} anyway`;
  const Icon = delivery.state === 'held' ? Send : RotateCw;
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={label}
      title={label}
      loading={retrying === delivery.id}
      disabled={retrying !== null && retrying !== delivery.id}
      onClick={() => onRetry(delivery)}
    >
      {retrying === delivery.id ? null : <Icon aria-hidden="true" />}
      {action}
    </Button>
  );
}

/** The undelivered notifications: a table from 768 px up, stacked cards on phones. */
export function DeliveryList({ deliveries, retrying, onRetry }: ListProps) {
  return (
    <ResponsiveList
      label="Undelivered notifications"
      table={
        <Table aria-label="Undelivered notifications">
          <TableHeader>
            <TableRow>
              <TableHead className="w-64">Message</TableHead>
              <TableHead className="w-52">To</TableHead>
              <TableHead className="w-40">Status</TableHead>
              <TableHead>Reason</TableHead>
              <TableHead className="w-52">When</TableHead>
              <ActionsHead />
            </TableRow>
          </TableHeader>
          <TableBody>
            {deliveries.map((delivery) => (
              <TableRow key={delivery.id} className="align-top">
                <TableCell>
                  <Message delivery={delivery} />
                </TableCell>
                <TableCell className="break-words">{delivery.recipient}</TableCell>
                <TableCell>
                  <Status delivery={delivery} />
                </TableCell>
                <TableCell className="text-sm break-words">{reasonOf(delivery)}</TableCell>
                <TableCell>
                  <Times delivery={delivery} />
                </TableCell>
                <TableCell className="text-right">
                  <RetryButton delivery={delivery} retrying={retrying} onRetry={onRetry} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      }
      cards={deliveries.map((delivery) => (
        <ListCard key={delivery.id}>
          <div className="flex items-start justify-between gap-3">
            <Message delivery={delivery} />
            <Status delivery={delivery} end />
          </div>
          <DetailList
            items={[
              ['To', <span className="break-words">{delivery.recipient}</span>],
              ['Reason', reasonOf(delivery)],
              ['When', <Times delivery={delivery} />],
            ]}
          />
          <RetryButton delivery={delivery} retrying={retrying} onRetry={onRetry} />
        </ListCard>
      ))}
    />
  );
}
