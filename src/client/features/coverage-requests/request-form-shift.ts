import type { GuardAvailabilityQuery } from '../../../shared/coverage-requests';
import { parseDateEntry, parseTimeEntry } from '../../../shared/date-entry';
import type { Shift } from '../../../shared/guard-picker';
import type { RequestFormValues } from './request-form-values';

/**
 * The shift the guard picker ranks for, once the fields show their final form (a date as
 * MM/DD/YYYY and times as HH:MM, which they take on leaving the field), so half-typed digits do
 * not send a question to the server at every key.
 */
export function committedShift(values: RequestFormValues, today: Date): Shift | null {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(values.date)) return null;
  const date = parseDateEntry(values.date, today);
  if (!date.ok) return null;
  const time = (text: string) =>
    /^\d{2}:\d{2}$/.test(text) && parseTimeEntry(text).ok ? text : null;
  return { date: date.value, startTime: time(values.startTime), endTime: time(values.endTime) };
}

/** The availability question for a complete shift at a chosen location, or null. */
export function availabilityQuery(
  shift: Shift | null,
  locationId: string | null,
  excludeId: string | undefined,
): GuardAvailabilityQuery | null {
  if (!shift?.startTime || !shift.endTime || !locationId) return null;
  return {
    date: shift.date,
    startTime: shift.startTime,
    endTime: shift.endTime,
    locationId,
    ...(excludeId ? { excludeId } : {}),
  };
}
