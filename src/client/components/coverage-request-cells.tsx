import { Repeat } from 'lucide-react';
import { formatRequestTime, type CoverageRequest } from '../../shared/coverage-requests';
import { formatDate, formatMonthRowDate } from '../../shared/date-format';

/** How a request's cells read wherever requests are listed (dashboard, export preview). */

/**
 * The date, 'Sun, Nov 22' (date-format.ts), and a mark on a repeating shift. The dashboard's month
 * dialog (`monthRow`) writes it as the spec says there: MM-dd-yyyy and the weekday, '11-22-2026 Sun'.
 */
export function RequestDate({
  request,
  monthRow = false,
}: {
  request: CoverageRequest;
  monthRow?: boolean;
}) {
  const row = formatMonthRowDate(request.date);
  return (
    <>
      {monthRow ? (
        <>
          <span className="font-medium tabular-nums">{row.date}</span>{' '}
          <span className="text-muted-foreground">{row.weekday}</span>
        </>
      ) : (
        <span className="font-medium">{formatDate(request.date)}</span>
      )}
      {request.seriesId ? (
        <span
          className="ml-1.5 inline-flex align-[-2px] text-muted-foreground"
          title="Repeating shift"
        >
          <Repeat aria-hidden="true" className="size-3.5" />
          <span className="sr-only">(repeating)</span>
        </span>
      ) : null}
    </>
  );
}

/** The shift's times, e.g. '08:00 – 16:00'; an en dash for an imported request without times. */
export function RequestTime({ request }: { request: CoverageRequest }) {
  return (
    <span className="tabular-nums whitespace-nowrap">
      {request.startTime
        ? `${formatRequestTime(request.startTime)} \u2013 ${formatRequestTime(request.endTime)}`
        : '\u2013'}
    </span>
  );
}

/** The guard as stored ('Last, First'), or Open when nobody is assigned. */
export function RequestGuard({ request }: { request: CoverageRequest }) {
  return request.assignedGuardName ? (
    <span className="break-words">{request.assignedGuardName}</span>
  ) : (
    <span className="text-muted-foreground italic">Open</span>
  );
}

export function RequestNotes({ notes }: { notes: string | null }) {
  return notes ? (
    <span className="break-words whitespace-pre-wrap">{notes}</span>
  ) : (
    <span className="text-muted-foreground">{'\u2013'}</span>
  );
}
