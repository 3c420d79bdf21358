import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CheckInBodySchema,
  DEFAULT_RADIUS_METERS,
  distanceMeters,
  EARTH_RADIUS_METERS,
  isTooRough,
  MAX_ACCURACY_METERS,
  onSite,
  PostPositionSchema,
  reportedPosition,
  ReportedPositionSchema,
} from './geo-distance.js';

const post = { latitude: 41.8781, longitude: -87.6298, radiusMeters: 150 };
/** A point `meters` due north of the post: along a meridian the distance is exact. */
const north = (meters: number, accuracy = 0) => ({
  latitude: post.latitude + ((meters / EARTH_RADIUS_METERS) * 180) / Math.PI,
  longitude: post.longitude,
  accuracy,
});
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('distanceMeters', () => {
  it('measures along a meridian, the equator and to the antipode', () => {
    expect(
      distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 }),
    ).toBeCloseTo(111_195.08, 1);
    expect(
      distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 }),
    ).toBeCloseTo((Math.PI * EARTH_RADIUS_METERS) / 2, 3);
    expect(
      distanceMeters({ latitude: 10, longitude: 20 }, { latitude: -10, longitude: -160 }),
      // Haversine loses digits near the antipode: within half a metre of half the circumference.
    ).toBeCloseTo(Math.PI * EARTH_RADIUS_METERS, 0);
    expect(distanceMeters(post, post)).toBe(0);
  });

  it('measures across the date line the short way', () => {
    const east = { latitude: 0, longitude: 179.999 };
    const west = { latitude: 0, longitude: -179.999 };
    expect(distanceMeters(east, west)).toBeCloseTo(222.39, 1);
  });

  it('matches a known city distance (Chicago to Milwaukee, about 132 km)', () => {
    const milwaukee = { latitude: 43.0389, longitude: -87.9065 };
    expect(distanceMeters(post, milwaukee) / 1000).toBeCloseTo(130.6, 0);
  });

  it('is symmetric, never negative and never more than half the circumference', () => {
    const point = fc.record({
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const there = distanceMeters(a, b);
        expect(there).toBeCloseTo(distanceMeters(b, a), 6);
        expect(there).toBeGreaterThanOrEqual(0);
        expect(there).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_METERS + 1e-6);
      }),
    );
  });
});

describe('onSite', () => {
  it('is on site up to the radius and off site past it (whole metres)', () => {
    expect(onSite({ post, position: north(150) })).toEqual({
      mark: 'on-site',
      distanceMeters: 150,
      onSite: true,
    });
    expect(onSite({ post, position: north(150.4) }).onSite).toBe(true);
    expect(onSite({ post, position: north(150.6) })).toEqual({
      mark: 'off-site',
      distanceMeters: 151,
      onSite: false,
    });
    expect(onSite({ post, position: north(0) })).toMatchObject({ distanceMeters: 0, onSite: true });
  });

  it('allows for the reported accuracy, to the metre', () => {
    expect(onSite({ post, position: north(200, 50) })).toMatchObject({
      distanceMeters: 200,
      onSite: true,
    });
    expect(onSite({ post, position: north(200, 49.9) }).onSite).toBe(false);
    expect(onSite({ post, position: north(201, 50) }).onSite).toBe(false);
  });

  it('counts a position up to MAX_ACCURACY_METERS and none past it, at the widest post', () => {
    const wide = { ...post, radiusMeters: 5_000 };
    expect(onSite({ post: wide, position: north(5_900, MAX_ACCURACY_METERS) }).mark).toBe(
      'on-site',
    );
    expect(onSite({ post: wide, position: north(0, MAX_ACCURACY_METERS + 0.01) })).toEqual({
      mark: 'no-location',
      distanceMeters: null,
      onSite: null,
      tooRough: true,
    });
  });

  it('counts no position rougher than the post’s radius: 999 m unsure, 1.1 km away, is not on site at 150 m', () => {
    expect(onSite({ post, position: north(1_100, 999) })).toEqual({
      mark: 'no-location',
      distanceMeters: null,
      onSite: null,
      tooRough: true,
    });
    expect(onSite({ post, position: north(0, 150.01) }).mark).toBe('no-location');
    expect(onSite({ post, position: north(300, 150) })).toMatchObject({
      mark: 'on-site',
      distanceMeters: 300,
    });
    expect(isTooRough(north(0, 150), post)).toBe(false);
    expect(isTooRough(north(0, 151), post)).toBe(true);
  });

  it('says no location without a position, and nothing to measure from at a post without one', () => {
    expect(onSite({ post, position: null })).toEqual({
      mark: 'no-location',
      distanceMeters: null,
      onSite: null,
      tooRough: false,
    });
    expect(onSite({ post: null, position: north(0) })).toEqual({
      mark: 'post-without-position',
      distanceMeters: null,
      onSite: null,
    });
    expect(onSite({ post: null, position: null }).mark).toBe('post-without-position');
  });

  it('is on site exactly when the whole-metre distance less the accuracy is within the radius, no position rougher than it counting', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 10_000, noNaN: true }),
        fc.double({ min: 0, max: MAX_ACCURACY_METERS, noNaN: true }),
        fc.integer({ min: 10, max: 5_000 }),
        (meters, accuracy, radiusMeters) => {
          const position = north(meters, accuracy);
          const check = onSite({ post: { ...post, radiusMeters }, position });
          if (accuracy > radiusMeters) {
            expect(check).toMatchObject({ mark: 'no-location', onSite: null, tooRough: true });
            return;
          }
          const distance = Math.round(distanceMeters(post, position));
          expect(Math.abs(distance - meters)).toBeLessThanOrEqual(0.5 + 1e-6);
          expect(check.distanceMeters).toBe(distance);
          expect(check.onSite).toBe(distance - accuracy <= radiusMeters);
        },
      ),
    );
  });
});

