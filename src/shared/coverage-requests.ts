import { z } from 'zod';
import { CSV_MAX_ROWS } from './csv.js';
import { dateSchema } from './date-schemas.js';
import { IncludeExistingSchema } from './import-existing.js';
import { VersionSchema, withVersion } from './edit-version.js';
import { IdSchema, optionalText } from './text.js';

export const REQUIRED_FIELDS = 'Please fill in all required fields';
export const NOTES_MAX = 2000;
/** A note for the guard is read on a phone: a few lines, not a report. */
export const GUARD_NOTE_MAX = 500;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const REAL_DATE = 'Date must be a real date (yyyy-MM-dd)';

const requiredDate = z
  .string(REQUIRED_FIELDS)
  .min(1, { message: REQUIRED_FIELDS, abort: true })
  .pipe(dateSchema(REAL_DATE));
const requiredTime = (label: string) =>
  z.string(REQUIRED_FIELDS).min(1, REQUIRED_FIELDS).regex(TIME, `${label} must be HH:MM`);
const requiredId = z.string(REQUIRED_FIELDS).min(1, REQUIRED_FIELDS).max(64);

/**
 * The note for the guard, trimmed, empty being none. Left out, it is none on a new request and
 * kept as stored on an edit: a client from before issue #31 (a tab or an installed app not yet
 * updated) saves without erasing it.
 */
const guardNoteField = z
  .string()
  .trim()
  .max(GUARD_NOTE_MAX, `Note for the guard can be at most ${String(GUARD_NOTE_MAX)} characters`)
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null));

/**
 * Body of POST /api/coverage (PATCH adds the version). The server fills in the guard's name from
 * the guard id, so a request keeps who covered it even after the guard is deleted. `notes` are the
 * office's own; `guardNote` is what the guard on the shift is told (issue #31).
 */
export const CoverageInputSchema = z.object({
  date: requiredDate,
  startTime: requiredTime('Start time'),
  endTime: requiredTime('End time'),
  locationId: requiredId,
  assignedGuardId: IdSchema.nullish().transform((value) => value ?? null),
  notes: optionalText(NOTES_MAX, 'Notes'),
  guardNote: guardNoteField,
});
export type CoverageInput = z.input<typeof CoverageInputSchema>;
export type CoverageValues = z.output<typeof CoverageInputSchema>;

/** Body of PATCH /api/coverage/:id: every field of the edit dialog and the version it opened. */
export const CoverageEditSchema = withVersion(CoverageInputSchema);
export type CoverageEdit = z.output<typeof CoverageEditSchema>;

/** A coverage request as the API returns it, with its location's name and dept code joined. */
export const CoverageRequestSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  date: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  locationId: z.string(),
  locationName: z.string(),
  deptCode: z.string(),
  assignedGuardId: z.string().nullable(),
  assignedGuardName: z.string().nullable(),
  /** The office's own notes: never sent to a guard. */
  notes: z.string().nullable(),
  /** What the guard on the shift is told (My Shifts, the offer text, their calendar feed). */
  guardNote: z.string().nullable(),
  /** The repeating series it was made in (coverage-series.ts), or null when made alone. */
  seriesId: z.string().nullable(),
  /** Raised by each save that changes it; an edit sends the version it was based on. */
  version: VersionSchema,
});
export type CoverageRequest = z.infer<typeof CoverageRequestSchema>;

/**
 * One dashboard card: the month's requests at a location; of those without a guard, how many can
 * still be filled (`open`: not ended) and how many ended without one (`uncovered`, issue #39).
 */
export const CoverageSummarySchema = z.object({
  locationId: z.string(),
  count: z.number(),
  open: z.number(),
  uncovered: z.number(),
});
export type CoverageSummary = z.infer<typeof CoverageSummarySchema>;

const ImportRowsSchema = z
  .array(
    z.object({
      date: dateSchema(REAL_DATE),
      locationId: requiredId,
      notes: optionalText(NOTES_MAX, 'Note'),
    }),
    'No valid records to import',
  )
  .min(1, 'No valid records to import')
  .max(CSV_MAX_ROWS, `At most ${String(CSV_MAX_ROWS)} rows can be imported at once`);

/**
 * Body of POST /api/coverage/import: matched rows only; times and guard stay empty. Rows already
 * stored are skipped unless `includeExisting` (import-existing.ts).
 */
export const CoverageImportSchema = z.object({
  rows: ImportRowsSchema,
  includeExisting: IncludeExistingSchema,
});
export type CoverageImport = z.input<typeof CoverageImportSchema>;

/** Body of POST /api/coverage/import/check: the rows the import would send. */
export const CoverageImportCheckSchema = z.object({ rows: ImportRowsSchema });

/** Query of GET /api/coverage/guard-availability: the shift being filled. */
export const GuardAvailabilityQuerySchema = z.object({
  date: requiredDate,
  startTime: requiredTime('Start time'),
  endTime: requiredTime('End time'),
  locationId: requiredId,
  /** The request being edited, so it does not clash with itself. */
  excludeId: IdSchema.optional(),
});
export type GuardAvailabilityQuery = z.infer<typeof GuardAvailabilityQuerySchema>;

/** A guard's other booking on the request's date. */
export const GuardBookingSchema = z.object({
  guardId: z.string(),
  locationName: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
});
export type GuardBooking = z.infer<typeof GuardBookingSchema>;

/** What the assignment rules say of a guard for the shift (issue #32), as the picker shows it. */
export const GuardFindingSchema = z.object({
  guardId: z.string(),
  /** Their hours in the shift's week without it. */
  hoursBefore: z.number(),
  /** Why they cannot be assigned it (the server refuses), or null. */
  blocker: z.string().nullable(),
  /** What assigning them asks the office to confirm. */
  warnings: z.array(z.string()),
});
export type GuardFinding = z.infer<typeof GuardFindingSchema>;

/**
 * What the guard picker ranks by: bookings that day, when each guard last covered here, and the
 * assignment rules' findings of the guards with any (hours this week, a blocker, warnings).
 */
export const GuardAvailabilitySchema = z.object({
  bookings: z.array(GuardBookingSchema),
  history: z.array(z.object({ guardId: z.string(), lastDate: z.string() })),
  findings: z.array(GuardFindingSchema),
});
export type GuardAvailability = z.infer<typeof GuardAvailabilitySchema>;

/** A stored time shown to its first 5 characters, or an en dash when the request has none. */
export function formatRequestTime(time: string | null): string {
  return time ? time.slice(0, 5) : '\u2013';
}
