import { Download, Plus, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { localIsoDate } from '../../../shared/calendar';
import { cardStatus } from '../../../shared/guard-card';
import { guardExportCsv, guardExportFileName } from '../../../shared/guard-export';
import type { Guard, GuardListItem } from '../../../shared/guards';
import { can } from '../../../shared/permissions';
import { formatPhone, type CountryCode } from '../../../shared/phone';
import { LoadError } from '../../components/list-states';
import { GuardDialog } from '../../components/guard-editor/guard-dialog';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useMe } from '../../lib/session';
import { useGuards } from '../../lib/queries/guards';
import { useSmsSettings } from '../../lib/queries/sms';
import { saveFile } from '../../lib/save-file';
import { toast } from '../../lib/toast';
import { useDialogState } from '../../lib/use-dialog-state';
import { DeleteGuardDialog } from './delete-guard-dialog';
import {
  byFirstName,
  CARDS_ATTENTION,
  CARDS_PARAM,
  countNeedingAttention,
  matchesSearch,
  needsAttention,
} from './guard-filters';
import { GuardsEmpty } from './guards-list-states';
import { GuardsTable, GuardsTableSkeleton } from './guards-table';
import { CardAttentionSummary, GuardSearch } from './guards-toolbar';
import { ImportGuardsDialog } from './import-guards-dialog';
import { useGuardAccounts } from './invite-api';
import { InviteGuardDialog } from './invite-guard-dialog';
import { useGuardNumbers } from './numbers-api';
import { NUMBERS_PARAM, NUMBERS_TO_FIX, NumbersToFixSummary } from './numbers-summary';
import { NUMBERS_SHARED, SharedNumbersNotice } from './shared-numbers-notice';
import { TextInviteDialog } from './text-invite-dialog';

/** /guards: the guard roster, with guard-card expiry at a glance. */
export function GuardsPage() {
  const { data: me } = useMe();
  const manage = can(me?.role, 'guards:manage');
  const inviter = can(me?.role, 'guards:invite');
  const accounts = useGuardAccounts(inviter);
  const inviting = useDialogState<Guard>();
  const texting = useDialogState<Guard>();
  const settings = useSmsSettings();
  const numbers = useGuardNumbers(true);
  const region = (settings.data?.phoneRegion ?? 'US') as CountryCode;
  const { data, isPending, isError, error, refetch } = useGuards();
  const [searchParams] = useSearchParams();
  const attentionOnly = searchParams.get(CARDS_PARAM) === CARDS_ATTENTION;
  const numbersToFix = searchParams.get(NUMBERS_PARAM) === NUMBERS_TO_FIX;
  const numbersShared = searchParams.get(NUMBERS_PARAM) === NUMBERS_SHARED;
  const notes = numbers.data?.notes;
  const [query, setQuery] = useState('');
  const editor = useDialogState<GuardListItem>();
  const deleting = useDialogState<Guard>();
  const [importing, setImporting] = useState(false);
  // Calendar dates are the browser's local dates (DECISIONS.md).
  const today = localIsoDate(new Date());

  const all = useMemo(() => (data ? [...data].sort(byFirstName) : []), [data]);
  const shown = all.filter(
    (guard) =>
      matchesSearch(guard, query) &&
      (!attentionOnly || needsAttention(cardStatus(guard.expDate, today))) &&
      (!numbersToFix || Boolean(notes?.get(guard.id)?.toFix)) &&
      (!numbersShared || Boolean(notes?.get(guard.id)?.sharedWith)),
  );
  // 'Text the link' needs texts on, and a number they can reach (issue #30).
  const canTextInvite = (guard: Guard) => {
    const note = notes?.get(guard.id);
    return (
      Boolean(settings.data?.provider && guard.contactNumber) &&
      !note?.toFix &&
      !note?.optedOutSince
    );
  };
  /** Every guard, with their qualifications, as a CSV the import reads back (issue #32). */
  const handleExport = () => {
    const csv = guardExportCsv(all, (e164) => formatPhone(e164, region));
    // The byte-order mark makes Excel read accented names as UTF-8.
    saveFile(
      new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }),
      guardExportFileName(today),
    );
    toast.success('CSV exported successfully');
  };
  /** A guard named in the shared numbers' notice: their form, where the number is fixed. */
  const openGuard = (guardId: string) => {
    const guard = all.find((one) => one.id === guardId);
    if (guard) editor.show(guard);
  };
  const toFixCount = [...(notes?.values() ?? [])].filter((note) => note.toFix).length;

  let body;
  if (isPending) body = <GuardsTableSkeleton />;
  else if (isError)
    body = (
      <LoadError
        title="Could not load guards"
        message={error.message}
        onRetry={() => void refetch()}
      />
    );
  else if (shown.length === 0) body = <GuardsEmpty total={all.length} query={query} />;
  else {
    body = (
      <GuardsTable
        guards={shown}
        today={today}
        onEdit={manage ? editor.show : undefined}
        onDelete={manage ? deleting.show : undefined}
        accounts={accounts.data}
        onInvite={inviter ? inviting.show : undefined}
        numbers={notes}
        showNumberProblems={numbersToFix}
        onTextInvite={inviter ? texting.show : undefined}
        canTextInvite={canTextInvite}
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <PageHeader
          title="Guards"
          description="Your guards and their guard cards."
          actions={
            manage ? (
              <>
                <Button variant="outline" onClick={() => setImporting(true)}>
                  <Upload aria-hidden="true" />
                  Import CSV
                </Button>
                <Button variant="outline" disabled={all.length === 0} onClick={handleExport}>
                  <Download aria-hidden="true" />
                  Export CSV
                </Button>
                <Button onClick={() => editor.show(null)}>
                  <Plus aria-hidden="true" />
                  Add Guard
                </Button>
              </>
            ) : null
          }
        />
        {data ? (
          <CardAttentionSummary
            count={countNeedingAttention(all, today)}
            filtered={attentionOnly}
          />
        ) : null}
        {data && numbers.data ? (
          <NumbersToFixSummary count={toFixCount} filtered={numbersToFix} />
        ) : null}
        {data && numbers.data ? (
          <SharedNumbersNotice
            shared={numbers.data.shared}
            display={(e164) => formatPhone(e164, region)}
            onOpen={manage ? openGuard : undefined}
            filtered={numbersShared}
          />
        ) : null}
      </div>
      <Card>
        {all.length > 0 ? (
          <div className="flex flex-col gap-2 border-b border-border p-4 sm:flex-row sm:items-center sm:justify-between">
            <GuardSearch value={query} onChange={setQuery} />
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {shown.length === all.length
                ? `${all.length} guard${all.length === 1 ? '' : 's'}`
                : `Showing ${shown.length} of ${all.length} guards`}
            </p>
          </div>
        ) : null}
        {body}
      </Card>
      {manage ? (
        <>
          <GuardDialog open={editor.open} guard={editor.item} onOpenChange={editor.onOpenChange} />
          <DeleteGuardDialog
            open={deleting.open}
            guard={deleting.item}
            onOpenChange={deleting.onOpenChange}
          />
          <ImportGuardsDialog open={importing} onOpenChange={setImporting} />
          <InviteGuardDialog
            open={inviting.open}
            guard={inviting.item}
            onOpenChange={inviting.onOpenChange}
          />
          <TextInviteDialog
            open={texting.open}
            guard={texting.item}
            phone={
              texting.item?.contactNumber ? formatPhone(texting.item.contactNumber, region) : ''
            }
            onOpenChange={texting.onOpenChange}
          />
        </>
      ) : null}
    </div>
  );
}
