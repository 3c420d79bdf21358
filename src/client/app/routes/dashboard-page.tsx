import type { CoverageRequest } from '../../../shared/coverage-requests';
import type { Location } from '../../../shared/locations';
import { can } from '../../../shared/permissions';
import { lazyDialog } from '../../components/lazy-dialog';
import { PageHeader } from '../../components/page-header';
import { useMe } from '../../lib/session';
import { useDialogState } from '../../lib/use-dialog-state';
import { DashboardLocations } from '../../features/coverage-requests/dashboard-locations';
import {
  monthBoardHref,
  useDashboardMonth,
} from '../../features/coverage-requests/dashboard-month';
import { MonthNavigator } from '../../features/coverage-requests/month-navigator';
import { QuickActions } from '../../features/coverage-requests/quick-actions';
import { callOutShiftOf } from '../../components/request-call-out-entry';

const CoverageRequestDialog = lazyDialog(() =>
  import('../../features/coverage-requests/coverage-request-dialog').then(
    (m) => m.CoverageRequestDialog,
  ),
);
const ImportCoverageDialog = lazyDialog(() =>
  import('../../features/coverage-requests/import-coverage-dialog').then(
    (m) => m.ImportCoverageDialog,
  ),
);
const LocationRequestsDialog = lazyDialog(() =>
  import('../../features/coverage-requests/location-requests-dialog').then(
    (m) => m.LocationRequestsDialog,
  ),
);
const GuardDialog = lazyDialog(() =>
  import('../../components/guard-editor/guard-dialog').then((m) => m.GuardDialog),
);
const OfficeCallOutDialog = lazyDialog(() =>
  import('../../features/shift-offers/office-call-out-dialog').then((m) => m.OfficeCallOutDialog),
);
const ReportCallOutDialog = lazyDialog(() =>
  import('../../features/shift-offers/report-call-out-dialog').then((m) => m.ReportCallOutDialog),
);

interface EditorItem {
  request: CoverageRequest | null;
  defaultLocationId?: string | undefined;
}

/** /: the month's coverage requests per location, with the quick actions a role may use. */
export function DashboardPage() {
  const { data: me } = useMe();
  const role = me?.role;
  const canCreate = can(role, 'coverage:create');
  const canEdit = can(role, 'coverage:edit');
  const canCallOut = can(role, 'call-outs:record');
  const { month, current, setMonth } = useDashboardMonth();
  const editor = useDialogState<EditorItem>();
  const importing = useDialogState();
  const addingGuard = useDialogState();
  const viewing = useDialogState<Location>();
  const callingOut = useDialogState<CoverageRequest>();
  const reporting = useDialogState();

  const openAdd = (defaultLocationId?: string) => editor.show({ request: null, defaultLocationId });
  // From Add Coverage: a call-out is not a new request; the add dialog gives way to the report.
  const reportCallOut = () => {
    editor.onOpenChange(false);
    reporting.show();
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Coverage" description="Coverage requests by location and month." />
      <QuickActions
        role={role}
        onAddCoverage={() => openAdd()}
        onImport={() => importing.show()}
        onAddGuard={() => addingGuard.show()}
        onReportCallOut={() => reporting.show()}
      />
      <section aria-labelledby="dashboard-month-title" className="flex flex-col gap-4">
        <MonthNavigator month={month} current={current} onChange={setMonth} />
        <DashboardLocations
          month={month}
          canManageLocations={can(role, 'locations:manage')}
          onSelect={viewing.show}
          onAddFirst={canCreate ? () => openAdd() : undefined}
          openShiftsHref={
            can(role, 'offers:manage')
              ? (locationId: string) => monthBoardHref(month, locationId)
              : undefined
          }
        />
      </section>

      <LocationRequestsDialog
        open={viewing.open}
        onOpenChange={viewing.onOpenChange}
        location={viewing.item}
        month={month}
        onAdd={canCreate ? openAdd : undefined}
        onEdit={canEdit ? (request) => editor.show({ request }) : undefined}
        onCallOut={canCallOut ? callingOut.show : undefined}
      />
      {canCreate || canEdit ? (
        <CoverageRequestDialog
          open={editor.open}
          onOpenChange={editor.onOpenChange}
          request={editor.item?.request ?? null}
          defaultLocationId={editor.item?.defaultLocationId}
          onCallOut={canCallOut ? callingOut.show : undefined}
          onReportCallOut={canCallOut ? reportCallOut : undefined}
        />
      ) : null}
      {canCallOut ? (
        <>
          <OfficeCallOutDialog
            open={callingOut.open}
            onOpenChange={callingOut.onOpenChange}
            shift={callOutShiftOf(callingOut.item)}
            // The edit dialog's request changed under it: it closes too.
            onDone={() => editor.onOpenChange(false)}
          />
          <ReportCallOutDialog open={reporting.open} onOpenChange={reporting.onOpenChange} />
        </>
      ) : null}
      {can(role, 'coverage:import') ? (
        <ImportCoverageDialog open={importing.open} onOpenChange={importing.onOpenChange} />
      ) : null}
      {can(role, 'guards:manage') ? (
        <GuardDialog open={addingGuard.open} onOpenChange={addingGuard.onOpenChange} guard={null} />
      ) : null}
    </div>
  );
}
