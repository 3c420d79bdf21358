import { Plus } from 'lucide-react';
import { Switch } from 'radix-ui';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';

interface LocationRequestsToolbarProps {
  /** Left out for roles that may not edit: no Edit Mode switch. */
  editMode: boolean | undefined;
  onEditModeChange: (on: boolean) => void;
  /** Left out for roles that may not add: no Add Request button. */
  onAdd: (() => void) | undefined;
}

/** Edit Mode (per-row edit and delete buttons) and Add Request, for the roles that may use them. */
export function LocationRequestsToolbar(props: LocationRequestsToolbarProps) {
  const { editMode, onEditModeChange, onAdd } = props;
  if (editMode === undefined && !onAdd) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {editMode === undefined ? (
        <span />
      ) : (
        <div className="flex min-h-10 items-center gap-3">
          <Switch.Root
            id="coverage-edit-mode"
            checked={editMode}
            onCheckedChange={onEditModeChange}
            className="peer relative inline-flex h-6 w-11 after:absolute after:-inset-x-1 after:-inset-y-2.5 after:content-[''] shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input ring-offset-background transition-colors outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 data-[state=checked]:bg-primary"
          >
            <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow-sm transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
          </Switch.Root>
          <Label htmlFor="coverage-edit-mode" className="cursor-pointer py-2">
            Edit Mode
          </Label>
        </div>
      )}
      {onAdd ? (
        <Button variant="outline" onClick={onAdd}>
          <Plus aria-hidden="true" />
          Add Request
        </Button>
      ) : null}
    </div>
  );
}
