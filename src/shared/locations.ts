import { z } from 'zod';
import { requiredText } from './text.js';

export const LOCATION_NAME_MAX = 200;
export const DEPT_CODE_MAX = 50;
const ALL_FIELDS = 'Please fill in all fields';

/** Body of POST /api/locations and PATCH /api/locations/:id (both fields required, trimmed). */
export const LocationInputSchema = z.object({
  name: requiredText(LOCATION_NAME_MAX, 'Location name', ALL_FIELDS),
  deptCode: requiredText(DEPT_CODE_MAX, 'Department code', ALL_FIELDS),
});
export type LocationInput = z.infer<typeof LocationInputSchema>;

/** A location (a post) as the API returns it. */
export const LocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  deptCode: z.string(),
});
export type Location = z.infer<typeof LocationSchema>;

export { compareLocations, deptCodeKey } from './location-order.js';
