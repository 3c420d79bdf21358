import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { entryLines, type CoverageHistory } from '../../../shared/audit';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useCoverageHistory } from '../audit/api';
import { auditTime } from '../audit/audit-entries';

/** 'Created by Ada Admin on Nov 23, 2026, 9:04 AM', then each change with who and when. */
function HistoryList({ history }: { history: CoverageHistory }) {
  const created = history.changes.find((entry) => entry.action === 'create');
  const creator = history.createdBy ?? created?.actorName ?? 'a deleted account';
  const edits = history.changes.filter((entry) => entry.action === 'update');
  return (
    <ol className="flex flex-col gap-3 text-sm" aria-label="Request history">
      <li>
        Created by <span className="font-medium">{creator}</span> on{' '}
        <time dateTime={history.createdAt}>{auditTime(history.createdAt)}</time>
      </li>
      {edits.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-0.5">
          <ul className="flex flex-col gap-0.5">
            {entryLines(entry).map((line) => (
              <li key={line} className="break-words">
                {line}
              </li>
            ))}
          </ul>
          <span className="text-muted-foreground">
            by {entry.actorName} on <time dateTime={entry.at}>{auditTime(entry.at)}</time>
          </span>
        </li>
      ))}
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
