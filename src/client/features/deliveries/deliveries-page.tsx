import { CircleCheckBig, RefreshCw } from 'lucide-react';
import { CHANNEL_LABELS, type Delivery } from '../../../shared/deliveries';
import { EmptyState, LoadError } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { TableSkeleton } from '../../components/row-actions';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../lib/toast';
import { useDeliveries, useRetryDelivery } from './api';
import { DeliveryList } from './delivery-list';

/**
 * /deliveries (admins, issue #30): the push notifications, e-mails and text messages the outbox
 * could not deliver, or has not yet, with the reason and a Retry; and the texts a cap held back
 * (issue #40), with 'Send anyway'.
 */
export function DeliveriesPage() {
  const pages = useDeliveries();
  const retry = useRetryDelivery();
  const deliveries = pages.data?.pages.flatMap((page) => page.deliveries) ?? [];

  const handleRetry = (delivery: Delivery) => {
    retry.mutate(delivery.id, {
      onSuccess: () =>
        toast.success(delivery.state === 'held' ? 'Sending it anyway' : 'Sending it again', {
          description: `The ${CHANNEL_LABELS[delivery.channel].toLowerCase()} to ${delivery.recipient} is on its way.`,
        }),
      onError: (error) =>
        toast.error(delivery.state === 'held' ? 'Failed to send it' : 'Failed to retry', {
          description: error.message,
        }),
    });
  };

  let body;
  if (pages.isPending) body = <TableSkeleton label="Loading deliveries" rows={4} />;
  else if (pages.isError && deliveries.length === 0) {
    body = (
      <LoadError
        title="Failed to load deliveries"
        message={pages.error.message}
        onRetry={() => void pages.refetch()}
      />
    );
  } else if (deliveries.length === 0) {
    body = (
      <EmptyState icon={CircleCheckBig} title="Every notification was delivered">
        <p className="max-w-md text-sm text-muted-foreground">
          A push notification, e-mail or text message that fails, or is not sent within five
          minutes, shows here with the reason; so does a text held back by a cap on texts.
        </p>
      </EmptyState>
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <DeliveryList
          deliveries={deliveries}
          retrying={retry.isPending ? retry.variables : null}
          onRetry={handleRetry}
        />
        {pages.hasNextPage ? (
          <Button
            variant="outline"
            className="self-center"
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {pages.isFetchingNextPage ? <Spinner /> : null}
            Load more
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Deliveries"
        description="Notifications that could not be delivered, or are taking too long: failed ones are not tried again until you retry them, and texts held by a cap are not sent unless you send them anyway."
        actions={
          <Button
            variant="outline"
            loading={pages.isRefetching && !pages.isFetchingNextPage}
            onClick={() => void pages.refetch()}
          >
            {pages.isRefetching ? null : <RefreshCw aria-hidden="true" />}
            Refresh
          </Button>
        }
      />
      <Card>
        <CardContent className="pt-4 sm:pt-6">{body}</CardContent>
      </Card>
    </div>
  );
}
