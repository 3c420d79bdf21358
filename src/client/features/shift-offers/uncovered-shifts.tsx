import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useId, useState } from 'react';
import { formatDate } from '../../../shared/date-format';
import type { OpenShift } from '../../../shared/shift-offers';
import { shiftTimes } from '../../../shared/shift-offers';
import { offerStatusText } from '../../../shared/shift-texts';
import { UNCOVERED } from '../../../shared/uncovered';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { OpenShiftSummary } from './open-shift-summary';

/**
 * The board's uncovered shifts (issue #39): those of the range that ended without a guard, apart
 * from the open ones and collapsed, with their count. Read only: an ended shift cannot be offered.
 */
export function UncoveredShifts({ shifts, total }: { shifts: OpenShift[]; total: number }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <Collapsible.Root open={open} onOpenChange={setOpen} className="flex flex-col gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          <Collapsible.Trigger asChild>
            <Button type="button" variant="ghost" className="px-2">
              <ChevronDown
                aria-hidden="true"
                className={open ? 'rotate-180 transition-transform' : 'transition-transform'}
              />
              {`${UNCOVERED} (${total.toLocaleString()})`}
            </Button>
          </Collapsible.Trigger>
        </h2>
        <p className="text-sm text-muted-foreground">
          Shifts of these dates that ended without a guard. They can no longer be offered.
        </p>
        <Collapsible.Content>
          <Card className="overflow-hidden p-0">
            <ul aria-label="Uncovered shifts">
              {shifts.map((shift) => (
                <UncoveredShiftRow key={shift.id} shift={shift} />
              ))}
            </ul>
            {total > shifts.length ? (
              <p role="note" className="border-t px-4 py-3 text-sm text-muted-foreground">
                {`Showing the first ${shifts.length.toLocaleString()} of ${total.toLocaleString()} uncovered shifts.`}
              </p>
            ) : null}
          </Card>
        </Collapsible.Content>
      </Collapsible.Root>
    </section>
  );
}

/** One uncovered shift: when and where, who called out and why, and how offering had gone. */
function UncoveredShiftRow({ shift }: { shift: OpenShift }) {
  const title = `${shift.locationName}, ${formatDate(shift.date)}, ${shiftTimes(shift)}`;
  return (
    <li
      aria-label={title}
      className="flex flex-col gap-2 border-b border-border p-4 last:border-b-0 sm:flex-row sm:items-center sm:gap-6"
    >
      <OpenShiftSummary shift={shift} badges={<Badge variant="destructive">{UNCOVERED}</Badge>} />
      <p className="text-sm text-muted-foreground sm:w-72 sm:text-right">
        {offerStatusText(shift.offers, null)}
      </p>
    </li>
  );
}
