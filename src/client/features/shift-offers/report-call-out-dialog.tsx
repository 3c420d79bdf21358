import { useState } from 'react';
import type { FilledShift } from '../../../shared/call-outs';
import { describeShift } from '../../../shared/shift-offers';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { FilledShiftPicker } from './filled-shift-picker';
import { OfficeCallOutForm } from './office-call-out-form';

interface ReportCallOutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The dashboard's 'report a call out' (issue #30): pick the guard's shift, then say why, as on
 * the shift's own 'Call out'. Cancel (or Escape) is the one way to close it.
 */
export function ReportCallOutDialog({ open, onOpenChange }: ReportCallOutDialogProps) {
  const [picked, setPicked] = useState<FilledShift | null>(null);
  const handleOpenChange = (next: boolean) => {
    if (!next) setPicked(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent showCloseButton={false} className="flex max-h-[90dvh] flex-col sm:max-w-lg">
        <DialogHeader className="pr-0">
          <DialogTitle>Report a call out</DialogTitle>
          <DialogDescription>
            {picked
              ? `${describeShift(picked)}. The shift opens for cover at once.`
              : 'Whose shift is it? Find the guard who called, or the post.'}
          </DialogDescription>
        </DialogHeader>
        {open && picked ? (
          <OfficeCallOutForm
            key={picked.id}
            shift={picked}
            onDone={() => handleOpenChange(false)}
            onBack={() => setPicked(null)}
          />
        ) : null}
        {open && !picked ? (
          <>
            <FilledShiftPicker onPick={setPicked} />
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
