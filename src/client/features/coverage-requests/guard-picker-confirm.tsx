import { useState } from 'react';
import { formatDate } from '../../../shared/date-format';
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

function problemTitle(item: GuardItem): string {
  const booked = Boolean(item.option?.clash);
  const expired = item.option?.cardExpired === true;
  if (booked && expired) return 'Guard already booked and card expired';
  return booked ? 'Guard already booked' : 'Guard card expired';
}

/** Asks before a guard booked at an overlapping time, or with an expired card, is assigned. */
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
      title={shown ? problemTitle(shown) : ''}
      description={
        <>
          {option?.clash ? (
            <p>
              {name}: {bookingText(option.clash).replace(/^Booked/, 'booked')} on the same date.
            </p>
          ) : null}
          {option?.cardExpired && option.guard.expDate ? (
            <p>
              {name}: guard card expired on {formatDate(option.guard.expDate)}.
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
