import { Repeat } from 'lucide-react';
import {
  formatRequestDate,
  formatRequestTime,
  type CoverageRequest,
} from '../../shared/coverage-requests';

/** How a request's cells read wherever requests are listed (dashboard, export preview). */

/** MM-dd-yyyy and the weekday, e.g. '11-22-2026 Sun', and a mark on a repeating shift. */
export function RequestDate({ request }: { request: CoverageRequest }) {
  const { date, weekday } = formatRequestDate(request.date);
  return (
    <>
      <span className="font-medium tabular-nums">{date}</span>{' '}
      <span className="text-muted-foreground">{weekday}</span>
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