describe('ReportedPositionSchema', () => {
  it('takes both sides of every limit', () => {
    const ok = (latitude: number, longitude: number, accuracy: number) =>
      ReportedPositionSchema.safeParse({ latitude, longitude, accuracy }).success;
    expect(ok(-90, -180, 0)).toBe(true);
    expect(ok(90, 180, 5_000)).toBe(true);
    expect(ok(-90.000001, 0, 0)).toBe(false);
    expect(ok(90.000001, 0, 0)).toBe(false);
    expect(ok(0, -180.000001, 0)).toBe(false);
    expect(ok(0, 180.000001, 0)).toBe(false);
    expect(ok(0, 0, -0.001)).toBe(false);
    expect(ok(Number.NaN, 0, 0)).toBe(false);
    expect(ok(0, Number.POSITIVE_INFINITY, 0)).toBe(false);
    expect(ok(0, 0, Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('says what is wrong in words', () => {
    const result = ReportedPositionSchema.safeParse({ latitude: 91, longitude: '0', accuracy: -1 });
    expect(messages(result)).toEqual([
      'Latitude must be from -90 to 90',
      'Longitude must be from -180 to 180',
      'Accuracy must be a number of metres, 0 or more',
    ]);
  });
});

describe('PostPositionSchema', () => {
  it('gives a post 150 m when no radius is set', () => {
    expect(PostPositionSchema.parse({ latitude: 1, longitude: 2 })).toEqual({
      latitude: 1,
      longitude: 2,
      radiusMeters: DEFAULT_RADIUS_METERS,
    });
  });

  it('takes a whole radius from 10 to 5,000 metres', () => {
    const radius = (radiusMeters: number) =>
      PostPositionSchema.safeParse({ latitude: 0, longitude: 0, radiusMeters });
    expect(radius(10).success).toBe(true);
    expect(radius(5_000).success).toBe(true);
    expect(messages(radius(9))).toEqual(['The radius must be from 10 to 5000 metres']);
    expect(radius(5_001).success).toBe(false);
    expect(radius(150.5).success).toBe(false);
  });
});

describe('CheckInBodySchema', () => {
  it('takes a whole position or none', () => {
    const body = CheckInBodySchema.parse({ latitude: 1, longitude: 2, accuracy: 3 });
    expect(reportedPosition(body)).toEqual({ latitude: 1, longitude: 2, accuracy: 3 });
    expect(reportedPosition(CheckInBodySchema.parse({}))).toBeNull();
  });

  it('refuses part of a position', () => {
    const result = CheckInBodySchema.safeParse({ latitude: 1, longitude: 2 });
    expect(messages(result)).toEqual([
      'Send latitude, longitude and accuracy together, or none of them',
    ]);
  });
});
