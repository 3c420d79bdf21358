import { TriangleAlert } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import {
  CALL_OUT_NOTE_MAX,
  GUARD_CALL_OUT_REASONS,
  type GivenCallOutReason,
} from '../../../shared/call-outs';
import { shortNoticeMinutes, shortNoticeWarning } from '../../../shared/call-out-notice';
import type { MyShift, MyShifts } from '../../../shared/my-shifts';
import { describeShift } from '../../../shared/shift-offers';
import { DialogShell } from '../../components/dialog-shell';
import { Button } from '../../components/ui/button';
import { DialogClose, DialogFooter } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/textarea';
import { withServerToasts } from '../../lib/mutation-toasts';
import { toast } from '../../lib/toast';
import { useCallOut } from './api';
import { CallOutReasons } from './call-out-reasons';

const CHOOSE_REASON = "Please say why you can't make it";

/** The company's notice period and the office's number, from the guard's page. */
type Notice = Pick<MyShifts, 'callOutNoticeHours' | 'officePhone'>;

interface CallOutDialogProps {
  shift: MyShift | null;
  notice: Notice | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'I can't make it': the guard taps why (the office's reasons, issue #30) and may add a note;
 * the shift opens again and the office hears at once. Later than the company's notice period it
 * says so first. One way out besides calling out: 'Keep my shift' (or Escape), no second X.
 */
export function CallOutDialog({ shift, notice, open, onOpenChange }: CallOutDialogProps) {
  return (
    <DialogShell
      open={open}
      showCloseButton={false}
      onOpenChange={onOpenChange}
      title="I can't make it"
      description={
        shift ? `${describeShift(shift)}. The office is told at once and looks for cover.` : ''
      }
    >
      {shift ? (
        <CallOutForm shift={shift} notice={notice} onDone={() => onOpenChange(false)} />
      ) : null}
    </DialogShell>
  );
}

interface CallOutFormProps {
  shift: MyShift;
  notice: Notice | null;
  onDone: () => void;
}

function CallOutForm({ shift, notice, onDone }: CallOutFormProps) {
  // Read once as the dialog opens: the warning does not tick while the guard chooses.
  const [minutesLeft] = useState(() =>
    notice ? shortNoticeMinutes(shift.startsAt, new Date(), notice.callOutNoticeHours) : null,
  );
  const [reason, setReason] = useState<GivenCallOutReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [noteError, setNoteError] = useState<string>();
  const callOut = useCallOut();

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!reason) {
      setError(CHOOSE_REASON);
      toast.error(CHOOSE_REASON);
      return;
    }
    setError(undefined);
    callOut.mutate(
      { requestId: shift.requestId, reason, note },
      withServerToasts('The office has been told', 'Failed to call out', {
        done: onDone,
        failed: (failure) => setNoteError(failure.message),
      }),
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      {notice && minutesLeft !== null ? (
        <p
          role="note"
          className="flex items-start gap-2 rounded-md border border-warning bg-warning/10 px-3 py-2 text-sm"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          <ShortNoticeText
            text={shortNoticeWarning(minutesLeft, notice.callOutNoticeHours, notice.officePhone)}
            phone={notice.officePhone}
          />
        </p>
      ) : null}
      <CallOutReasons
        name="call-out-reason"
        reasons={GUARD_CALL_OUT_REASONS}
        value={reason}
        onChange={(chosen) => {
          setReason(chosen);
          setError(undefined);
        }}
        error={error}
      />
      <Field id="call-out-note" label="Note (optional)" error={noteError}>
        {(control) => (
          <Textarea
            {...control}
            maxLength={CALL_OUT_NOTE_MAX}
            placeholder="e.g. Fever since last night"
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Keep my shift
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" loading={callOut.isPending}>
          Call out
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The warning, with the office's number as a link a phone dials. */
function ShortNoticeText({ text, phone }: { text: string; phone: string | null }) {
  const at = phone ? text.indexOf(phone) : -1;
  if (!phone || at < 0) return <span>{text}</span>;
  return (
    <span>
      {text.slice(0, at)}
      <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="font-medium underline">
        {phone}
      </a>
      {text.slice(at + phone.length)}
    </span>
  );
}
