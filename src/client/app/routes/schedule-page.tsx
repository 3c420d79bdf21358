import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { localIsoDate } from '../../../shared/calendar';
import type { CoverageRequest } from '../../../shared/coverage-requests';
import { can } from '../../../shared/permissions';
import { boardRows, type BoardChip, type BoardView } from '../../../shared/schedule-board';
import { canStillBeFilled, localTimeZone } from '../../../shared/shift-phase';
import { lazyDialog } from '../../components/lazy-dialog';
import { PageHeader } from '../../components/page-header';
import { useMe } from '../../lib/session';
import { useDialogState } from '../../lib/use-dialog-state';
import { useScheduleWeek } from '../../features/schedule/api';
import { callOutShiftOf } from '../../components/request-call-out-entry';
import { boardRequest } from '../../features/schedule/board-request';
import { ScheduleBoard } from '../../features/schedule/schedule-board';
import { ScheduleToolbar } from '../../features/schedule/schedule-toolbar';
import { useWeekParam } from '../../lib/use-week-param';
import { WeekNavigator } from '../../components/week-navigator';

const CoverageRequestDialog = lazyDialog(() =>
  import('../../features/coverage-requests/coverage-request-dialog').then(
    (m) => m.CoverageRequestDialog,
  ),
);
const RequestViewDialog = lazyDialog(() =>
  import('../../features/schedule/request-view-dialog').then((m) => m.RequestViewDialog),
);
const FindCoverDialog = lazyDialog(() =>
  import('../../features/shift-offers/find-cover-dialog').then((m) => m.FindCoverDialog),
);
const OfficeCallOutDialog = lazyDialog(() =>
  import('../../features/shift-offers/office-call-out-dialog').then((m) => m.OfficeCallOutDialog),
);

interface EditorItem {
  request: CoverageRequest | null;
  defaultLocationId?: string | undefined;
  defaultDate?: string | undefined;
}

/** A request as Find cover takes it: open (the chip says so). */
const findCoverShift = (request: CoverageRequest) => ({ ...request, takenBy: null });

/**
 * /schedule (issue #22): the week's requests by post and day (or by guard), for the office and,
 * for their own posts, customers. A chip opens the request (to edit, for those who may); an open
 * one opens Find cover for the office (issue #30), which leads on to the edit form; an empty
 * cell adds one there.
 */
export function SchedulePage() {
  const role = useMe().data?.role;
  const canCreate = can(role, 'coverage:create');
  const canEdit = can(role, 'coverage:edit');
  const canOffer = can(role, 'offers:manage');
  const canCallOut = can(role, 'call-outs:record');
  const { week, current, setWeek } = useWeekParam();
  const board = useScheduleWeek(week);
  const [view, setView] = useState<BoardView>('posts');
  const [filter, setFilter] = useState('');
  const editor = useDialogState<EditorItem>();
  const viewer = useDialogState<CoverageRequest>();
  const finder = useDialogState<CoverageRequest>();
  const callingOut = useDialogState<CoverageRequest>();
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
        // A shift that ended without a guard cannot be offered any more (issue #39).
        const fillable = canStillBeFilled(request, new Date(), localTimeZone());
        if (chip.open && canOffer && fillable) finder.show(request);
        else if (canEdit) editor.show({ request });
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
        <WeekNavigator
          week={week}
          current={current}
          onChange={setWeek}
          titleId="schedule-week-title"
        />
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
          onCallOut={canCallOut ? callingOut.show : undefined}
        />
      ) : null}
      <RequestViewDialog
        open={viewer.open}
        onOpenChange={viewer.onOpenChange}
        request={viewer.item}
        showHistory={can(role, 'coverage:history')}
        onCallOut={canCallOut ? callingOut.show : undefined}
      />
      {canOffer ? (
        <FindCoverDialog
          open={finder.open}
          onOpenChange={finder.onOpenChange}
          shift={finder.item && findCoverShift(finder.item)}
          onEdit={
            canEdit
              ? () => {
                  const request = finder.item;
                  finder.onOpenChange(false);
                  if (request) editor.show({ request });
                }
              : undefined
          }
        />
      ) : null}
      {canCallOut ? (
        <OfficeCallOutDialog
          open={callingOut.open}
          onOpenChange={callingOut.onOpenChange}
          shift={callOutShiftOf(callingOut.item)}
          // The request's own dialog shows it as it was: it closes too.
          onDone={() => {
            editor.onOpenChange(false);
            viewer.onOpenChange(false);
          }}
        />
      ) : null}
    </div>
  );
}
