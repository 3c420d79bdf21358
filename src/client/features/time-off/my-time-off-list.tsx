import { CalendarOff } from 'lucide-react';
import { localIsoDate } from '../../../shared/calendar';
import { dateRangeText } from '../../../shared/rule-text';
import type { TimeOff } from '../../../shared/time-off';
import { EmptyState } from '../../components/list-states';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TimeOffStatusBadge } from './time-off-status';

interface MyTimeOffListProps {
  requests: readonly TimeOff[];
  /** The request being taken back, if any. */
  cancelling: string | null;
  onCancel: (request: TimeOff) => void;
}

/** A guard's own requests, soonest first, each with its status; a pending one can be taken back. */
export function MyTimeOffList({ requests, cancelling, onCancel }: MyTimeOffListProps) {
  const today = localIsoDate(new Date());
  if (requests.length === 0) {
    return (
      <Card>
        <EmptyState icon={CalendarOff} title="No time off requested">
          <p className="text-sm text-muted-foreground">
            Ask for days off above; the office answers here.
          </p>
        </EmptyState>
      </Card>
    );
  }
  return (
    <ul aria-labelledby="my-requests-title" className="flex flex-col gap-3">
      {requests.map((request) => {
        const dates = dateRangeText(request.from, request.to, today);
        return (
          <li
            key={request.id}
            aria-label={`Time off ${dates}`}
            className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 shadow-sm"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-lg font-semibold">{dates}</span>
              <TimeOffStatusBadge status={request.status} />
            </div>
            {request.reason ? (
              <p className="text-sm break-words text-muted-foreground">{request.reason}</p>
            ) : null}
            {request.recordedByOffice ? (
              <p className="text-xs text-muted-foreground">Recorded by the office</p>
            ) : null}
            {request.status === 'pending' ? (
              <Button
                variant="outline"
                size="sm"
                className="self-start"
                loading={cancelling === request.id}
                onClick={() => onCancel(request)}
              >
                Cancel request
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
