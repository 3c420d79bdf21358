import { z } from 'zod';
import { VersionSchema, withVersion } from './edit-version.js';
import { RequirementsSchema } from './qualifications.js';
import { requiredText } from './text.js';

export const LOCATION_NAME_MAX = 200;
export const DEPT_CODE_MAX = 50;
const ALL_FIELDS = 'Please fill in all fields';

/** Body of POST /api/locations (both fields required, trimmed); PATCH adds the version. */
export const LocationInputSchema = z.object({
  name: requiredText(LOCATION_NAME_MAX, 'Location name', ALL_FIELDS),
  deptCode: requiredText(DEPT_CODE_MAX, 'Department code', ALL_FIELDS),
});
export type LocationInput = z.infer<typeof LocationInputSchema>;

/** Body of PATCH /api/locations/:id: both fields and the version they were based on. */
export const LocationEditSchema = withVersion(LocationInputSchema);
export type LocationEdit = z.infer<typeof LocationEditSchema>;

/** A location (a post) as the API returns it. */
export const LocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  deptCode: z.string(),
  /** Raised by each save that changes it; an edit sends the version it was based on. */
  version: VersionSchema,
});
export type Location = z.infer<typeof LocationSchema>;

/** A post as GET /api/locations lists them: with what it requires of guards, by name (issue #32). */
export const LocationListItemSchema = LocationSchema.extend({ requirements: RequirementsSchema });
export type LocationListItem = z.infer<typeof LocationListItemSchema>;

export { compareLocations, deptCodeKey } from './location-order.js';
