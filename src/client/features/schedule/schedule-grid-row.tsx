import { Plus } from 'lucide-react';
import { memo } from 'react';
import type { BoardChip, BoardRow } from '../../../shared/schedule-board';
import { cn } from '../../lib/utils';
import { GuardHours } from './guard-hours';
import { CHIP_PITCH, ShiftChip } from './shift-chip';

/** The grid's columns: the row's header, then Monday to Sunday. */
export const GRID_COLUMNS_CLASS = 'grid grid-cols-[minmax(9rem,13rem)_repeat(7,minmax(0,1fr))]';

const ROW_PADDING = 13;
/** Room for a post's name on two lines and its dept code, in a row without chips. */
const EMPTY_ROW_CONTENT = 58;
const ADD_ROOM = 28;

/** A row's height from its busiest cell: every chip shows, none scrolls inside a cell. */
export function rowHeight(row: BoardRow, canAdd: boolean): number {
  const most = Math.max(0, ...row.cells.map((cell) => cell.length));
  // Never lower than the post's two-line name and code need.
  const chips = Math.max(EMPTY_ROW_CONTENT, most * CHIP_PITCH - 4);
  return ROW_PADDING + chips + (canAdd && most > 0 ? ADD_ROOM : 0);
}

interface GridRowProps {
  row: BoardRow;
  index: number;
  top: number;
  height: number;
  days: readonly string[];
  /** Day titles for names read aloud, e.g. 'Mon, Nov 23'. */
  dayNames: readonly string[];
  today: string;
  /** The column that holds the grid's tab stop when it is in this row, else -1. */
  activeCol: number;
  canAdd: boolean;
  onOpen: (chip: BoardChip) => void;
  onAdd: (postId: string, date: string) => void;
}

/** One row of the week board: its post (or guard) and seven cells of chips. */
export const ScheduleGridRow = memo(function ScheduleGridRow(props: GridRowProps) {
  const { row, index, top, height, days, dayNames, today, activeCol, canAdd, onOpen, onAdd } =
    props;
  const adds = canAdd && row.postId !== null;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={cn(GRID_COLUMNS_CLASS, 'absolute inset-x-0 border-b border-border')}
      style={{ top, height }}
    >
      <div
        role="rowheader"
        data-row={index}
        data-col={0}
        tabIndex={activeCol === 0 ? 0 : -1}
        className="flex min-w-0 flex-col gap-0.5 px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        {/* Two lines, not one cut short (issue #31): 'Cedar Park Mixed-Use Site' reads whole. */}
        <span
          className="line-clamp-2 text-sm leading-tight font-medium break-words"
          title={row.title}
        >
          {row.title}
        </span>
        {row.subtitle ? (
          <span className="truncate font-mono text-xs text-muted-foreground">{row.subtitle}</span>
        ) : null}
        {row.hours ? <GuardHours hours={row.hours} /> : null}
      </div>
      {row.cells.map((chips, day) => {
        const date = days[day] ?? '';
        const where = `${row.title}, ${dayNames[day] ?? ''}`;
        const dailyOvertime = row.hours?.overtimeDays.includes(day) ? row.hours.dailyNote : null;
        return (
          <div
            key={date}
            role="gridcell"
            data-row={index}
            data-col={day + 1}
            tabIndex={activeCol === day + 1 ? 0 : -1}
            title={dailyOvertime ?? undefined}
            className={cn(
              'flex min-w-0 flex-col gap-1 border-l border-border p-1.5 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
              date === today && 'bg-accent/40',
              dailyOvertime && 'bg-warning/15 shadow-[inset_0_-3px_0_var(--color-warning)]',
            )}
          >
            {dailyOvertime ? <span className="sr-only">{dailyOvertime}</span> : null}
            {chips.map((chip) => (
              <ShiftChip
                key={chip.shift.id}
                chip={chip}
                context={where}
                onOpen={() => onOpen(chip)}
              />
            ))}
            {adds && row.postId ? (
              <AddButton
                label={`Add request at ${where}`}
                fill={chips.length === 0}
                onClick={() => onAdd(row.postId ?? '', date)}
              />
            ) : chips.length === 0 ? (
              <span className="sr-only">No requests</span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
});

/** A cell's add affordance: the whole of an empty cell, a slim 'Add' under a cell's chips. */
function AddButton({
  label,
  fill,
  onClick,
}: {
  label: string;
  fill: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-label={label}
      title={label}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
      className={cn(
        'group flex w-full items-center justify-center gap-1 rounded-md text-xs text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring',
        fill ? 'h-full min-h-10' : 'h-6',
      )}
    >
      <Plus
        aria-hidden="true"
        className={cn(
          'size-3.5',
          fill && 'opacity-0 group-hover:opacity-100 group-focus:opacity-100',
        )}
      />
      <span className={cn(fill && 'sr-only')}>Add</span>
    </button>
  );
}
