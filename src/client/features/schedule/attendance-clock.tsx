import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { chipAttendance, type ChipAttendance } from '../../../shared/board-attendance';
import type { ScheduleShift, ScheduleWeek } from '../../../shared/schedule';
import { useNow } from '../../lib/use-now';

/** A minute: late and a no-show turn at their minute with no write (issue #33). */
const EVERY_MINUTE = 60_000;

interface BoardClock {
  week: Pick<ScheduleWeek, 'days' | 'timeZone' | 'attendanceRules'>;
  now: Date;
}

const BoardClockContext = createContext<BoardClock | null>(null);

/** The board's week and the time, renewed every minute, for its chips' attendance. */
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
