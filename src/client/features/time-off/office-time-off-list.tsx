import { Check, X } from 'lucide-react';
import { localIsoDate } from '../../../shared/calendar';
import { dateRangeText } from '../../../shared/rule-text';
import { TIME_OFF_STATUS_LABELS, type TimeOff } from '../../../shared/time-off';
import type { OfficeTimeOff } from '../../../shared/time-off-shifts';
import { Button } from '../../components/ui/button';
import { BookedShiftsLine } from './booked-shifts-line';
import { TimeOffStatusBadge } from './time-off-status';

export type Answering = { id: string; answer: 'approve' | 'decline' } | null;

interface OfficeTimeOffListProps {
  title: string;
  requests: readonly OfficeTimeOff[];
  answering: Answering;
  onAnswer: (request: OfficeTimeOff, answer: 'approve' | 'decline') => void;
}

/** Who answered and when, or who recorded it: 'Approved by Sam Lead'. */
function answeredBy(request: TimeOff): string | null {
  if (request.status === 'pending') return null;
  const recorded = request.recordedByOffice && request.status === 'approved';
  const by = request.decidedByName ? ` by ${request.decidedByName}` : '';
  return `${recorded ? 'Recorded' : TIME_OFF_STATUS_LABELS[request.status]}${by}`;
}

/**
 * One group of requests (waiting, approved, declined): a row each, answers on pending ones, and
 * the guard's booked shifts each overlaps (issue #39).
 */
export function OfficeTimeOffList({
  title,
  requests,
  answering,
  onAnswer,
}: OfficeTimeOffListProps) {
  const today = localIsoDate(new Date());
  const titleId = `time-off-${title.toLowerCase().replace(/\W+/g, '-')}`;
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-lg font-semibold tracking-tight">
        {title} ({requests.length})
      </h2>
      <ul aria-labelledby={titleId} className="flex flex-col gap-3">
        {requests.map((request) => {
          const dates = dateRangeText(request.from, request.to, today);
          const decided = answeredBy(request);
          const busy = answering?.id === request.id ? answering.answer : null;
          return (
            <li
              key={request.id}
              aria-label={`${request.guardName}, ${dates}`}
              className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-semibold">{request.guardName}</span>
                  <span className="tabular-nums">{dates}</span>
                  <TimeOffStatusBadge status={request.status} />
                </p>
                {request.reason ? (
                  <p className="text-sm break-words text-muted-foreground">{request.reason}</p>
                ) : null}
                {decided ? <p className="text-xs text-muted-foreground">{decided}</p> : null}
                <BookedShiftsLine shifts={request.bookedShifts} />
              </div>
              {request.status === 'pending' ? (
                <div className="flex shrink-0 gap-2">
                  <Button
                    size="sm"
                    loading={busy === 'approve'}
                    disabled={busy !== null}
                    aria-label={`Approve time off for ${request.guardName}, ${dates}`}
                    onClick={() => onAnswer(request, 'approve')}
                  >
                    <Check aria-hidden="true" />
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    loading={busy === 'decline'}
                    disabled={busy !== null}
                    aria-label={`Decline time off for ${request.guardName}, ${dates}`}
                    onClick={() => onAnswer(request, 'decline')}
                  >
                    <X aria-hidden="true" />
                    Decline
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
