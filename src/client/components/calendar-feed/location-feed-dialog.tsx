import type { Location } from '../../../shared/locations';
import { DialogShell } from '../dialog-shell';
import { Button } from '../ui/button';
import { DialogClose, DialogFooter } from '../ui/dialog';
import { FeedLink } from './feed-link';

interface LocationFeedDialogProps {
  location: Location | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A post's calendar feed (issue #22), from its row on Locations (admins and supervisors). */
export function LocationFeedDialog({ location, open, onOpenChange }: LocationFeedDialogProps) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title="Calendar feed"
      description={
        location
          ? `Every request at ${location.name} (${location.deptCode}), open ones too, in a calendar app: eight weeks back and a year ahead.`
          : ''
      }
    >
      {open && location ? (
        <FeedLink
          path={`/api/locations/${encodeURIComponent(location.id)}/calendar-feed`}
          shows="this post's shifts and who covers them"
          id="location-calendar-feed"
        />
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Done
          </Button>
        </DialogClose>
      </DialogFooter>
    </DialogShell>
  );
}
