import { useState } from 'react';
import type { CoverageRequest } from '../../../shared/coverage-requests';
import type { Location } from '../../../shared/locations';
import { can } from '../../../shared/permissions';
import { GuardDialog } from '../../components/guard-editor/guard-dialog';
import { PageHeader } from '../../components/page-header';
import { useMe } from '../../lib/session';
import { CoverageRequestDialog } from './coverage-request-dialog';
import { DashboardLocations } from './dashboard-locations';
import { useDashboardMonth } from './dashboard-month';
import { useReturnFocus } from './dashboard-return-focus';
import { ImportCoverageDialog } from './import-coverage-dialog';
import { LocationRequestsDialog } from './location-requests-dialog';
import { MonthNavigator } from './month-navigator';
import { QuickActions } from './quick-actions';

interface EditorState {
  open: boolean;
  request: CoverageRequest | null;
  defaultLocationId?: string;
}

/** /: the month's coverage requests per location, with the quick actions a role may use. */
export function DashboardPage() {
  const { data: me } = useMe();
  const role = me?.role;
  const canCreate = can(role, 'coverage:create');
  const canEdit = can(role, 'coverage:edit');
  const { month, current, setMonth } = useDashboardMonth();
  const [editor, setEditor] = useState<EditorState>({ open: false, request: null });
  const [importing, setImporting] = useState(false);
  const [addingGuard, setAddingGuard] = useState(false);
  const [viewing, setViewing] = useState<{ open: boolean; location: Location | null }>({
    open: false,
    location: null,
  });

  useReturnFocus(editor.open);
  useReturnFocus(importing);
  useReturnFocus(addingGuard);
  useReturnFocus(viewing.open);

  const openAdd = (defaultLocationId?: string) =>
    setEditor({ open: true, request: null, defaultLocationId });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Coverage" description="Coverage requests by location and month." />
      <QuickActions
        role={role}
        onAddCoverage={() => openAdd()}
        onImport={() => setImporting(true)}
        onAddGuard={() => setAddingGuard(true)}
      />
      <section aria-labelledby="dashboard-month-title" className="flex flex-col gap-4">
        <MonthNavigator month={month} current={current} onChange={setMonth} />
        <DashboardLocations
          month={month}
          canManageLocations={can(role, 'locations:manage')}
          onSelect={(location) => setViewing({ open: true, location })}
          onAddFirst={canCreate ? () => openAdd() : undefined}
        />
      </section>

      <LocationRequestsDialog
        open={viewing.open}
        onOpenChange={(open) => setViewing((state) => ({ ...state, open }))}
        location={viewing.location}
        month={month}
        onAdd={canCreate ? openAdd : undefined}
        onEdit={canEdit ? (request) => setEditor({ open: true, request }) : undefined}
      />
      {canCreate || canEdit ? (
        <CoverageRequestDialog
          open={editor.open}
          onOpenChange={(open) => setEditor((state) => ({ ...state, open }))}
          request={editor.request}
          defaultLocationId={editor.defaultLocationId}
        />
      ) : null}
      {can(role, 'coverage:import') ? (
        <ImportCoverageDialog open={importing} onOpenChange={setImporting} />
      ) : null}
      {can(role, 'guards:manage') ? (
        <GuardDialog open={addingGuard} onOpenChange={setAddingGuard} guard={null} />
      ) : null}
    </div>
  );
}
