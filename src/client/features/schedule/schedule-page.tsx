import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { localIsoDate } from '../../../shared/calendar';
import type { CoverageRequest } from '../../../shared/coverage-requests';
import { can } from '../../../shared/permissions';
import { boardRows, type BoardChip, type BoardView } from '../../../shared/schedule-board';
import { lazyDialog } from '../../components/lazy-dialog';
import { PageHeader } from '../../components/page-header';
import { useMe } from '../../lib/session';
import { useDialogState } from '../../lib/use-dialog-state';
import { useScheduleWeek } from './api';
import { boardRequest } from './board-request';
import { ScheduleBoard } from './schedule-board';
import { ScheduleToolbar } from './schedule-toolbar';
import { useBoardWeek } from './use-board-week';
import { WeekNavigator } from './week-navigator';

const CoverageRequestDialog = lazyDialog(() =>
  import('../coverage-requests/coverage-request-dialog').then((m) => m.CoverageRequestDialog),
);
const RequestViewDialog = lazyDialog(() =>
  import('./request-view-dialog').then((m) => m.RequestViewDialog),
);

interface EditorItem {
  request: CoverageRequest | null;
  defaultLocationId?: string | undefined;
  defaultDate?: string | undefined;
}

/**
 * /schedule (issue #22): the week's requests by post and day (or by guard), for the office and,
 * for their own posts, customers. A chip opens the request (to edit, for those who may); an empty
 * cell adds one there.
 */
export function SchedulePage() {
  const role = useMe().data?.role;
  const canCreate = can(role, 'coverage:create');
  const canEdit = can(role, 'coverage:edit');
  const { week, current, setWeek } = useBoardWeek();
  const board = useScheduleWeek(week);
  const [view, setView] = useState<BoardView>('posts');
  const [filter, setFilter] = useState('');
  const editor = useDialogState<EditorItem>();
  const viewer = useDialogState<CoverageRequest>();
  const today = localIsoDate(new Date());
  const data = board.data;
  const rows = useMemo(() => (data ? boardRows(data, view, filter) : []), [data, view, filter]);

  // The grid's rows are memoised: they get callbacks that stay the same while what they do changes.
  const actions = useRef<{
    open: (chip: BoardChip) => void;
    add: (postId: string | undefined, date: string) => void;
  } | null>(null);
  useLayoutEffect(() => {
    actions.current = {
      open(chip) {
        const request = data ? boardRequest(data, chip.shift) : null;
        if (!request) return;
        if (canEdit) editor.show({ request });
        else viewer.show(request);
      },
      add(postId, date) {
        editor.show({ request: null, defaultLocationId: postId, defaultDate: date });
      },
    };
  });
  const handleOpen = useCallback((chip: BoardChip) => actions.current?.open(chip), []);
  const handleAdd = useCallback(
    (postId: string | undefined, date: string) => actions.current?.add(postId, date),
    [],
  );

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Schedule"
        description={
          can(role, 'coverage:view-all')
            ? 'Every post’s coverage requests, week by week.'
            : 'Your posts’ coverage requests, week by week.'
        }
      />
      <section aria-labelledby="schedule-week-title" className="flex flex-col gap-4">
        <WeekNavigator week={week} current={current} onChange={setWeek} />
        <ScheduleToolbar
          filter={filter}
          onFilterChange={setFilter}
          view={view}
          onViewChange={setView}
        />
        <ScheduleBoard
          query={board}
          rows={rows}
          view={view}
          filter={filter}
          today={today}
          canAdd={canCreate && view === 'posts'}
          onOpen={handleOpen}
          onAdd={handleAdd}
        />
      </section>
      {canCreate || canEdit ? (
        <CoverageRequestDialog
          open={editor.open}
          onOpenChange={editor.onOpenChange}
          request={editor.item?.request ?? null}
          defaultLocationId={editor.item?.defaultLocationId}
          defaultDate={editor.item?.defaultDate}
        />
      ) : null}
      <RequestViewDialog
        open={viewer.open}
        onOpenChange={viewer.onOpenChange}
        request={viewer.item}
        showHistory={can(role, 'coverage:history')}
      />
    </div>
  );
}
