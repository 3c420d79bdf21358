import { CalendarPlus, Copy, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { LoadError } from '../list-states';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { Input } from '../ui/input';
import { Skeleton } from '../ui/skeleton';
import { toast } from '../../lib/toast';
import { useCalendarFeed, useResetCalendarFeed } from '../../lib/queries/calendar-feeds';

interface FeedLinkProps {
  /** The feed's API path ('/api/my/calendar-feed', '/api/locations/:id/calendar-feed'). */
  path: string;
  /** Whose shifts the address shows, for the warning: 'your shifts', 'this post's shifts'. */
  shows: string;
  /** The input's id: one page may hold one feed at a time. */
  id: string;
}

/** webcal:// opens the calendar app (Apple Calendar, Outlook) at the subscription step. */
const webcal = (url: string) => url.replace(/^https?:/, 'webcal:');

/**
 * A calendar feed's secret address: to copy, to open in the calendar app, or to reset when it
 * reached someone it should not have.
 */
export function FeedLink({ path, shows, id }: FeedLinkProps) {
  const feed = useCalendarFeed(path);
  const reset = useResetCalendarFeed(path);
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState(false);

  if (feed.isPending) {
    return (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">Loading the feed address</span>
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  }
  if (feed.isError) {
    return (
      <LoadError
        title="Could not load the feed address"
        message={feed.error.message}
        onRetry={() => void feed.refetch()}
      />
    );
  }

  const { url } = feed.data;
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success('Feed address copied');
    } catch {
      toast.error('Could not copy: select the address and copy it yourself');
    }
  };
  const handleReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setCopied(false);
        toast.success('Feed address reset', {
          description: 'Subscribe again with the new address.',
        });
      },
      onError: (error) =>
        toast.error('Failed to reset the feed address', { description: error.message }),
    });

  return (
    <div className="flex flex-col gap-4">
      <Field
        id={id}
        label="Feed address"
        hint={`Anyone with this address can see ${shows}: keep it private.`}
      >
        {(control) => (
          <Input
            {...control}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs"
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void handleCopy()}>
          <Copy aria-hidden="true" />
          {copied ? 'Copied' : 'Copy address'}
        </Button>
        <Button variant="outline" asChild>
          <a href={webcal(url)}>
            <CalendarPlus aria-hidden="true" />
            Open in calendar app
          </a>
        </Button>
        <Button variant="outline" onClick={() => setConfirming(true)}>
          <RotateCcw aria-hidden="true" />
          Reset address
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Google Calendar: Other calendars › From URL. Outlook: Add calendar › Subscribe from web.
        iPhone: Settings › Calendar › Accounts › Add Account › Other › Add Subscribed Calendar.
        Calendar apps fetch it again every few hours.
      </p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Reset the feed address?"
        description={
          <p>
            The current address stops working at once: calendars subscribed to it stop updating
            until they subscribe again with the new one.
          </p>
        }
        confirmLabel="Reset address"
        destructive
        pending={reset.isPending}
        onConfirm={handleReset}
      />
    </div>
  );
}
