import { CalendarOff } from 'lucide-react';
import { localIsoDate } from '../../../shared/calendar';
import type { MyTimeOffItem } from '../../../shared/my-shifts';
import { dateRangeText } from '../../../shared/rule-text';
import { TIME_OFF_STATUS_LABELS } from '../../../shared/time-off';
import { Badge } from '../../components/ui/badge';

/**
 * The guard's time off on My Shifts (issue #39), above their shifts: 'Time off · Nov 28–Nov 30 ·
 * Approved', or 'Pending' while the office has not answered; nothing when there is none. The
 * requests themselves are on 'Availability and time off', in the page's header.
 */
export function MyTimeOffItems({ timeOff }: { timeOff: readonly MyTimeOffItem[] | undefined }) {
  if (!timeOff || timeOff.length === 0) return null;
  const today = localIsoDate(new Date());
  return (
    <section aria-labelledby="my-time-off-title" className="flex flex-col gap-3">
      <h2 id="my-time-off-title" className="text-lg font-semibold tracking-tight">
        Time off
      </h2>
      <ul aria-labelledby="my-time-off-title" className="flex flex-col gap-3">
        {timeOff.map((item) => {
          const dates = dateRangeText(item.from, item.to, today);
          const status = TIME_OFF_STATUS_LABELS[item.status];
          return (
            <li
              key={item.id}
              aria-label={`Time off, ${dates}, ${status}`}
              className="flex items-center gap-3 rounded-lg border border-border bg-muted/40 p-4"
            >
              <CalendarOff aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
              <p className="min-w-0 flex-1">
                <span className="font-semibold">Time off</span>
                <span className="text-muted-foreground"> · </span>
                <span className="whitespace-nowrap tabular-nums">{dates}</span>
              </p>
              <Badge variant={item.status === 'approved' ? 'success' : 'warning'}>{status}</Badge>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
