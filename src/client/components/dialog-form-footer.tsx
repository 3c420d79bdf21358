import { Button } from './ui/button';
import { DialogClose, DialogFooter } from './ui/dialog';

/** The foot of every form in a dialog: Cancel closes it, the submit button shows progress. */
export function DialogFormFooter({
  submitLabel,
  pending,
}: {
  submitLabel: string;
  pending: boolean;
}) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
