import { useCallback, useRef, useState } from 'react';
import { CoverageRequestSchema, type CoverageRequest } from '../../../shared/coverage-requests';
import { can } from '../../../shared/permissions';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { EditConflictAlert } from '../../components/edit-conflict-alert';
import { useEditVersion } from '../../lib/edit-conflict';
import { useMe } from '../../lib/session';
import { cn } from '../../lib/utils';
import { DateEntryField } from './date-entry-field';
import { GuardCombobox } from './guard-combobox';
import { LocationCombobox } from './location-combobox';
import { RequestFormNotes } from './request-form-notes';
import { RepeatFields } from './repeat-fields';
import { REPEAT_OFF, weekdayNameOf, type RepeatErrors } from './repeat-values';
import { ListOpenProvider, useRevealRoom } from '../../components/typeahead/reveal-on-phone';
import { SeriesScopeField, type SeriesScope } from './series-scope';
import { useSeriesDates, type SeriesPreview } from './use-series-dates';
import { useRequestSubmit } from './request-form-submit';
import { availabilityQuery, committedShift } from './request-form-shift';
import {
  initialValues,
  type RequestErrors,
  type RequestField,
  type RequestFormValues,
} from './request-form-values';
import { TimeEntryField } from './time-entry-field';

const IDS: Record<RequestField, string> = {
  date: 'coverage-date',
  startTime: 'coverage-start-time',
  endTime: 'coverage-end-time',
  locationId: 'coverage-location',
  guard: 'coverage-guard',
  notes: 'coverage-notes',
  guardNote: 'coverage-guard-note',
};
const REPEAT_ID = 'coverage-repeat';

interface RequestFormProps {
  request: CoverageRequest | null;
  defaultLocationId: string | undefined;
  defaultDate?: string | undefined;
  onDone: () => void;
}

/**
 * The coverage dialog's form: Date, Start Time, End Time, Location, Assigned Guard, Notes, and the
 * Note for the guard.
 */
