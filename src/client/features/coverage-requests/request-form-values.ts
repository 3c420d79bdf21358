import {
  CoverageInputSchema,
  REQUIRED_FIELDS,
  type CoverageRequest,
  type CoverageValues,
} from '../../../shared/coverage-requests';
import { parseDateEntry, parseTimeEntry } from '../../../shared/date-entry';
import { formatDateField } from '../../../shared/date-format';
import { issueErrors } from '../../lib/form-errors';

/** The guard chosen in the dialog, with the name its field shows. */
export interface ChosenGuard {
  id: string;
  label: string;
}

/** What the dialog holds while it is filled in: the texts as typed, and the choices made. */
export interface RequestFormValues {
  date: string;
  startTime: string;
  endTime: string;
  locationId: string | null;
  guard: ChosenGuard | null;
  notes: string;
  guardNote: string;
}

export type RequestField =
  'date' | 'startTime' | 'endTime' | 'locationId' | 'guard' | 'notes' | 'guardNote';
export type RequestErrors = Partial<Record<RequestField, string>>;

export const REQUIRED_MARK = 'Required';
export const UNRESOLVED_GUARD = 'Choose a guard from the list, add a new guard, or clear the field';

/** The API's field names, mapped to the form's. */
export const SERVER_FIELDS: Readonly<Record<string, RequestField>> = {
  date: 'date',
  startTime: 'startTime',
  endTime: 'endTime',
  locationId: 'locationId',
  assignedGuardId: 'guard',
  notes: 'notes',
  guardNote: 'guardNote',
};

/**
 * A new request starts empty (at the given location and date, yyyy-MM-dd); an edited one with its
 * values.
 */
export function initialValues(
  request: CoverageRequest | null,
  defaultLocationId: string | undefined,
  defaultDate?: string,
): RequestFormValues {
  if (!request) {
    return {
      date: defaultDate ? formatDateField(defaultDate) : '',
      startTime: '',
      endTime: '',
      locationId: defaultLocationId ?? null,
      guard: null,
      notes: '',
      guardNote: '',
    };
  }
  return {
    date: formatDateField(request.date),
    startTime: request.startTime?.slice(0, 5) ?? '',
    endTime: request.endTime?.slice(0, 5) ?? '',
    locationId: request.locationId,
    guard: request.assignedGuardId
      ? { id: request.assignedGuardId, label: request.assignedGuardName ?? '' }
      : null,
    notes: request.notes ?? '',
    guardNote: request.guardNote ?? '',
  };
}

export type CheckResult =
  { ok: true; input: CoverageValues } | { ok: false; errors: RequestErrors; message: string };

/**
 * Reads the form as the server will: required fields first ('Please fill in all required
 * fields', each missing one marked), then the date and time rules, then the schema's limits.
 */
export function checkRequest(
  values: RequestFormValues,
  guardUnresolved: boolean,
  today: Date,
): CheckResult {
  const missing: RequestErrors = {};
  if (!values.date.trim()) missing.date = REQUIRED_MARK;
  if (!values.startTime.trim()) missing.startTime = REQUIRED_MARK;
  if (!values.endTime.trim()) missing.endTime = REQUIRED_MARK;
  if (!values.locationId) missing.locationId = REQUIRED_MARK;
  if (Object.keys(missing).length > 0)
    return { ok: false, errors: missing, message: REQUIRED_FIELDS };

  const errors: RequestErrors = {};
  const date = parseDateEntry(values.date, today);
  const startTime = parseTimeEntry(values.startTime);
  const endTime = parseTimeEntry(values.endTime);
  if (!date.ok) errors.date = date.error;
  if (!startTime.ok) errors.startTime = startTime.error;
  if (!endTime.ok) errors.endTime = endTime.error;
  if (guardUnresolved) errors.guard = UNRESOLVED_GUARD;
  const first = Object.values(errors)[0];
  if (first || !date.ok || !startTime.ok || !endTime.ok)
    return { ok: false, errors, message: first ?? REQUIRED_FIELDS };

  const parsed = CoverageInputSchema.safeParse({
    date: date.value,
    startTime: startTime.value,
    endTime: endTime.value,
    locationId: values.locationId,
    assignedGuardId: values.guard?.id ?? null,
    notes: values.notes,
    guardNote: values.guardNote,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, ...errorsFrom(parsed.error.issues) };
}

/** Field messages from schema issues, keyed by the form's fields, and the first message. */
export function errorsFrom(issues: { path: PropertyKey[]; message: string }[]): {
  errors: RequestErrors;
  message: string;
} {
  return {
    errors: issueErrors(issues, SERVER_FIELDS),
    message: issues[0]?.message ?? REQUIRED_FIELDS,
  };
}
