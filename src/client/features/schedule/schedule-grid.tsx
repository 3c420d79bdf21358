import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { formatMonthDay } from '../../../shared/date-format';
import { weekdayName } from '../../../shared/iso-week';
import type { BoardChip, BoardRow } from '../../../shared/schedule-board';
import { cn } from '../../lib/utils';
import { moveInGrid, type GridPosition } from './grid-navigation';
import { GRID_COLUMNS_CLASS, rowHeight, ScheduleGridRow } from './schedule-grid-row';
import { rowOffsets, visibleRows } from './virtual-rows';

const HEADER_HEIGHT = 48;
/** Rows drawn beyond the viewport on each side, so a quick scroll shows no blank. */
const OVERSCAN = 4;

interface ScheduleGridProps {
  rows: BoardRow[];
  days: readonly string[];
  /** The first column's title: 'Post' or 'Guard'. */
  rowLabel: string;
  today: string;
  canAdd: boolean;
  onOpen: (chip: BoardChip) => void;
  onAdd: (postId: string, date: string) => void;
}

/** Moves focus among the buttons of a cell (its chips and Add): Up and Down, Escape leaves. */
function moveInCell(event: KeyboardEvent, cell: HTMLElement, target: HTMLElement): boolean {
  const buttons = [...cell.querySelectorAll<HTMLElement>('button')];
  const at = buttons.indexOf(target);
  if (event.key === 'Escape') {
    cell.focus();
    return true;
  }
  const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
  if (step === 0 || at < 0) return false;
  buttons[Math.min(Math.max(at + step, 0), buttons.length - 1)]?.focus();
  return true;
}

/**
 * The week as a grid (WAI-ARIA grid: one tab stop, arrows move between cells, Enter opens a
 * cell's request or adds one to an empty cell, F2 moves into a cell's chips). Only the rows in
 * view are drawn (virtual-rows.ts); the row holding the tab stop is always drawn too.
 */
export function ScheduleGrid({
  rows,
  days,
  rowLabel,
  today,
  canAdd,
  onOpen,
  onAdd,
}: ScheduleGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(800);
  const [active, setActive] = useState<GridPosition>({ row: 0, col: 1 });
  const focusWanted = useRef(false);
  const offsets = useMemo(
    () => rowOffsets(rows.map((row) => rowHeight(row, canAdd))),
    [rows, canAdd],
  );
  const dayNames = useMemo(
    () => days.map((day, index) => `${weekdayName(index)}, ${formatMonthDay(day)}`),
    [days],
  );
  const at = { row: Math.min(active.row, Math.max(rows.length - 1, 0)), col: active.col };
  const [start, end] = visibleRows(offsets, scrollTop, viewport - HEADER_HEIGHT, OVERSCAN);
  const drawn: number[] = [];
  for (let index = start; index < end; index += 1) drawn.push(index);
  if (rows.length > 0 && (at.row < start || at.row >= end)) drawn.push(at.row);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setViewport(element.clientHeight));
    observer.observe(element);
    setViewport(element.clientHeight);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!focusWanted.current) return;
    focusWanted.current = false;
    scrollRef.current
      ?.querySelector<HTMLElement>(`[data-row="${String(at.row)}"][data-col="${String(at.col)}"]`)
      ?.focus({ preventScroll: true });
  }, [at.row, at.col]);

  const moveTo = (next: GridPosition) => {
    const element = scrollRef.current;
    if (element) {
      const top = offsets[next.row] ?? 0;
      const bottom = offsets[next.row + 1] ?? top;
      const room = element.clientHeight - HEADER_HEIGHT;
      if (top < element.scrollTop) element.scrollTop = top;
      else if (bottom > element.scrollTop + room) element.scrollTop = bottom - room;
    }
    focusWanted.current = true;
    setActive(next);
    // The same cell again (an edge): focus it now, no render will.
    if (next.row === at.row && next.col === at.col) {
      focusWanted.current = false;
      element
        ?.querySelector<HTMLElement>(
          `[data-row="${String(next.row)}"][data-col="${String(next.col)}"]`,
        )
        ?.focus({ preventScroll: true });
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-row]');
    if (!cell) return;
    const position = { row: Number(cell.dataset.row), col: Number(cell.dataset.col) };
    if (target !== cell) {
      if (moveInCell(event, cell, target)) event.preventDefault();
      return;
    }
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'F2') {
      event.preventDefault();
      const buttons = [...cell.querySelectorAll<HTMLElement>('button')];
      const chips = buttons.filter((button) => button.dataset.chip !== undefined);
      if (event.key !== 'F2' && chips.length === 1) chips[0]?.click();
      else if (event.key !== 'F2' && buttons.length === 1) buttons[0]?.click();
      else buttons[0]?.focus();
      return;
    }
    const next = moveInGrid(position, event.key, rows.length, event.ctrlKey || event.metaKey);
    if (!next) return;
    event.preventDefault();
    moveTo(next);
  };

  // Focus landing anywhere in a cell (a click, a chip) makes that cell the grid's tab stop.
  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-row]');
    if (!cell) return;
    const row = Number(cell.dataset.row);
    const col = Number(cell.dataset.col);
    if (row !== active.row || col !== active.col) setActive({ row, col });
  };

  return (
    <div
      ref={scrollRef}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      className="relative max-h-[max(24rem,calc(100dvh-17rem))] overflow-auto rounded-lg border border-border bg-card"
    >
      <div
        role="grid"
        aria-labelledby="schedule-week-title"
        aria-describedby="schedule-keys"
        aria-rowcount={rows.length + 1}
        aria-colcount={8}
        onKeyDown={handleKeyDown}
        onFocus={handleFocus}
        className="min-w-[56rem]"
      >
        <div role="rowgroup" className="sticky top-0 z-10">
          <div
            role="row"
            aria-rowindex={1}
            className={cn(GRID_COLUMNS_CLASS, 'border-b border-border bg-muted')}
            style={{ height: HEADER_HEIGHT }}
          >
            <div role="columnheader" className="flex items-center px-3 text-sm font-semibold">
              {rowLabel}
            </div>
            {days.map((day, index) => (
              <div
                key={day}
                role="columnheader"
                className={cn(
                  'flex flex-col justify-center border-l border-border px-2 text-sm leading-tight',
                  day === today && 'bg-accent text-accent-foreground',
                )}
              >
                <span className="font-semibold">{weekdayName(index)}</span>
                <span className="text-xs text-muted-foreground">
                  {formatMonthDay(day)}
                  {day === today ? ' · Today' : ''}
                </span>
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" className="relative" style={{ height: offsets.at(-1) ?? 0 }}>
          {drawn.map((index) => {
            const row = rows[index];
            if (!row) return null;
            return (
              <ScheduleGridRow
                key={row.key}
                row={row}
                index={index}
                top={offsets[index] ?? 0}
                height={(offsets[index + 1] ?? 0) - (offsets[index] ?? 0)}
                days={days}
                dayNames={dayNames}
                today={today}
                activeCol={index === at.row ? at.col : -1}
                canAdd={canAdd}
                onOpen={onOpen}
                onAdd={onAdd}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}
