import { MapPin, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { can } from '../../../shared/permissions';
import type { Location } from '../../../shared/locations';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useMe } from '../../lib/session';
import { useLocations } from '../../lib/queries/locations';
import { DeleteLocationDialog } from './delete-location-dialog';
import { LocationDialog } from './location-dialog';
import { LocationsTable, LocationsTableSkeleton } from './locations-table';

const byName = (a: Location, b: Location) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }) ||
  a.deptCode.localeCompare(b.deptCode);

/** /locations: the posts the company covers, with their department codes. */
export function LocationsPage() {
  const { data: me } = useMe();
  const manage = can(me?.role, 'locations:manage');
  const { data, isPending, isError, error, refetch } = useLocations();
  const locations = useMemo(() => (data ? [...data].sort(byName) : []), [data]);
  const [editor, setEditor] = useState<{ open: boolean; location: Location | null }>({
    open: false,
    location: null,
  });
  const [deleting, setDeleting] = useState<{ open: boolean; location: Location | null }>({
    open: false,
    location: null,
  });

  const openEditor = (location: Location | null) => setEditor({ open: true, location });

  let body;
  if (isPending) body = <LocationsTableSkeleton />;
  else if (isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 px-4 py-12 text-center">
        <p className="font-medium">Could not load locations</p>
        <p className="text-sm text-muted-foreground">{error.message}</p>
        <Button variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (locations.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <MapPin className="size-6" aria-hidden="true" />
        </span>
        <p className="font-medium">No locations added yet</p>
        {manage ? (
          <p className="max-w-sm text-sm text-muted-foreground">
            Add the posts you cover, each with its department code.
          </p>
        ) : null}
      </div>
    );
  } else {
    body = (
      <LocationsTable
        locations={locations}
        onEdit={manage ? openEditor : undefined}
        onDelete={manage ? (location) => setDeleting({ open: true, location }) : undefined}
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
            <Button onClick={() => openEditor(null)}>
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
            location={editor.location}
            onOpenChange={(open) => setEditor((current) => ({ ...current, open }))}
          />
          <DeleteLocationDialog
            open={deleting.open}
            location={deleting.location}
            onOpenChange={(open) => setDeleting((current) => ({ ...current, open }))}
          />
        </>
      ) : null}
    </div>
  );
}
