import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { chipAttendance, type ChipAttendance } from '../../../shared/board-attendance';
import type { ScheduleShift, ScheduleWeek } from '../../../shared/schedule';
import {
  boardCounts,
  chipUncovered,
  type BoardChip,
  type BoardRow,
} from '../../../shared/schedule-board';
import { localTimeZone } from '../../../shared/shift-phase';
import { useNow } from '../../lib/use-now';

/**
 * A minute: late and a no-show turn at their minute with no write (issue #33), and an open shift
 * turns uncovered at its end (issue #39).
 */
const EVERY_MINUTE = 60_000;

interface BoardClock {
  week: Pick<ScheduleWeek, 'days' | 'timeZone' | 'attendanceRules'>;
  now: Date;
}

const BoardClockContext = createContext<BoardClock | null>(null);

/** The board's week and the time, renewed every minute, for its chips' attendance and status. */
export function BoardClockProvider({
  week,
  children,
}: {
  week: BoardClock['week'];
  children: ReactNode;
}) {
  const now = useNow(EVERY_MINUTE);
  const value = useMemo(() => ({ week, now }), [week, now]);
  return <BoardClockContext value={value}>{children}</BoardClockContext>;
}

/** What a chip says of its shift's attendance now (board-attendance.ts). */
export function useChipAttendance(shift: ScheduleShift): ChipAttendance | null {
  const clock = useContext(BoardClockContext);
  if (!clock) return null;
  const date = clock.week.days[shift.day];
  return date === undefined ? null : chipAttendance(shift, date, clock.week, clock.now);
}

/** Whether a chip's request ended without a guard by now (issue #39), in the browser's zone. */
export function useChipUncovered(chip: BoardChip): boolean {
  const clock = useContext(BoardClockContext);
  if (!clock) return false;
  const date = clock.week.days[chip.shift.day];
  return date !== undefined && chipUncovered(chip, date, clock.now, localTimeZone());
}

/** The rows' requests now: how many, how many open (not ended) and uncovered. */
export function useBoardCounts(rows: readonly BoardRow[]) {
  const clock = useContext(BoardClockContext);
  const days = clock?.week.days;
  const now = clock?.now;
  return useMemo(
    () => boardCounts(rows, days ?? [], now ?? new Date(), localTimeZone()),
    [rows, days, now],
  );
}
