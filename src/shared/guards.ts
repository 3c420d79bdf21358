import { z } from 'zod';
import { isIsoDate, isSupportedDate, DATE_RANGE_MESSAGE } from './calendar.js';
import { CSV_MAX_ROWS } from './csv.js';
import { ImportCheckSchema, ImportResultSchema, IncludeExistingSchema } from './import-existing.js';
import { VersionSchema, withVersion } from './edit-version.js';
import {
  GuardQualificationSchema,
  NamedQualificationSchema,
  QUALIFICATIONS_PER_ITEM_MAX,
} from './qualifications.js';
import { optionalLine, optionalText, requiredText } from './text.js';

export const GUARD_NAME_MAX = 100;
export const CONTACT_NUMBER_MAX = 50;
export const GUARD_EMAIL_MAX = 254;
export const GUARD_CARD_MAX = 50;
export const REQUIRED_NAMES = 'Please fill in required fields (First Name and Last Name)';

const firstName = requiredText(GUARD_NAME_MAX, 'First name', REQUIRED_NAMES);
const lastName = requiredText(GUARD_NAME_MAX, 'Last name', REQUIRED_NAMES);

/** Body of POST /api/guards (PATCH adds the version); empty optional fields become null. */
export const GuardInputSchema = z.object({
  firstName,
  lastName,
  contactNumber: optionalLine(CONTACT_NUMBER_MAX, 'Contact number'),
  email: optionalText(GUARD_EMAIL_MAX, 'Email').refine(
    (value) => value === null || z.email().safeParse(value).success,
    'Please enter a valid email address',
  ),
  guardCard: optionalLine(GUARD_CARD_MAX, 'Guard card number'),
  expDate: optionalText(10, 'Expiration date')
    .refine((value) => value === null || isIsoDate(value), {
      message: 'Expiration date must be a real date (yyyy-MM-dd)',
      abort: true,
    })
    .refine((value) => value === null || isSupportedDate(value), DATE_RANGE_MESSAGE),
});
export type GuardInput = z.input<typeof GuardInputSchema>;
export type GuardValues = z.output<typeof GuardInputSchema>;

/** Body of PATCH /api/guards/:id: every field and the version they were based on. */
export const GuardEditSchema = withVersion(GuardInputSchema);
export type GuardEdit = z.output<typeof GuardEditSchema>;

/** A guard as the API returns it. */
export const GuardSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  contactNumber: z.string().nullable(),
  email: z.string().nullable(),
  guardCard: z.string().nullable(),
  expDate: z.string().nullable(),
  /** Raised by each save that changes it; an edit sends the version it was based on. */
  version: VersionSchema,
});
export type Guard = z.infer<typeof GuardSchema>;

/** A guard as GET /api/guards lists them: with the qualifications they hold, by name (issue #32). */
export const GuardListItemSchema = GuardSchema.extend({
  qualifications: z.array(GuardQualificationSchema),
});
export type GuardListItem = z.infer<typeof GuardListItemSchema>;

/**
 * A guard of an import: the names, and (issue #32) when the file has a Qualifications column,
 * its row (to name it in a problem) and the qualifications of a non-empty cell.
 */
const ImportGuardSchema = z.object({
  firstName,
  lastName,
  row: z.number().int().min(2).max(1_000_000).optional(),
  qualifications: z.array(NamedQualificationSchema).max(QUALIFICATIONS_PER_ITEM_MAX).optional(),
});

const ImportNamesSchema = z
  .array(ImportGuardSchema, 'No guards to import')
  .min(1, 'No guards to import')
  .max(CSV_MAX_ROWS, `At most ${String(CSV_MAX_ROWS)} guards can be imported at once`);

/**
 * Body of POST /api/guards/import: names (spec section 5) and qualifications (issue #32). Guards
 * already stored under the same name are skipped unless `includeExisting` (import-existing.ts);
 * a skipped guard's qualifications, when the row names some, replace those they hold.
 */
export const GuardImportSchema = z.object({
  guards: ImportNamesSchema,
  includeExisting: IncludeExistingSchema,
});
export type GuardImport = z.input<typeof GuardImportSchema>;

/** Body of POST /api/guards/import/check: the names the import would send. */
export const GuardImportCheckSchema = z.object({ guards: ImportNamesSchema });

/**
 * Answer of POST /api/guards/import/check: the rows stored already, and the rows the import
 * would refuse ('Row 4: unknown qualification "Armd"').
 */
export const GuardImportCheckResultSchema = ImportCheckSchema.extend({
  problems: z.array(z.string()),
});
export type GuardImportCheckResult = z.infer<typeof GuardImportCheckResultSchema>;

/** Answer of POST /api/guards/import: and how many stored guards had their qualifications set. */
export const GuardImportResultSchema = ImportResultSchema.extend({ updated: z.number() });
export type GuardImportResult = z.infer<typeof GuardImportResultSchema>;

/** 'First Last', as sentences name a guard ('Accepted by Kim Soto'). */
export function guardFullName(guard: { firstName: string; lastName: string }): string {
  return `${guard.firstName} ${guard.lastName}`;
}

/** 'Last, First' as the dashboard shows an assigned guard. */
export function guardDisplayName(guard: { firstName: string; lastName: string }): string {
  return `${guard.lastName}, ${guard.firstName}`;
}
