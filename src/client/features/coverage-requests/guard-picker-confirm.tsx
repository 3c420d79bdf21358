import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { bookingText, type GuardItem } from './guard-picker-items';

interface GuardPickerConfirmProps {
  /** The guard just chosen despite a problem, or null when nothing is asked. */
  item: GuardItem | null;
  /** Keeps the choice. */
  onConfirm: () => void;
  /** Cancel or Escape: back to the previous choice. */
  onCancel: () => void;
}

/** Asks before a guard booked at an overlapping time is assigned. */
export function GuardPickerConfirm({ item, onConfirm, onCancel }: GuardPickerConfirmProps) {
  // The last guard asked about stays on screen while the dialog fades out.
  const [shown, setShown] = useState(item);
  if (item && item !== shown) setShown(item);
  const option = shown?.option ?? null;
  const name = option ? `${option.guard.firstName} ${option.guard.lastName}` : '';
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Guard already booked"
      description={
        <>
          {option?.clash ? (
            <p>
              {name}: {bookingText(option.clash).replace(/^Booked/, 'booked')} on the same date.
            </p>
          ) : null}
          <p>Still assign {name} to this request?</p>
        </>
      }
      confirmLabel="Assign Guard"
      onConfirm={onConfirm}
    />
  );
}
