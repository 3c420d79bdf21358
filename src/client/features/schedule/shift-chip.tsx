import { CircleDashed, CircleSlash, TriangleAlert } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import type { ChipAttendance } from '../../../shared/board-attendance';
import { chipTimes, type BoardChip } from '../../../shared/schedule-board';
import { cn } from '../../lib/utils';
import { UNCOVERED } from '../../../shared/uncovered';
import { useChipAttendance, useChipUncovered } from './attendance-clock';

/** An attendance tag's colours: each says its state in words too. */
const TAG_TONES: Record<ChipAttendance['tone'], string> = {
  success: 'bg-success text-primary-foreground',
  warning: 'bg-warning text-foreground',
  danger: 'bg-destructive text-destructive-foreground',
};

/** A chip's height in the grid, with the gap below it (virtual-rows.ts lays rows out by it). */
export const CHIP_PITCH = 44;

interface ShiftChipProps {
  chip: BoardChip;
  /** What the chip is named for screen readers besides its own text: the post or guard, the day. */
  context: string;
  onOpen: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  /** In a list (the phone's), a chip is a tab stop of its own; in the grid, the cell is. */
  focusable?: boolean;
}

/**
 * One request: its times, and its guard ('Last, F.') or post. An open one says 'Open' beside a
 * dashed-circle icon on a dashed amber border, so it stands out without colour too; one that ended
 * without a guard says 'Uncovered' beside a crossed circle on a red border (issue #39); a guard booked
 * twice at once has a warning triangle (its tooltip and spoken name say 'clash'). Attendance
 * (issue #33) is a tag beside the guard ('In 05:57', 'Late', 'No-show', 'Off site'); a customer's
 * 'On site since 05:57' takes the guard's line.
 */
export function ShiftChip({ chip, context, onOpen, onKeyDown, focusable = false }: ShiftChipProps) {
  const times = chipTimes(chip.shift);
  const uncovered = useChipUncovered(chip);
  const who = uncovered
    ? 'Uncovered, ended without a guard'
    : chip.open
      ? 'Open, no guard'
      : chip.label;
  const attendance = useChipAttendance(chip.shift);
  const said = attendance ? `, ${attendance.text}` : '';
  const tips = [
    attendance?.text,
    chip.clash ? 'Clash: this guard is booked twice at overlapping times' : undefined,
  ].filter(Boolean);
  return (
    <button
      type="button"
      tabIndex={focusable ? 0 : -1}
      data-chip={chip.shift.id}
      aria-label={`${context}, ${times}, ${who}${said}${chip.clash ? ', clash' : ''}`}
      title={tips.length > 0 ? tips.join('. ') : undefined}
      onClick={(event) => {
        event.stopPropagation();
        onOpen();
      }}
      onKeyDown={onKeyDown}
      className={cn(
        'flex h-10 w-full min-w-0 flex-col justify-center rounded-md border px-1.5 text-left text-xs leading-tight outline-none focus-visible:ring-2 focus-visible:ring-ring',
        uncovered
          ? 'border-destructive bg-destructive/10 hover:bg-destructive/20'
          : chip.open
            ? 'border-dashed border-warning bg-warning/15 hover:bg-warning/25'
            : 'border-border bg-card hover:bg-accent',
      )}
    >
      <span className="flex items-center justify-between gap-1 font-medium whitespace-nowrap tabular-nums">
        {times}
        {chip.clash ? (
          // The triangle's shape says it without colour; the name read aloud ends with 'clash'.
          <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0 text-destructive" />
        ) : null}
      </span>
      {attendance?.wide ? (
        <span className="truncate font-medium text-success">{attendance.tag}</span>
      ) : (
        <span className="flex min-w-0 items-center justify-between gap-1">
          {uncovered ? (
            <span className="flex items-center gap-1 font-semibold text-destructive">
              <CircleSlash aria-hidden="true" className="size-3 shrink-0" />
              {UNCOVERED}
            </span>
          ) : chip.open ? (
            <span className="flex items-center gap-1 font-semibold">
              <CircleDashed aria-hidden="true" className="size-3 shrink-0" />
              Open
            </span>
          ) : (
            <span className="truncate text-muted-foreground" title={chip.label}>
              {chip.label}
            </span>
          )}
          {attendance ? (
            <span
              data-attendance={attendance.tone}
              className={cn(
                'shrink-0 rounded px-1 text-[11px] leading-4 font-semibold whitespace-nowrap',
                TAG_TONES[attendance.tone],
              )}
            >
              {attendance.tag}
            </span>
          ) : null}
        </span>
      )}
    </button>
  );
}
