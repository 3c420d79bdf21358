import { TriangleAlert } from 'lucide-react';
import type { BoardRowHours } from '../../../shared/board-hours';

/**
 * A guard's hours of the week (issue #32): '44 h · 4 h OT', the overtime on amber; the tooltip
 * and the words read aloud say how they were counted.
 */
export function GuardHours({ hours }: { hours: BoardRowHours }) {
  return (
    <span
      className="flex flex-wrap items-center gap-x-1 text-xs text-muted-foreground tabular-nums"
      title={hours.explanation}
    >
      <span>{hours.hours}</span>
      {hours.overtime ? (
        <>
          <span aria-hidden="true">·</span>
          <span className="rounded-sm bg-warning px-1 font-semibold text-foreground">
            {hours.overtime}
          </span>
        </>
      ) : null}
      <span className="sr-only">. {hours.explanation}</span>
    </span>
  );
}

/** A day past the daily overtime limit, in the phone's list (the grid marks the cell). */
export function DailyOvertimeNote({ note }: { note: string }) {
  return (
    <p className="flex items-center gap-1 text-xs font-medium">
      <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0 text-warning" />
      {note}
    </p>
  );
}