export function RequestForm({ request, defaultLocationId, defaultDate, onDone }: RequestFormProps) {
  const [values, setValues] = useState(() =>
    initialValues(request, defaultLocationId, defaultDate),
  );
  const [errors, setErrors] = useState<RequestErrors>({});
  const [guardUnresolved, setGuardUnresolved] = useState(false);
  const [repeat, setRepeat] = useState(REPEAT_OFF);
  const [repeatErrors, setRepeatErrors] = useState<RepeatErrors>({});
  const [scope, setScope] = useState<SeriesScope>('one');
  const preview = useSeriesDates(repeat.on, values.date, repeat.until, repeat.weekdays);
  const endTimeRef = useRef<HTMLInputElement>(null);
  const canAssign = can(useMe().data?.role, 'coverage:assign-guard');
  const { roomClass, onListOpenChange } = useRevealRoom();
  const shift = committedShift(values, new Date());
  const edit = useEditVersion(request, CoverageRequestSchema);
  const { handleSubmit, overwrite, pending, confirmDialog } = useRequestSubmit({
    request,
    values,
    guardUnresolved: canAssign && guardUnresolved,
    ids: IDS,
    setErrors,
    onDone,
    edit,
    repeat,
    setRepeatErrors,
    repeatFocusId: `${REPEAT_ID}-until`,
    scope,
  });
  // Reload: the request as it is now fills the form; focus goes back to its first field.
  const handleReload = () => {
    const current = edit.reload();
    if (!current) return;
    setValues(initialValues(current, defaultLocationId));
    setErrors({});
    document.getElementById(IDS.date)?.focus();
  };

  // Changing a field clears its message; leaving it may bring a new one (onChecked).
  const setField = <K extends RequestField>(key: K, value: RequestFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };
  const setError = useCallback((field: RequestField, message: string | null) => {
    setErrors((current) => ({ ...current, [field]: message ?? undefined }));
  }, []);
  const handleUnresolved = useCallback(
    (unresolved: boolean) => {
      setGuardUnresolved(unresolved);
      if (!unresolved) setError('guard', null);
    },
    [setError],
  );

  // Turning Repeat on starts with the first date's weekday chosen.
  const handleRepeatToggle = (on: boolean) => {
    const first = shift?.date;
    setRepeat((current) => ({
      ...current,
      on,
      weekdays:
        on && current.weekdays.length === 0 && first ? [weekdayNameOf(first)] : current.weekdays,
    }));
    setRepeatErrors({});
  };

  const fallbackLocation = request
    ? { id: request.locationId, name: request.locationName, deptCode: request.deptCode }
    : null;

  return (
    <ListOpenProvider value={onListOpenChange}>
      <form
        noValidate
        onSubmit={handleSubmit}
        className={cn('flex min-w-0 flex-col gap-4', roomClass)}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <DateEntryField
            id={IDS.date}
            value={values.date}
            error={errors.date}
            onChange={(text) => setField('date', text)}
            onChecked={(message) => setError('date', message)}
          />
          <TimeEntryField
            id={IDS.startTime}
            label="Start Time*"
            value={values.startTime}
            error={errors.startTime}
            onChange={(text) => setField('startTime', text)}
            onChecked={(message) => setError('startTime', message)}
            onComplete={() => {
              // Typing then replaces what End Time held.
              endTimeRef.current?.focus();
              endTimeRef.current?.select();
            }}
          />
          <TimeEntryField
            ref={endTimeRef}
            id={IDS.endTime}
            label="End Time*"
            value={values.endTime}
            error={errors.endTime}
            onChange={(text) => setField('endTime', text)}
            onChecked={(message) => setError('endTime', message)}
          />
        </div>
        <LocationCombobox
          id={IDS.locationId}
          value={values.locationId}
          fallback={fallbackLocation}
          error={errors.locationId}
          onChange={(locationId) => setField('locationId', locationId)}
        />
        {canAssign ? (
          <GuardCombobox
            id={IDS.guard}
            value={values.guard}
            onChange={(guard) => setField('guard', guard)}
            onUnresolvedChange={handleUnresolved}
            shift={shift}
            availability={availabilityQuery(shift, values.locationId, request?.id)}
            error={errors.guard}
          />
        ) : null}
        <RequestFormNotes
          ids={IDS}
          notes={{
            value: values.notes,
            error: errors.notes,
            onChange: (text) => setField('notes', text),
          }}
          guardNote={{
            value: values.guardNote,
            error: errors.guardNote,
            onChange: (text) => setField('guardNote', text),
          }}
        />
        {request ? null : (
          <RepeatFields
            id={REPEAT_ID}
            repeat={repeat}
            errors={repeatErrors}
            preview={preview}
            onToggle={handleRepeatToggle}
            onWeekdays={(weekdays) => {
              setRepeat((current) => ({ ...current, weekdays }));
              setRepeatErrors((current) => ({ ...current, weekdays: undefined }));
            }}
            onUntil={(until) => {
              setRepeat((current) => ({ ...current, until }));
              setRepeatErrors((current) => ({ ...current, until: undefined }));
            }}
            onUntilChecked={(message) =>
              setRepeatErrors((current) => ({ ...current, until: message ?? undefined }))
            }
          />
        )}
        {request?.seriesId ? (
          <SeriesScopeField
            name={`${IDS.date}-scope`}
            legend="Save changes to"
            value={scope}
            onChange={setScope}
          />
        ) : null}
        {edit.conflict ? (
          <EditConflictAlert
            kind="request"
            conflict={edit.conflict}
            onReload={handleReload}
            onOverwrite={overwrite}
            pending={pending}
          />
        ) : null}
        <DialogFormFooter
          submitLabel={submitLabel(request !== null, repeat.on, preview)}
          pending={pending}
        />
      </form>
      {confirmDialog}
    </ListOpenProvider>
  );
}

/** 'Save Changes', 'Add Request', or for a repeat with its dates shown 'Add 40 Requests'. */
function submitLabel(editing: boolean, repeating: boolean, preview: SeriesPreview): string {
  if (editing) return 'Save Changes';
  if (!repeating) return 'Add Request';
  if (preview.kind !== 'dates') return 'Add Requests';
  const count = preview.dates.length;
  return `Add ${String(count)} ${count === 1 ? 'Request' : 'Requests'}`;
}
