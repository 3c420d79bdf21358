import { Plus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Switch } from '../../components/ui/switch';
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
          <Switch id="coverage-edit-mode" checked={editMode} onCheckedChange={onEditModeChange} />
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
