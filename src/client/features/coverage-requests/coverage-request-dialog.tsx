import type { CoverageRequest } from '../../../shared/coverage-requests';
import { can } from '../../../shared/permissions';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { useMe } from '../../lib/session';
import { ReportCallOutEntry, RequestCallOutEntry } from '../../components/request-call-out-entry';
import { RequestForm } from './request-form';
import { RequestHistory } from '../../components/request-history/request-history';

interface CoverageRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The request being edited, or null to add one. */
  request: CoverageRequest | null;
  /** For a new request: the location to start with (e.g. the card it was opened from). */
  defaultLocationId?: string | undefined;
  /** For a new request: the date to start with, yyyy-MM-dd (e.g. the week board's cell). */
  defaultDate?: string | undefined;
  /** For a request with a guard: 'Call out' (the office, issue #30). */
  onCallOut?: ((request: CoverageRequest) => void) | undefined;
  /** For a new request: 'Report a call out' instead (the office, issue #30). */
  onReportCallOut?: (() => void) | undefined;
}

/** Escape in an open type-ahead closes its list, not the dialog. */
function keepOpenWhileListing(event: KeyboardEvent) {
  const target = event.target;
  if (target instanceof HTMLElement && target.getAttribute('aria-expanded') === 'true') {
    event.preventDefault();
  }
}

/** Add Coverage Request (request null) or Edit Coverage Request. */
export function CoverageRequestDialog({
  open,
  onOpenChange,
  request,
  defaultLocationId,
  defaultDate,
  onCallOut,
  onReportCallOut,
}: CoverageRequestDialogProps) {
  const { data: me } = useMe();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="p-4 sm:max-w-xl sm:p-6" onEscapeKeyDown={keepOpenWhileListing}>
        <DialogHeader>
          <DialogTitle>{request ? 'Edit Coverage Request' : 'Add Coverage Request'}</DialogTitle>
          <DialogDescription>
            Fields marked * are required. Dates and times can be typed as digits.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted with the dialog, so each opening starts from the request's values. */}
        <RequestForm
          key={request?.id ?? 'new'}
          request={request}
          defaultLocationId={defaultLocationId}
          defaultDate={defaultDate}
          onDone={() => onOpenChange(false)}
        />
        {/* After the form: the Date field keeps the first focus (typing starts there). */}
        {!request && onReportCallOut ? (
          <ReportCallOutEntry onReportCallOut={onReportCallOut} />
        ) : null}
        {request && onCallOut ? (
          <RequestCallOutEntry request={request} onCallOut={onCallOut} />
        ) : null}
        {request && can(me?.role, 'coverage:edit') ? (
          <RequestHistory requestId={request.id} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
