import { z } from 'zod';

/**
 * Where a guard is against their post (issue #33): the distance between the position the phone
 * reported at check-in or check-out and the post's position, and whether that is on site. A
 * position is taken only then, never tracked; the office is shown the distance and the mark alone.
 */

/** The earth's mean radius (WGS84, IUGG), in metres: the sphere the distances are measured on. */
export const EARTH_RADIUS_METERS = 6_371_008.8;

/** A post's radius when the office sets none, and the least and most it may be, in metres. */
export const DEFAULT_RADIUS_METERS = 150;
export const RADIUS_METERS_MIN = 10;
export const RADIUS_METERS_MAX = 5_000;

/**
 * The worst accuracy a position may report and still count, in metres, whatever the post's
 * radius. A phone that only knows its cell tower or its network reports thousands of metres, and
 * such a circle holds every post in a town: above this the position counts as none ('no location').
 */
export const MAX_ACCURACY_METERS = 1_000;

/** A point on the earth in degrees (WGS84), as browsers' geolocation gives it. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** A post's position and the radius around it that counts as on site. */
export interface PostPosition extends Coordinates {
  radiusMeters: number;
}

/** A position a phone reported, with its accuracy: the radius in metres it is probably within. */
export interface ReportedPosition extends Coordinates {
  accuracy: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points, in metres (haversine on the mean sphere: within
 * 0.5 % of the ellipsoid's answer, under a metre at a 150 m radius).
 */
export function distanceMeters(a: Coordinates, b: Coordinates): number {
  const dLatitude = toRadians(b.latitude - a.latitude);
  const dLongitude = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) *
      Math.cos(toRadians(b.latitude)) *
      Math.sin(dLongitude / 2) ** 2;
  // Rounding can bring h a hair above 1 for points on opposite sides of the earth.
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.sqrt(Math.min(1, h)));
}

/**
 * True when a position is too rough to tell whether the guard is at this post (issue #40): its
 * accuracy is wider than the post's radius (a phone 999 m unsure, 1.1 km away, would otherwise
 * count as on site at a 150 m post), or than MAX_ACCURACY_METERS. It then counts as no position.
 */
export function isTooRough(position: ReportedPosition, post: PostPosition): boolean {
  return position.accuracy > Math.min(post.radiusMeters, MAX_ACCURACY_METERS);
}

/** What a guard is told of a position too rough to count (isTooRough), beside a check's time. */
export const POSITION_TOO_ROUGH = 'position too rough';

/**
 * What a check-in or check-out says of where the guard was:
 * - 'on-site' / 'off-site': the distance in whole metres and whether it is on site;
 * - 'no-location': the phone sent no position (refused, no GPS), or one too rough to count
 *   (`tooRough`: the guard is told so; the office sees it like a check without a location);
 * - 'post-without-position': the post has no position yet, so there is nothing to measure from.
 */
export type SiteCheck =
  | { mark: 'on-site'; distanceMeters: number; onSite: true }
  | { mark: 'off-site'; distanceMeters: number; onSite: false }
  | { mark: 'no-location'; distanceMeters: null; onSite: null; tooRough: boolean }
  | { mark: 'post-without-position'; distanceMeters: null; onSite: null };

/**
 * Whether a reported position is at the post, allowing for its accuracy (at most the radius,
 * isTooRough): on site when the distance less the accuracy is at most the radius (a guard at the gate whose phone is 40 m
 * unsure is not sent away). The distance is rounded to whole metres, and that is what is compared,
 * so the office never sees '150 m, off site' for a 150 m radius.
 */
export function onSite(input: {
  post: PostPosition | null;
  position: ReportedPosition | null;
}): SiteCheck {
  const { post, position } = input;
  if (!post) return { mark: 'post-without-position', distanceMeters: null, onSite: null };
  if (!position || isTooRough(position, post)) {
    return { mark: 'no-location', distanceMeters: null, onSite: null, tooRough: position !== null };
  }
  const distance = Math.round(distanceMeters(post, position));
  return distance - position.accuracy <= post.radiusMeters
    ? { mark: 'on-site', distanceMeters: distance, onSite: true }
    : { mark: 'off-site', distanceMeters: distance, onSite: false };
}

const LATITUDE = 'Latitude must be from -90 to 90';
const LONGITUDE = 'Longitude must be from -180 to 180';
const ACCURACY = 'Accuracy must be a number of metres, 0 or more';
const RADIUS = `The radius must be from ${String(RADIUS_METERS_MIN)} to ${String(RADIUS_METERS_MAX)} metres`;

/** A latitude in degrees, -90 to 90. */
export const LatitudeSchema = z.number(LATITUDE).min(-90, LATITUDE).max(90, LATITUDE);
/** A longitude in degrees, -180 to 180. */
export const LongitudeSchema = z.number(LONGITUDE).min(-180, LONGITUDE).max(180, LONGITUDE);

/** A position a phone sends at check-in or check-out (any accuracy; onSite judges it). */
export const ReportedPositionSchema = z.object({
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
  // zod's number refuses NaN and Infinity, so an accuracy is always a finite distance.
  accuracy: z.number(ACCURACY).min(0, ACCURACY),
}) satisfies z.ZodType<ReportedPosition>;

/** A post's position as the office sets it on Locations; the radius defaults to 150 m. */
export const PostPositionSchema = z.object({
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
  radiusMeters: z
    .number(RADIUS)
    .int(RADIUS)
    .min(RADIUS_METERS_MIN, RADIUS)
    .max(RADIUS_METERS_MAX, RADIUS)
    .default(DEFAULT_RADIUS_METERS),
});

const TOGETHER = 'Send latitude, longitude and accuracy together, or none of them';

/**
 * Body of a check-in or check-out: a position, or nothing when the phone has none (the guard may
 * still check in, marked 'no location'). Part of a position is refused.
 */
export const CheckInBodySchema = z
  .object({
    latitude: LatitudeSchema.optional(),
    longitude: LongitudeSchema.optional(),
    accuracy: ReportedPositionSchema.shape.accuracy.optional(),
  })
  .refine(
    ({ latitude, longitude, accuracy }) =>
      [latitude, longitude, accuracy].every((value) => value === undefined) ||
      [latitude, longitude, accuracy].every((value) => value !== undefined),
    { message: TOGETHER },
  );
export type CheckInBody = z.infer<typeof CheckInBodySchema>;

/** The position a check-in body carries, or null when it sent none. */
export function reportedPosition(body: CheckInBody): ReportedPosition | null {
  const { latitude, longitude, accuracy } = body;
  if (latitude === undefined || longitude === undefined || accuracy === undefined) return null;
  return { latitude, longitude, accuracy };
}
