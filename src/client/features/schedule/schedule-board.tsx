import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarRange, SearchX, Users } from 'lucide-react';
import { useState } from 'react';
import type { BoardChip, BoardRow, BoardView } from '../../../shared/schedule-board';
import type { ScheduleWeek } from '../../../shared/schedule';
import { EmptyState, LoadError } from '../../components/list-states';
import { Skeleton } from '../../components/ui/skeleton';
import { openCountText } from '../../../shared/uncovered';
import { BoardClockProvider, useBoardCounts } from './attendance-clock';
import { requestCount, ScheduleDayList } from './schedule-day-list';
import { ScheduleGrid } from './schedule-grid';
import { useWideScreen } from './use-wide-screen';

interface ScheduleBoardProps {
  query: UseQueryResult<ScheduleWeek>;
  rows: BoardRow[];
  view: BoardView;
  filter: string;
  today: string;
  canAdd: boolean;
  onOpen: (chip: BoardChip) => void;
  onAdd: (postId: string | undefined, date: string) => void;
}

/** The week's board, or what to show instead: loading, the error, no posts, no match. */
export function ScheduleBoard(props: ScheduleBoardProps) {
  const { query, rows, view, filter, today, canAdd, onOpen, onAdd } = props;
  const wide = useWideScreen();
  const [chosenDay, setChosenDay] = useState<number | null>(null);
  const data = query.data;

  if (query.isError && !data) {
    return (
      <LoadError
        title="Could not load the schedule"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!data) {
    return (
      <div aria-busy="true" aria-label="Loading the schedule" className="flex flex-col gap-2">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-14 w-full" />
        ))}
      </div>
    );
  }

  const stale = query.isPlaceholderData;
  const todayIndex = data.days.indexOf(today);
  const day = chosenDay ?? (todayIndex >= 0 ? todayIndex : 0);

  let body;
  if (data.posts.length === 0) {
    body = (
      <EmptyState icon={CalendarRange} title="No posts to show">
        <p className="text-sm text-muted-foreground">
          {canAdd
            ? 'Posts appear here once they have coverage requests. Add one to start.'
            : 'Posts appear here once they are added.'}
        </p>
      </EmptyState>
    );
  } else if (rows.length === 0) {
    body =
      view === 'guards' && !filter.trim() ? (
        <EmptyState icon={Users} title="No guards booked this week" />
      ) : (
        <EmptyState icon={SearchX} title={`Nothing matches “${filter.trim()}”`} />
      );
  } else if (wide) {
    body = (
      <ScheduleGrid
        rows={rows}
        days={data.days}
        rowLabel={view === 'guards' ? 'Guard' : 'Post'}
        today={today}
        canAdd={canAdd}
        onOpen={onOpen}
        onAdd={onAdd}
      />
    );
  } else {
    body = (
      <ScheduleDayList
        rows={rows}
        days={data.days}
        day={day}
        onDayChange={setChosenDay}
        today={today}
        canAdd={canAdd}
        onOpen={onOpen}
        onAdd={onAdd}
      />
    );
  }

  return (
    <div
      aria-busy={stale}
      className={`flex flex-col gap-2 transition-opacity ${stale ? 'opacity-60' : ''}`}
    >
      <BoardClockProvider week={data}>
        <BoardCountsLine rows={rows} view={view} />
        {body}
      </BoardClockProvider>
      {wide && rows.length > 0 ? (
        <p id="schedule-keys" className="text-xs text-muted-foreground">
          Arrow keys move between cells; Enter opens a request or adds one to an empty cell; F2
          moves into a cell’s requests, Escape back out.
        </p>
      ) : null}
    </div>
  );
}

/** '42 requests, 3 open · 2 uncovered': the board's counts, read again with the clock. */
function BoardCountsLine({ rows, view }: { rows: BoardRow[]; view: BoardView }) {
  const { total, open, uncovered } = useBoardCounts(rows);
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      {`${requestCount(total)}, ${openCountText(open, uncovered) || '0 open'}`}
      {view === 'guards' ? ` \u00b7 ${String(rows.length)} guards booked` : ''}
    </p>
  );
}
