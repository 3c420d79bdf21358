import { Repeat } from 'lucide-react';
import { formatRequestTime, type CoverageRequest } from '../../shared/coverage-requests';
import { formatDate, formatMonthRowDate } from '../../shared/date-format';
import { localTimeZone } from '../../shared/shift-phase';
import { coverageStatus, UNCOVERED } from '../../shared/uncovered';

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

/**
 * The guard as stored ('Last, First'); without one, 'Open' while the shift can still be filled
 * and 'Uncovered' once it has ended (issue #39), by the browser's clock `now`.
 */
export function RequestGuard({ request, now }: { request: CoverageRequest; now: Date }) {
  if (request.assignedGuardName) {
    return <span className="break-words">{request.assignedGuardName}</span>;
  }
  return coverageStatus(request, now, localTimeZone()) === 'uncovered' ? (
    <span className="font-medium text-destructive">{UNCOVERED}</span>
  ) : (
    <span className="text-muted-foreground italic">Open</span>
  );
}

/**
 * The request's notes, and under them its note for the guard, marked as such (issue #31): the
 * office reads both where it reads the notes; a guard is only ever sent the second.
 */
export function RequestNotes({
  request,
}: {
  request: Pick<CoverageRequest, 'notes' | 'guardNote'>;
}) {
  const { notes, guardNote } = request;
  if (!notes && !guardNote) return <span className="text-muted-foreground">{'\u2013'}</span>;
  return (
    <span className="flex flex-col gap-1">
      {notes ? <span className="break-words whitespace-pre-wrap">{notes}</span> : null}
      {guardNote ? <GuardNoteText note={guardNote} /> : null}
    </span>
  );
}

/** 'For the guard: park at the back gate', as the office sees a note for the guard. */
export function GuardNoteText({ note }: { note: string }) {
  return (
    <span className="break-words whitespace-pre-wrap text-muted-foreground">
      <span className="font-medium text-foreground">For the guard:</span> {note}
    </span>
  );
}
