import { MapPin, Plus } from 'lucide-react';
import { can } from '../../../shared/permissions';
import type { LocationListItem } from '../../../shared/locations';
import { EmptyState, LoadError } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useMe } from '../../lib/session';
import { useLocations } from '../../lib/queries/locations';
import { useDialogState } from '../../lib/use-dialog-state';
import { LocationFeedDialog } from '../../components/calendar-feed/location-feed-dialog';
import { DeleteLocationDialog } from './delete-location-dialog';
import { LocationDialog } from './location-dialog';
import { LocationsTable, LocationsTableSkeleton } from './locations-table';

/** /locations: the posts the company covers, with their department codes. */
export function LocationsPage() {
  const { data: me } = useMe();
  const manage = can(me?.role, 'locations:manage');
  const shareFeeds = can(me?.role, 'feeds:manage');
  const { data, isPending, isError, error, refetch } = useLocations();
  const locations = data ?? [];
  const editor = useDialogState<LocationListItem>();
  const deleting = useDialogState<LocationListItem>();
  const feed = useDialogState<LocationListItem>();

  let body;
  if (isPending) body = <LocationsTableSkeleton />;
  else if (isError) {
    body = (
      <LoadError
        title="Could not load locations"
        message={error.message}
        onRetry={() => void refetch()}
      />
    );
  } else if (locations.length === 0) {
    body = (
      <EmptyState icon={MapPin} title="No locations added yet">
        {manage ? (
          <p className="max-w-sm text-sm text-muted-foreground">
            Add the posts you cover, each with its department code.
          </p>
        ) : null}
      </EmptyState>
    );
  } else {
    body = (
      <LocationsTable
        locations={locations}
        onEdit={manage ? editor.show : undefined}
        onDelete={manage ? deleting.show : undefined}
        onFeed={shareFeeds ? feed.show : undefined}
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Locations"
        description="Your posts and their department codes."
        actions={
          manage ? (
            <Button onClick={() => editor.show(null)}>
              <Plus aria-hidden="true" />
              Add Location
            </Button>
          ) : null
        }
      />
      <Card>{body}</Card>
      {manage ? (
        <>
          <LocationDialog
            open={editor.open}
            location={editor.item}
            onOpenChange={editor.onOpenChange}
          />
          <DeleteLocationDialog
            open={deleting.open}
            location={deleting.item}
            onOpenChange={deleting.onOpenChange}
          />
        </>
      ) : null}
      {shareFeeds ? (
        <LocationFeedDialog
          open={feed.open}
          location={feed.item}
          onOpenChange={feed.onOpenChange}
        />
      ) : null}
    </div>
  );
}
