import { Send } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { GUARD_GUESS_MIN } from '../../../shared/guard-picker';
import { describeShift, type OpenShift, type ShiftOffer } from '../../../shared/shift-offers';
import { localTimeZone, shiftPhase } from '../../../shared/shift-phase';
import { DialogShell } from '../../components/dialog-shell';
import { SearchField } from '../../components/search-field';
import { LoadError } from '../../components/list-states';
import { TableSkeleton } from '../../components/row-actions';
import { Button } from '../../components/ui/button';
import { DialogClose, DialogFooter } from '../../components/ui/dialog';
import { toast } from '../../lib/toast';
import { useConfirmWarnings } from '../../components/confirm-warnings';
import { RequestHistory } from '../../components/request-history/request-history';
import { useCandidates, useRequestOffers, useSendOffers, useWithdrawOffer } from './api';
import { CandidateList, canOffer } from './candidate-list';
import { FindCoverShiftContext } from './find-cover-shift';
import { SentOffers } from './sent-offers';
import { TextsOffNotice } from './texts-off-notice';

/** A shift as Find cover needs it: the board's, or a week board chip's (issue #30). */
export type FindCoverShift = Pick<
  OpenShift,
  'id' | 'date' | 'startTime' | 'endTime' | 'locationName' | 'takenBy'
>;

/**
 * True while the shift can still be offered: no guard, and not ended (the browser's clock); a
 * started one most of all (issue #39).
 */
function offersOpen(shift: FindCoverShift): boolean {
  return shift.takenBy === null && shiftPhase(shift, new Date(), localTimeZone()) !== 'ended';
}

interface FindCoverDialogProps {
  shift: FindCoverShift | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Edit request', where Find cover opened from the week board for someone who may edit. */
  onEdit?: (() => void) | undefined;
}

/**
 * 'Find cover' (issue #21): the guards ranked for the open shift, ticked and offered in one go
 * ('Send offer (N)'); the offers sent so far, each withdrawable while it waits; the request's
 * history.
 */
export function FindCoverDialog({ shift, open, onOpenChange, onEdit }: FindCoverDialogProps) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={shift && !offersOpen(shift) ? 'Shift details' : 'Find cover'}
      description={shift ? describeShift(shift) : ''}
      className="flex max-h-[90dvh] flex-col sm:max-w-2xl"
    >
      {open && shift ? (
        <FindCoverShiftContext value={shift}>
          <FindCoverBody shift={shift} onEdit={onEdit} />
        </FindCoverShiftContext>
      ) : null}
    </DialogShell>
  );
}

