import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { type AuditAction, type CoverageHistory } from '../../../shared/audit';
import { entryLines } from '../../../shared/audit-lines';
import { minutesBetween } from '../../../shared/shift-offers';
import { durationText } from '../../../shared/shift-texts';
import { formatDateTime } from '../../../shared/date-format';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { useCoverageHistory } from '../../lib/queries/coverage-history';
import { HistoryOffers } from './request-history-offers';

/** Actions a guard takes: their sentence names them already ('Accepted by Kim Soto'). */
const GUARD_ACTIONS: readonly AuditAction[] = ['accept-offer', 'decline-offer', 'call-out'];

/** 'Filled in 4 min', or 'Open since …' while no guard has it; nothing when unknown. */
function FillTime({ history }: { history: CoverageHistory }) {
  const minutes = minutesBetween(history.openedAt, history.filledAt);
  if (minutes !== null) {
    return <li className="font-medium">Time to fill: {durationText(minutes)}</li>;
  }
  if (history.openedAt && !history.filledAt) {
    return (
      <li className="font-medium">
        Open since <time dateTime={history.openedAt}>{formatDateTime(history.openedAt)}</time>
      </li>
    );
  }
  return null;
}

/**
 * 'Created by Ada Admin on Mon, Nov 23, 9:04 AM', then each change, offer, answer and call-out
 * with who and when, and the time it took to fill (issue #21).
 */
function HistoryList({ history }: { history: CoverageHistory }) {
  const created = history.changes.find((entry) => entry.action === 'create');
  const creator = history.createdBy ?? created?.actorName ?? 'a deleted account';
  const later = history.changes.filter((entry) => entry.action !== 'create');
  return (
    <ol className="flex flex-col gap-3 text-sm" aria-label="Request history">
      <li>
        Created by <span className="font-medium">{creator}</span> on{' '}
        <time dateTime={history.createdAt}>{formatDateTime(history.createdAt)}</time>
      </li>
      {later.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-0.5">
          <ul className="flex flex-col gap-0.5">
            {entryLines(entry).map((line) => (
              <li key={line} className="break-words">
                {line}
              </li>
            ))}
          </ul>
          <span className="text-muted-foreground">
            {GUARD_ACTIONS.includes(entry.action) ? 'on' : `by ${entry.actorName} on`}{' '}
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </span>
        </li>
      ))}
      <HistoryOffers offers={history.offers} />
      <FillTime history={history} />
    </ol>
  );
}

function HistoryBody({ requestId }: { requestId: string }) {
  const history = useCoverageHistory(requestId);
  if (history.isPending) return <Spinner label="Loading history" />;
  if (history.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load the history: {history.error.message}
      </p>
    );
  }
  return <HistoryList history={history.data} />;
}

/**
 * The edit dialog's History (audit trail, issue #9): closed at first; opening it loads who
 * created the request and every change since.
 */
export function RequestHistory({ requestId }: { requestId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="border-t border-border pt-3">
      <Collapsible.Trigger asChild>
        <Button type="button" variant="ghost" size="sm" className="-ml-2">
          {open ? 'Hide history' : 'Show history'}
          <ChevronDown
            aria-hidden="true"
            className={open ? 'rotate-180 transition-transform' : 'transition-transform'}
          />
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content className="pt-2">
        {open ? <HistoryBody requestId={requestId} /> : null}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
