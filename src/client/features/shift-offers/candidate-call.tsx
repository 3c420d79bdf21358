import { ChevronDown, Copy, Phone } from 'lucide-react';
import { useState } from 'react';
import {
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  callBlocker,
  latestContactByGuard,
  phoneText,
  telHref,
  type CallOutcome,
} from '../../../shared/shift-contacts';
import { formatTime } from '../../../shared/date-format';
import type { Candidate } from '../../../shared/shift-offers';
import { Button, buttonVariants } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { toast } from '../../lib/toast';
import { useConfirmWarnings } from '../../components/confirm-warnings';
import { cn } from '../../lib/utils';
import { useFindCoverPhase } from './find-cover-shift';
import { useLogCall, useShiftContacts } from './office-api';
import { ReliefArrivalDialog } from './relief-arrival-dialog';

interface CandidateCallProps {
  requestId: string;
  candidate: Candidate;
}

/**
 * Calling a guard from Find cover (issue #30): their number, a call button on phones (`tel:`)
 * and a copy button on desktops, 'Log call' with what came of it, and the last call logged.
 * 'Accepted' gives them the shift at once, as an accept in the app does.
 */
export function CandidateCall({ requestId, candidate }: CandidateCallProps) {
  const contacts = useShiftContacts(requestId);
  const log = useLogCall();
  const name = candidate.guardName;
  const last = contacts.data
    ? latestContactByGuard(contacts.data.contacts).get(candidate.guardId)
    : undefined;
  const blocked = callBlocker(candidate.blocker);
  // A shift that has started takes a relief: the office says when they will be there (#39).
  const started = useFindCoverPhase() === 'started';
  const [arriving, setArriving] = useState(false);

  const confirm = useConfirmWarnings({
    title: 'Give the shift despite these warnings?',
    confirmLabel: 'Confirm, they accepted',
    pending: log.isPending,
  });
  const handleLog = (outcome: CallOutcome, confirmWarnings = false, arrivesBy?: string) =>
    log.mutate(
      {
        requestId,
        guardId: candidate.guardId,
        channel: 'call',
        outcome,
        confirmWarnings,
        ...(arrivesBy ? { arrivesBy } : {}),
      },
      {
        onSuccess: () => {
          setArriving(false);
          toast.success(
            outcome === 'accepted'
              ? `${name} has the shift`
              : `Call to ${name} logged: ${CALL_OUTCOME_LABELS[outcome].toLowerCase()}`,
          );
        },
        onError: (error) => {
          if (!confirm.ask(error, () => handleLog(outcome, true, arrivesBy))) {
            toast.error(error.message);
          }
        },
      },
    );

  const handleCopy = (phone: string) => {
    const text = phoneText(phone);
    navigator.clipboard.writeText(phone).then(
      () => toast.success(`Copied ${text}`),
      () => toast.error(`Could not copy: the number is ${text}`),
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 pt-1 text-sm">
      {confirm.dialog}
      <ReliefArrivalDialog
        open={arriving}
        onOpenChange={setArriving}
        guardName={name}
        pending={log.isPending}
        onConfirm={(arrivesBy) => handleLog('accepted', false, arrivesBy)}
      />
      {candidate.phone ? (
        <>
          {/* A phone dials the number it shows; a desk shows it with a button to copy it into
              whatever it calls with. */}
          <a
            href={telHref(candidate.phone)}
            aria-label={`Call ${name}, ${phoneText(candidate.phone)}`}
            className={cn(
              buttonVariants({ variant: 'outline', size: 'sm' }),
              'px-2.5 font-mono tabular-nums md:hidden',
            )}
          >
            <Phone aria-hidden="true" />
            {phoneText(candidate.phone)}
          </a>
          <span className="hidden font-mono tabular-nums md:inline">
            {phoneText(candidate.phone)}
          </span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="hidden md:inline-flex"
            aria-label={`Copy ${name}'s number`}
            onClick={() => handleCopy(candidate.phone ?? '')}
          >
            <Copy aria-hidden="true" />
            Copy
          </Button>
        </>
      ) : (
        <span className="text-muted-foreground">No phone number</span>
      )}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-label={`Log a call to ${name}`}
            loading={log.isPending}
          >
            Log call
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>{`Called ${name}:`}</DropdownMenuLabel>
          {CALL_OUTCOMES.map((outcome) => (
            <DropdownMenuItem
              key={outcome}
              disabled={outcome === 'accepted' && blocked !== null}
              onSelect={() =>
                outcome === 'accepted' && started ? setArriving(true) : handleLog(outcome)
              }
            >
              {outcome === 'accepted'
                ? 'Accepted: give them the shift'
                : CALL_OUTCOME_LABELS[outcome]}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      {last ? (
        <span className="text-xs text-muted-foreground">
          {`Last call: ${CALL_OUTCOME_LABELS[last.outcome].toLowerCase()}, ${formatTime(last.contactedAt)}`}
        </span>
      ) : null}
    </div>
  );
}
