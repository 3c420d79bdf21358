import { describeShift } from '../../../shared/shift-offers';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { OfficeCallOutForm, type CallOutShift } from './office-call-out-form';

interface OfficeCallOutDialogProps {
  shift: CallOutShift | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the call-out was recorded (the dialog closes itself first). */
  onDone?: (() => void) | undefined;
}

/**
 * 'Call out' on a filled shift (the board, the week board, the month dialog, the edit form):
 * one way to close it (Cancel, or Escape), no corner X beside it.
 */
export function OfficeCallOutDialog({
  shift,
  open,
  onOpenChange,
  onDone,
}: OfficeCallOutDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent showCloseButton={false} className="sm:max-w-lg">
        <DialogHeader className="pr-0">
          <DialogTitle>Call out</DialogTitle>
          <DialogDescription>
            {shift ? `${describeShift(shift)}. The shift opens for cover at once.` : ''}
          </DialogDescription>
        </DialogHeader>
        {open && shift ? (
          <OfficeCallOutForm
            shift={shift}
            onDone={() => {
              onOpenChange(false);
              onDone?.();
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
