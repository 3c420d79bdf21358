import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './ui/alert-dialog';
import { Button } from './ui/button';

interface ConfirmDialogProps {
  open: boolean;
  /** Cancel, Escape or a click outside close it (not while `pending`). */
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** A red confirm button, for what cannot be undone. */
  destructive?: boolean;
  /** While the action is under way the dialog stays open and the button shows it. */
  pending?: boolean;
  onConfirm: () => void;
  /** A choice to make before confirming (e.g. which shifts of a series), under the text. */
  children?: ReactNode;
}

/** Asks before the app does something the user may not have meant. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, description, confirmLabel, onConfirm } = props;
  const pending = props.pending ?? false;
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="flex flex-col gap-1">{description}</div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        {props.children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          {/* A plain button: the caller closes the dialog when the action is done. */}
          <Button
            variant={props.destructive ? 'destructive' : 'default'}
            loading={pending}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Asks before something is deleted for good. */
export function ConfirmDeleteDialog(
  props: Omit<ConfirmDialogProps, 'confirmLabel' | 'destructive' | 'pending'> & {
    pending: boolean;
  },
) {
  return <ConfirmDialog {...props} confirmLabel="Delete" destructive />;
}
