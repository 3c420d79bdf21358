import { z } from 'zod';
import { VersionSchema, withVersion } from './edit-version.js';
import { LatitudeSchema, LongitudeSchema, PostPositionSchema } from './geo-distance.js';
import { RequirementsSchema } from './qualifications.js';
import { controlCharactersMessage, requiredText, singleLine } from './text.js';

export const LOCATION_NAME_MAX = 200;
export const DEPT_CODE_MAX = 50;
/** A street address on one line: '1200 Main St, Springfield, IL 62701' is 35. */
export const ADDRESS_MAX = 200;
const ALL_FIELDS = 'Please fill in all fields';

export const POSITION_TOGETHER = 'Enter both latitude and longitude, or neither';

/**
 * The post's address (issue #39), trimmed, on one line, empty being none. Left out, it is none on
 * a new post and kept as stored on an edit (a tab opened before it existed saves without erasing
 * it); sent empty or null, it is cleared.
 */
const addressField = z
  .string('Address must be text')
  .trim()
  .max(ADDRESS_MAX, `Address can be at most ${String(ADDRESS_MAX)} characters`)
  .refine(singleLine, controlCharactersMessage('Address'))
  .nullable()
  .transform((value) => value || null)
  .optional();

/**
 * A post's fields (issue #33 adds its position, #39 its address): the name and code required,
 * trimmed; latitude and longitude both or neither (null: no position), the radius 150 m unless
 * set. A position field or the address left out keeps what the post has.
 */
const LocationFieldsSchema = z.object({
  name: requiredText(LOCATION_NAME_MAX, 'Location name', ALL_FIELDS),
  deptCode: requiredText(DEPT_CODE_MAX, 'Department code', ALL_FIELDS),
  address: addressField,
  latitude: LatitudeSchema.nullable().optional(),
  longitude: LongitudeSchema.nullable().optional(),
  radiusMeters: PostPositionSchema.shape.radiusMeters.unwrap().optional(),
});

/** Latitude and longitude both given or both left out, both numbers or both null. */
const positionTogether = (input: { latitude?: number | null; longitude?: number | null }) =>
  (input.latitude === undefined) === (input.longitude === undefined) &&
  (input.latitude === null) === (input.longitude === null);
const together = { message: POSITION_TOGETHER, path: ['latitude'] };

/** Body of POST /api/locations; PATCH adds the version. */
export const LocationInputSchema = LocationFieldsSchema.refine(positionTogether, together);
export type LocationInput = z.infer<typeof LocationInputSchema>;

/** Body of PATCH /api/locations/:id: the fields and the version they were based on. */
export const LocationEditSchema = withVersion(LocationFieldsSchema).refine(
  positionTogether,
  together,
);
export type LocationEdit = z.infer<typeof LocationEditSchema>;

/** A location (a post) as the API returns it. */
export const LocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  deptCode: z.string(),
  /** Where the post is, as people write it (issue #39): texted to the guard who takes a shift. */
  address: z.string().nullable(),
  /** The post's position (issue #33), or null for a post without one; check-ins measure from it. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Metres around the position that count as on site. */
  radiusMeters: z.number().int(),
  /** Raised by each save that changes it; an edit sends the version it was based on. */
  version: VersionSchema,
});
export type Location = z.infer<typeof LocationSchema>;

/** A post as GET /api/locations lists them: with what it requires of guards, by name (issue #32). */
export const LocationListItemSchema = LocationSchema.extend({ requirements: RequirementsSchema });
export type LocationListItem = z.infer<typeof LocationListItemSchema>;

/**
 * A post as a customer lists it (issue #40): without its exact position and check-in radius,
 * which only the office has ('locations:positions'). No screen a customer sees reads them.
 */
export const PostListItemSchema = LocationListItemSchema.omit({
  latitude: true,
  longitude: true,
  radiusMeters: true,
});
export type PostListItem = z.infer<typeof PostListItemSchema>;

/** A post without its position and radius, as a customer gets it. */
export function withoutPosition(post: LocationListItem): PostListItem {
  const { id, name, deptCode, address, version, requirements } = post;
  return { id, name, deptCode, address, version, requirements };
}

export { compareLocations, deptCodeKey } from './location-order.js';
