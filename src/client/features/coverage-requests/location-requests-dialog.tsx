import { useRef, useState } from 'react';
import type { CoverageRequest } from '../../../shared/coverage-requests';
import type { Location } from '../../../shared/locations';
import { monthTitle } from '../../../shared/month';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { useLocationRequests } from './api';
import { useDialogState } from '../../lib/use-dialog-state';
import { DeleteRequestDialog } from './delete-request-dialog';
import { LocationRequestsBody } from './location-requests-body';
import { LocationRequestsToolbar } from './location-requests-toolbar';

interface LocationRequestsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The card's location (kept while the dialog closes, so its title does not flicker). */
  location: Location | null;
  month: string;
  /** Opens the add dialog for this location; left out for roles that may not add. */
  onAdd: ((locationId: string) => void) | undefined;
  /** Opens the edit dialog; left out for roles that may not edit (no Edit Mode). */
  onEdit: ((request: CoverageRequest) => void) | undefined;
  /** Opens 'Call out' for a row's guard; left out for roles that may not record one. */
  onCallOut?: ((request: CoverageRequest) => void) | undefined;
}

/** A location's requests for the month, opened from its card. */
export function LocationRequestsDialog(props: LocationRequestsDialogProps) {
  const { open, onOpenChange, location, month } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[80vh] max-w-4xl flex-col gap-4 overflow-hidden">
        <DialogHeader>
          <DialogTitle className="break-words">
            {location?.name}{' '}
            {/* A code is never split across lines ('(GOP-' / '512)' on a phone). */}
            <span className="font-mono text-sm font-normal whitespace-nowrap text-muted-foreground">
              ({location?.deptCode})
            </span>
          </DialogTitle>
          <DialogDescription>Coverage requests in {monthTitle(month)}</DialogDescription>
        </DialogHeader>
        {/* Mounted with the dialog, so each opening starts outside Edit Mode. */}
        {location ? <LocationRequests {...props} locationId={location.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function LocationRequests({
  locationId,
  month,
  onAdd,
  onEdit,
  onCallOut,
}: LocationRequestsDialogProps & { locationId: string }) {
  const requests = useLocationRequests(month, locationId);
  const [editMode, setEditMode] = useState(false);
  const editing = Boolean(onEdit) && editMode;
  const list = useRef<HTMLDivElement>(null);
  const deleting = useDialogState<CoverageRequest>(() => list.current);

  return (
    <>
      <LocationRequestsToolbar
        editMode={onEdit ? editMode : undefined}
        onEditModeChange={setEditMode}
        onAdd={onAdd && (() => onAdd(locationId))}
      />
      {/* Focusable, so keyboard users can scroll a long list that has no buttons in it. */}
      <div
        ref={list}
        role="region"
        aria-label="Requests"
        tabIndex={0}
        className="-mx-6 min-h-0 flex-1 overflow-y-auto px-6 outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        <LocationRequestsBody
          query={requests}
          onEdit={editing ? onEdit : undefined}
          onDelete={editing ? deleting.show : undefined}
          onCallOut={onCallOut}
        />
      </div>
      <DeleteRequestDialog
        open={deleting.open}
        request={deleting.item}
        onOpenChange={deleting.onOpenChange}
      />
    </>
  );
}
