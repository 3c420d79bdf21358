import { AlertTriangle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { staleMessage, type EditedKind } from '../../shared/edit-version';
import { formatChangedAt } from '../lib/edit-conflict';
import { Button } from './ui/button';

interface EditConflictAlertProps {
  kind: EditedKind;
  conflict: { changedBy: string; changedAt: string };
  /** Fills the form with the item as it is now. */
  onReload: () => void;
  /** Saves the user's values over it. */
  onOverwrite: () => void;
  /** While the overwrite is being saved. */
  pending: boolean;
}

/**
 * Inside an edit dialog: someone else saved the item since the dialog opened (issue #20). Focus
 * moves to Reload, so that keyboard users can choose at once.
 */
export function EditConflictAlert(props: EditConflictAlertProps) {
  const { kind, conflict, onReload, onOverwrite, pending } = props;
  const reload = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    reload.current?.focus();
  }, [conflict]);
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-md border border-warning bg-warning/10 px-3 py-3 text-sm"
    >
      <div className="flex items-start gap-2">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-medium break-words">
            {staleMessage(kind, conflict.changedBy, formatChangedAt(conflict.changedAt))}
          </p>
          <p className="text-muted-foreground">
            Reload to see their version, or Overwrite to save yours over it.
          </p>
        </div>
      </div>
      {/* Side by side, half the width each on phones: easy to tap. */}
      <div className="flex justify-end gap-2">
        <Button
          ref={reload}
          type="button"
          variant="outline"
          size="sm"
          className="flex-1 sm:flex-none"
          disabled={pending}
          onClick={onReload}
        >
          Reload
        </Button>
        <Button
          type="button"
          size="sm"
          className="flex-1 sm:flex-none"
          loading={pending}
          onClick={onOverwrite}
        >
          Overwrite
        </Button>
      </div>
    </div>
  );
}
