import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';

interface DialogShellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Show the X in the corner (default true); off where the form's own button is the way out. */
  showCloseButton?: boolean;
  /** Classes for the panel, e.g. a wider `sm:max-w-xl`. */
  className?: string;
  children: ReactNode;
}

/** The usual dialog: its title, a line saying what it does, then its content (often a form). */
export function DialogShell(props: DialogShellProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className={props.className} showCloseButton={props.showCloseButton}>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        {props.children}
      </DialogContent>
    </Dialog>
  );
}
