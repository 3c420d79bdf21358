import { z } from 'zod';
import { dateSchema } from './date-schemas.js';
import { IdSchema, requiredText } from './text.js';

/**
 * The company's list of licences and skills (issue #32): 'Armed', 'CPR', a site's own training.
 * Admins and supervisors keep it; each guard holds some (with an optional expiry date, the last
 * day it is valid, as the guard card's) and each post requires some.
 */

export const QUALIFICATION_NAME_MAX = 60;
/** How many qualifications one guard may hold, or one post require, in one save. */
export const QUALIFICATIONS_PER_ITEM_MAX = 100;

const NAME_REQUIRED = 'Please enter a name';
/** The guard CSV lists a guard's qualifications separated by ';' (qualification-cell.ts). */
export const NAME_SEPARATOR = ';';
const SEPARATOR_IN_NAME = `A qualification name cannot contain "${NAME_SEPARATOR}"`;

/** A qualification's name: one line of 1–60 characters, trimmed, without ';'. */
export const QualificationNameSchema = requiredText(
  QUALIFICATION_NAME_MAX,
  'Name',
  NAME_REQUIRED,
).refine((name) => !name.includes(NAME_SEPARATOR), SEPARATOR_IN_NAME);

/** Body of POST /api/qualifications and PATCH /api/qualifications/:id. */
export const QualificationInputSchema = z.object({ name: QualificationNameSchema });
export type QualificationInput = z.input<typeof QualificationInputSchema>;

/** One qualification of the list, as GET /api/qualifications answers it. */
export const QualificationItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** How many guards hold it (expired or not). */
  guardCount: z.number().int(),
  /** How many posts require it. */
  locationCount: z.number().int(),
});
export type QualificationItem = z.infer<typeof QualificationItemSchema>;

/** Answer of GET /api/qualifications: the list sorted by name. */
export const QualificationListSchema = z.object({ items: z.array(QualificationItemSchema) });
export type QualificationList = z.infer<typeof QualificationListSchema>;

/** A qualification as POST and PATCH answer it. */
export const QualificationSchema = z.object({ id: z.string(), name: z.string() });
export type QualificationRecord = z.infer<typeof QualificationSchema>;

/** The message of a name already on the list (in any letter case). */
export const nameTakenMessage = (name: string) => `A qualification named ${name} already exists`;

/** The message of a qualification id that is not on the list. */
export const unknownQualificationMessage = (id: string) => `Unknown qualification: ${id}`;

const EXPIRY_MESSAGE = 'Expiry date must be a real date (yyyy-MM-dd)';

/** One qualification a guard holds, as PUT /api/guards/:id/qualifications is sent it. */
export const HeldQualificationInputSchema = z.object({
  qualificationId: IdSchema,
  expiresOn: dateSchema(EXPIRY_MESSAGE).nullable(),
});

/** Body of PUT /api/guards/:id/qualifications: the guard's whole set, each qualification once. */
export const GuardQualificationsInputSchema = z
  .array(HeldQualificationInputSchema, 'Send a list of qualifications')
  .max(QUALIFICATIONS_PER_ITEM_MAX, `At most ${QUALIFICATIONS_PER_ITEM_MAX} qualifications`)
  .refine(
    (held) => new Set(held.map((one) => one.qualificationId)).size === held.length,
    'Each qualification can be listed once',
  );
export type GuardQualificationsInput = z.input<typeof GuardQualificationsInputSchema>;

/** A qualification a guard holds, as the guards list and the PUT answer it. */
export const GuardQualificationSchema = z.object({
  qualificationId: z.string(),
  name: z.string(),
  /** The last day it is valid (yyyy-MM-dd), or null when it does not expire. */
  expiresOn: z.string().nullable(),
});
export type GuardQualification = z.infer<typeof GuardQualificationSchema>;

/** Answer of PUT /api/guards/:id/qualifications: the guard's set as saved, sorted by name. */
export const GuardQualificationsSchema = z.object({
  qualifications: z.array(GuardQualificationSchema),
});

/**
 * A qualification named in a guard import (the CSV's Qualifications cell): its name as written,
 * matched against the list by the server, and its expiry date or null.
 */
export const NamedQualificationSchema = z.object({
  name: z.string().trim().min(1).max(QUALIFICATION_NAME_MAX),
  expiresOn: dateSchema(EXPIRY_MESSAGE).nullable(),
});

/** Body of PUT /api/locations/:id/requirements: the post's whole set of requirements. */
export const LocationRequirementsInputSchema = z.object({
  qualificationIds: z
    .array(IdSchema, 'Send a list of qualification ids')
    .max(QUALIFICATIONS_PER_ITEM_MAX, `At most ${QUALIFICATIONS_PER_ITEM_MAX} qualifications`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each qualification can be listed once'),
});
export type LocationRequirementsInput = z.input<typeof LocationRequirementsInputSchema>;

/** Answer of PUT /api/locations/:id/requirements, and each post's `requirements` on the list. */
export const RequirementsSchema = z.array(QualificationSchema);
export const LocationRequirementsSchema = z.object({ requirements: RequirementsSchema });

/** A qualification name's key for comparing names: trimmed, in any letter case. */
export const qualificationNameKey = (name: string) => name.trim().toLowerCase();

/** Sorts by name as people read them (any letter case, numbers in order). */
export const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });

/** 'Requires: Armed, CPR', or null for a post that requires nothing. */
export function requiresText(requirements: readonly { name: string }[]): string | null {
  if (requirements.length === 0) return null;
  return `Requires: ${requirements.map((one) => one.name).join(', ')}`;
}
