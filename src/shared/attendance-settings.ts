import { z } from 'zod';

/**
 * The company's attendance settings (issue #33), kept by admins on the Settings page beside the
 * company rules: when a shift without a check-in reads late, when it becomes a no-show (a
 * call-out opened for the fill), whether a no-show is offered at once, how long the positions
 * taken at check-in and check-out are kept, and how long before a shift a guard without the app is
 * texted to confirm it (issue #39).
 */
export interface AttendanceSettings {
  /** Minutes after a shift's start without a check-in at which it reads 'Late'. */
  lateAfterMinutes: number;
  /** Minutes after the start without a check-in at which it is a no-show; always more than late. */
  noShowAfterMinutes: number;
  /** True when a no-show is offered at once to the best-ranked guards that may take it. */
  autoOfferNoShows: boolean;
  /** Days a check-in's or check-out's position is kept before it is deleted. */
  positionRetentionDays: number;
  /**
   * Minutes a relief (a guard who takes a shift after its start, issue #39) has to reach the
   * post from their yes; late and no-show count from then, never from the shift's start.
   */
  reliefArrivalMinutes: number;
  /**
   * Hours before a shift's start at which a guard without the app is texted a reminder to confirm
   * it ('Reply OK 4821 to confirm'); a shift given later is reminded at once.
   */
  confirmHoursBefore: number;
}

/**
 * What a company starts with: late at 10 minutes, no-show at 30, no offers, positions 90 days, a
 * relief expected within an hour, reminders 12 hours ahead (the evening before a morning shift,
 * the morning of a night one).
 */
export const DEFAULT_ATTENDANCE_SETTINGS: Readonly<AttendanceSettings> = Object.freeze({
  lateAfterMinutes: 10,
  noShowAfterMinutes: 30,
  autoOfferNoShows: false,
  positionRetentionDays: 90,
  reliefArrivalMinutes: 60,
  confirmHoursBefore: 12,
});

/** The bounds of each setting. */
export const LATE_AFTER_MIN = 1;
export const LATE_AFTER_MAX = 120;
export const NO_SHOW_AFTER_MAX = 240;
export const RETENTION_DAYS_MIN = 1;
export const RETENTION_DAYS_MAX = 3650;
export const RELIEF_ARRIVAL_MIN = 5;
export const RELIEF_ARRIVAL_MAX = 240;
/** An hour ahead at the least (time to find another guard); two days at the most (still news). */
export const CONFIRM_HOURS_MIN = 1;
export const CONFIRM_HOURS_MAX = 48;

/** What a no-show time at or before the late time is told. */
export const NO_SHOW_AFTER_LATE = 'No-show must come after late: more minutes than Late after';

function whole(label: string, unit: string, min: number, max: number) {
  const range = `${label} must be a whole number of ${unit} from ${String(min)} to ${String(max)}`;
  return z.number(range).int(range).min(min, range).max(max, range);
}

const fields = z.object({
  lateAfterMinutes: whole('Late after', 'minutes', LATE_AFTER_MIN, LATE_AFTER_MAX),
  // Its least is one more than the least late; the check against the late time comes after.
  noShowAfterMinutes: whole('No-show after', 'minutes', LATE_AFTER_MIN + 1, NO_SHOW_AFTER_MAX),
  autoOfferNoShows: z.boolean('Offer no-shows at once must be on or off'),
  positionRetentionDays: whole(
    'Keep positions for',
    'days',
    RETENTION_DAYS_MIN,
    RETENTION_DAYS_MAX,
  ),
  reliefArrivalMinutes: whole(
    'Relief expected within',
    'minutes',
    RELIEF_ARRIVAL_MIN,
    RELIEF_ARRIVAL_MAX,
  ),
  confirmHoursBefore: whole('Remind to confirm', 'hours', CONFIRM_HOURS_MIN, CONFIRM_HOURS_MAX),
});

/** True when the no-show time comes after the late time. */
export function noShowAfterLate(settings: {
  lateAfterMinutes: number;
  noShowAfterMinutes: number;
}): boolean {
  return settings.noShowAfterMinutes > settings.lateAfterMinutes;
}

/**
 * The whole set of settings, as GET /api/settings answers and the database keeps them; a no-show
 * time at or before the late time is refused on noShowAfterMinutes.
 */
export const AttendanceSettingsSchema = fields.refine(noShowAfterLate, {
  message: NO_SHOW_AFTER_LATE,
  path: ['noShowAfterMinutes'],
}) satisfies z.ZodType<AttendanceSettings>;

/**
 * Body of PATCH /api/settings for these settings: each optional. A patch alone cannot say whether
 * the two times still follow each other: apply it to the current settings and parse the result
 * with AttendanceSettingsSchema (or call mergeAttendanceSettings).
 */
export const AttendanceSettingsPatchSchema = fields.partial();
export type AttendanceSettingsPatch = z.infer<typeof AttendanceSettingsPatchSchema>;

/** The current settings with a patch applied and checked as a whole (throws a ZodError). */
export function mergeAttendanceSettings(
  current: AttendanceSettings,
  patch: AttendanceSettingsPatch,
): AttendanceSettings {
  return AttendanceSettingsSchema.parse({ ...current, ...patch });
}
