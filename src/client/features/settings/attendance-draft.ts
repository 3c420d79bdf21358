import {
  AttendanceSettingsSchema,
  type AttendanceSettings,
  type AttendanceSettingsPatch,
} from '../../../shared/attendance-settings';
import { issueErrors, type FieldErrors } from '../../lib/form-errors';

/** The Attendance form as typed: minutes and days as the text in each box. */
export interface AttendanceDraft {
  lateAfterMinutes: string;
  noShowAfterMinutes: string;
  autoOfferNoShows: boolean;
  positionRetentionDays: string;
  reliefArrivalMinutes: string;
  confirmHoursBefore: string;
}

export const ATTENDANCE_FIELDS = [
  'lateAfterMinutes',
  'noShowAfterMinutes',
  'autoOfferNoShows',
  'positionRetentionDays',
  'reliefArrivalMinutes',
  'confirmHoursBefore',
] as const;
export type AttendanceField = (typeof ATTENDANCE_FIELDS)[number];

export function attendanceDraftOf(settings: AttendanceSettings): AttendanceDraft {
  return {
    lateAfterMinutes: String(settings.lateAfterMinutes),
    noShowAfterMinutes: String(settings.noShowAfterMinutes),
    autoOfferNoShows: settings.autoOfferNoShows,
    positionRetentionDays: String(settings.positionRetentionDays),
    reliefArrivalMinutes: String(settings.reliefArrivalMinutes),
    confirmHoursBefore: String(settings.confirmHoursBefore),
  };
}

/** A box's text as a number; empty or not a number is NaN, which the schema refuses by name. */
const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The draft checked by the server's own schema (no-show after late too): the settings, or messages. */
export function parseAttendanceDraft(
  draft: AttendanceDraft,
):
  | { settings: AttendanceSettings; errors?: never }
  | { settings?: never; errors: FieldErrors<AttendanceField> } {
  const parsed = AttendanceSettingsSchema.safeParse({
    lateAfterMinutes: whole(draft.lateAfterMinutes),
    noShowAfterMinutes: whole(draft.noShowAfterMinutes),
    autoOfferNoShows: draft.autoOfferNoShows,
    positionRetentionDays: whole(draft.positionRetentionDays),
    reliefArrivalMinutes: whole(draft.reliefArrivalMinutes),
    confirmHoursBefore: whole(draft.confirmHoursBefore),
  });
  if (parsed.success) return { settings: parsed.data };
  return { errors: issueErrors(parsed.error.issues, ATTENDANCE_FIELDS) };
}

/** The settings `edited` changes from those the form was `loaded` with: what Save sends. */
export function changedAttendance(
  loaded: AttendanceSettings,
  edited: AttendanceSettings,
): AttendanceSettingsPatch {
  const patch: AttendanceSettingsPatch = {};
  for (const field of ATTENDANCE_FIELDS) {
    if (loaded[field] !== edited[field]) Object.assign(patch, { [field]: edited[field] });
  }
  return patch;
}