function FindCoverBody({
  shift,
  onEdit,
}: {
  shift: FindCoverShift;
  onEdit: (() => void) | undefined;
}) {
  const [search, setSearch] = useState('');
  const typed = useDeferredValue(search.trim().length >= GUARD_GUESS_MIN ? search.trim() : '');
  const candidates = useCandidates(shift.id, typed);
  const offers = useRequestOffers(shift.id);
  const send = useSendOffers();
  const withdraw = useWithdrawOffer();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());

  const offerable = new Set(
    (candidates.data?.candidates ?? []).filter(canOffer).map((candidate) => candidate.guardId),
  );
  // A guard who became unavailable since they were ticked (an event refetched the list) drops out.
  const ticked = [...chosen].filter((id) => offerable.has(id) || !candidates.data);

  const toggle = (guardId: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(guardId);
      else next.delete(guardId);
      return next;
    });

  const confirm = useConfirmWarnings({
    title: 'Offer despite these warnings?',
    confirmLabel: 'Send offer anyway',
    pending: send.isPending,
  });
  const handleSend = (confirmWarnings = false) =>
    send.mutate(
      { requestId: shift.id, guardIds: ticked, confirmWarnings },
      {
        onSuccess: () => {
          toast.success(
            `Offer sent to ${String(ticked.length)} guard${ticked.length === 1 ? '' : 's'}`,
          );
          setChosen(new Set());
        },
        onError: (error) => {
          if (!confirm.ask(error, () => handleSend(true))) {
            toast.error('Failed to send offer', { description: error.message });
          }
        },
      },
    );

  const handleWithdraw = (offer: ShiftOffer) =>
    withdraw.mutate(offer.id, {
      onSuccess: () => toast.success(`Offer to ${offer.guardName} withdrawn`),
      onError: (error) => toast.error('Failed to withdraw offer', { description: error.message }),
    });

  let list;
  if (candidates.isError) {
    list = (
      <LoadError
        title="Could not load guards"
        message={candidates.error.message}
        onRetry={() => void candidates.refetch()}
      />
    );
  } else if (!candidates.data) {
    list = <TableSkeleton label="Loading guards" rows={4} />;
  } else if (candidates.data.candidates.length === 0) {
    list = (
      <p className="px-2 py-6 text-center text-sm text-muted-foreground">
        {typed ? 'No guard matches' : 'No guards yet: add them on the Guards page'}
      </p>
    );
  } else {
    list = (
      <CandidateList
        requestId={shift.id}
        candidates={candidates.data.candidates}
        chosen={chosen}
        onToggle={toggle}
      />
    );
  }
  // Another dispatcher's offer may have been taken while this dialog was open.
  const filled = candidates.data?.shift.open === false;
  const phase = shiftPhase(shift, new Date(), localTimeZone());
  const started = !filled && phase === 'started';
  const ended = !filled && phase === 'ended';
  const closed = filled || ended;
  const shown = candidates.data?.candidates.length ?? 0;
  const total = candidates.data?.total ?? 0;

  return (
    <>
      {/* The padding keeps the focus rings of the search and checkboxes inside the scroller. */}
      <div className="-mx-1 flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-1 py-1">
        {filled ? (
          <p role="status" className="rounded-md bg-success/10 px-3 py-2 text-sm font-medium">
            {shift.takenBy ? `Taken by ${shift.takenBy}.` : 'This shift has a guard now.'}
          </p>
        ) : null}
        {started ? (
          <p role="status" className="rounded-md bg-destructive/10 px-3 py-2 text-sm font-medium">
            This shift has started without a guard: offer it now. Whoever takes it is its relief,
            expected at the post within the company's relief time (or by the time you log on a
            call); their offer is texted as urgent.
          </p>
        ) : null}
        {ended ? (
          <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm font-medium">
            This shift has ended: it can no longer be offered.
          </p>
        ) : null}
        {offers.data ? (
          <SentOffers
            offers={offers.data.offers}
            withdrawing={withdraw.isPending ? withdraw.variables : null}
            onWithdraw={handleWithdraw}
          />
        ) : null}
        <section aria-label="Offer to guards" hidden={closed} className="flex flex-col gap-2">
          <SearchField
            label="Find a guard"
            placeholder="Find a guard by name"
            value={search}
            onChange={setSearch}
          />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {total > shown
              ? `The best ${String(shown)} of ${String(total)} guards; search to find others.`
              : 'Guards nothing stops first, then those without a warning, then the fewest hours this week.'}
          </p>
          {candidates.data ? <TextsOffNotice found={candidates.data} /> : null}
          <div className="-mx-2">{list}</div>
        </section>
        <RequestHistory requestId={shift.id} />
      </div>
      {confirm.dialog}
      <DialogFooter>
        {onEdit ? (
          <Button type="button" variant="ghost" className="sm:mr-auto" onClick={onEdit}>
            Edit request
          </Button>
        ) : null}
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Close
          </Button>
        </DialogClose>
        <Button
          disabled={ticked.length === 0 || closed}
          loading={send.isPending}
          onClick={() => handleSend()}
        >
          {!send.isPending && <Send aria-hidden="true" />}
          {`Send offer (${String(ticked.length)})`}
        </Button>
      </DialogFooter>
    </>
  );
}
