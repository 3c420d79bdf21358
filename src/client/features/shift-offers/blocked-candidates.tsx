import { Ban, ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import type { BlockedCandidate } from '../../../shared/shift-offers';
import { Button } from '../../components/ui/button';

/** '12 guards cannot take this shift'. */
export function blockedHeading(total: number): string {
  return `${String(total)} guard${total === 1 ? '' : 's'} cannot take this shift`;
}

interface BlockedCandidatesProps {
  /** The first of them, best first as Find cover ranks them. */
  blocked: readonly BlockedCandidate[];
  /** How many the rules stop in all (matching the search, when there is one). */
  total: number;
}

/**
 * Find cover's guards the rules stop (issue #39), under the others: closed at first, a button
 * with their count opens it; each guard with every rule that stops them, never to be ticked (an
 * offer to them, or giving them the shift on a call, would be refused). A newcomer sees here the
 * rules at work: no guard card on file, time off, a licence the post requires, too little rest.
 */
export function BlockedCandidates({ blocked, total }: BlockedCandidatesProps) {
  const [open, setOpen] = useState(false);
  if (total === 0) return null;
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="border-t border-border pt-2">
      <Collapsible.Trigger asChild>
        <Button type="button" variant="ghost" size="sm">
          <ChevronDown
            aria-hidden="true"
            className={open ? 'rotate-180 transition-transform' : 'transition-transform'}
          />
          {blockedHeading(total)}
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content className="pt-1">
        <ul aria-label="Guards who cannot take this shift" className="-mx-2 flex flex-col">
          {blocked.map((guard) => (
            <li key={guard.guardId} className="flex items-start gap-3 rounded-md px-2 py-2">
              <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <div className="flex min-w-0 flex-col gap-0.5">
                <span className="font-medium break-words text-muted-foreground">
                  {guard.guardName}
                </span>
                <span className="text-xs break-words text-destructive">
                  {guard.blockers.map((blocker) => blocker.message).join(' · ')}
                </span>
              </div>
            </li>
          ))}
        </ul>
        {total > blocked.length ? (
          <p className="px-2 pt-1 text-xs text-muted-foreground">
            {`The first ${String(blocked.length)} of ${String(total)}; search to find others.`}
          </p>
        ) : null}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
