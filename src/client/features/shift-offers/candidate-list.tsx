import { TriangleAlert } from 'lucide-react';
import { hoursText } from '../../../shared/rule-text';
import type { Candidate, OfferStatus } from '../../../shared/shift-offers';
import { Badge } from '../../components/ui/badge';
import { Checkbox } from '../../components/ui/checkbox';
import { formatDate } from '../../../shared/date-format';
import { CandidateCall } from './candidate-call';
import { ChannelList } from '../../components/offer-deliveries';

/** Offers that stand in the way of offering again: still waiting, or already accepted. */
const LIVE: readonly OfferStatus[] = ['pending', 'accepted'];

const OFFER_BADGE: Partial<Record<OfferStatus, string>> = {
  pending: 'Offered',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/** True when the guard can be ticked for 'Send offer'. */
export function canOffer(candidate: Candidate): boolean {
  return (
    candidate.blocker === null &&
    (candidate.offerStatus === null || !LIVE.includes(candidate.offerStatus))
  );
}

/** Why the candidate ranks where they do, in a few words. */
function fitText(candidate: Candidate): string {
  if (candidate.blocker) return candidate.blocker;
  const free = 'Free then, card valid';
  if (!candidate.lastCoveredHere) return free;
  return `${free}, covered this post ${formatDate(candidate.lastCoveredHere)}`;
}

/** Their hours this week before and with the shift, and their rest (issue #32): '6 h → 14 h this week'. */
export function hoursLine({ assessment }: Candidate): string {
  const { hoursBefore, hoursAfter, restBeforeHours, restAfterHours } = assessment;
  const parts = [`${hoursText(hoursBefore * 60)} h → ${hoursText(hoursAfter * 60)} h this week`];
  if (restBeforeHours !== null)
    parts.push(`${hoursText(restBeforeHours * 60, 'down')} h rest before`);
  if (restAfterHours !== null) parts.push(`${hoursText(restAfterHours * 60, 'down')} h rest after`);
  return parts.join(' · ');
}

interface CandidateListProps {
  requestId: string;
  candidates: Candidate[];
  chosen: ReadonlySet<string>;
  onToggle: (guardId: string, on: boolean) => void;
}

/**
 * The guards the rules let take the shift, ranked, with a checkbox each and the channels an
 * offer would take, their hours this week and rest, and the warnings an offer asks to confirm
 * (issue #32). One whom no offer can reach (no account, and no text either) is shown, marked
 * with why, and cannot be ticked (a call may still give them the shift). Those the rules stop are
 * listed apart (blocked-candidates.tsx, issue #39).
 */
export function CandidateList({ requestId, candidates, chosen, onToggle }: CandidateListProps) {
  return (
    <ul aria-label="Guards for this shift" className="flex flex-col">
      {candidates.map((candidate) => {
        const id = `candidate-${candidate.guardId}`;
        const offerable = canOffer(candidate);
        const badge = candidate.offerStatus ? OFFER_BADGE[candidate.offerStatus] : undefined;
        return (
          <li
            key={candidate.guardId}
            className="flex items-start gap-3 rounded-md px-2 py-2 hover:bg-accent/60"
          >
            <Checkbox
              id={id}
              className="mt-0.5"
              checked={offerable && chosen.has(candidate.guardId)}
              disabled={!offerable}
              aria-describedby={`${id}-fit`}
              onCheckedChange={(on) => onToggle(candidate.guardId, on === true)}
            />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <label
                htmlFor={id}
                className={
                  offerable
                    ? 'flex flex-wrap items-center gap-2 font-medium'
                    : 'flex flex-wrap items-center gap-2 font-medium text-muted-foreground'
                }
              >
                <span className="break-words">{candidate.guardName}</span>
                {badge ? <Badge variant="outline">{badge}</Badge> : null}
              </label>
              <span
                id={`${id}-fit`}
                className={
                  candidate.blocker
                    ? 'text-xs break-words text-destructive'
                    : 'text-xs break-words text-muted-foreground'
                }
              >
                {candidate.blocker
                  ? `Cannot be offered: ${fitText(candidate)}`
                  : fitText(candidate)}
              </span>
              <span className="text-xs text-muted-foreground">{hoursLine(candidate)}</span>
              {candidate.assessment.warnings.length > 0 ? (
                <ul
                  aria-label="Warnings"
                  className="flex flex-col text-xs text-amber-800 dark:text-amber-300"
                >
                  {candidate.assessment.warnings.map((warning) => (
                    <li key={warning.message} className="flex items-start gap-1">
                      <TriangleAlert aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
                      {warning.message}
                    </li>
                  ))}
                </ul>
              ) : null}
              {/* How an offer would reach them (issue #30): app and push, or a text. */}
              {candidate.blocker ? null : <ChannelList channels={candidate.channels} />}
              <CandidateCall requestId={requestId} candidate={candidate} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
