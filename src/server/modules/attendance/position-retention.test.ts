import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveAttendanceSettings } from '../../db/attendance-settings.js';
import { DEFAULT_ATTENDANCE_SETTINGS } from '../../../shared/attendance-settings.js';
import { createCoverageRequest, createGuard, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { forgetOldPositions, startPositionRetention } from './position-retention.js';

const DAY = 24 * 60 * 60 * 1000;

describe('forgetting check-in positions past their retention', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.app.database.db;

  /** A check-in (and check-out an hour later) `daysAgo` days before `now`, with positions. */
  const attendance = async (now: Date, daysAgo: number) => {
    const location = await createLocation(db());
    const guard = await createGuard(db());
    const request = await createCoverageRequest(db(), { locationId: location.id });
    const checkedIn = new Date(now.getTime() - daysAgo * DAY);
    const position = { latitude: 40.7, longitude: -74, accuracy: 8 };
    await db()
      .insertInto('shiftAttendance')
      .values({
        id: randomUUID(),
        requestId: request.id,
        guardId: guard.id,
        checkedInAt: checkedIn.toISOString(),
        checkInLatitude: position.latitude,
        checkInLongitude: position.longitude,
        checkInAccuracy: position.accuracy,
        checkInDistanceMeters: 420,
        checkInMark: 'off-site',
        checkedOutAt: new Date(checkedIn.getTime() + 60 * 60 * 1000).toISOString(),
        checkOutLatitude: position.latitude,
        checkOutLongitude: position.longitude,
        checkOutAccuracy: position.accuracy,
        checkOutDistanceMeters: 3,
        checkOutMark: 'on-site',
      })
      .execute();
    return request.id;
  };
  const row = (requestId: string) =>
    db()
      .selectFrom('shiftAttendance')
      .selectAll()
      .where('requestId', '=', requestId)
      .executeTakeFirstOrThrow();
  const forgotten = {
    checkInLatitude: null,
    checkInLongitude: null,
    checkInAccuracy: null,
    checkOutLatitude: null,
    checkOutLongitude: null,
    checkOutAccuracy: null,
  };

  it('forgets positions older than 90 days by default, keeping the distance and the mark', async () => {
    const now = new Date('2026-11-26T12:00:00.000Z');
    const old = await attendance(now, 91);
    const recent = await attendance(now, 89);
    expect(await forgetOldPositions(db(), now)).toBeGreaterThanOrEqual(2);
    expect(await row(old)).toMatchObject({
      ...forgotten,
      checkInDistanceMeters: 420,
      checkInMark: 'off-site',
      checkOutDistanceMeters: 3,
      checkOutMark: 'on-site',
    });
    expect(await row(recent)).toMatchObject({ checkInLatitude: 40.7, checkOutAccuracy: 8 });
    expect(await forgetOldPositions(db(), now)).toBe(0);
  });

  it('keeps positions for the days the admin set', async () => {
    await saveAttendanceSettings(db(), {
      ...DEFAULT_ATTENDANCE_SETTINGS,
      positionRetentionDays: 7,
    });
    const now = new Date('2026-12-26T12:00:00.000Z');
    const week = await attendance(now, 8);
    const days = await attendance(now, 6);
    await forgetOldPositions(db(), now);
    expect(await row(week)).toMatchObject(forgotten);
    expect(await row(days)).toMatchObject({ checkInLatitude: 40.7 });
  });

  it('sweeps once at start, and stops with the app', async () => {
    await saveAttendanceSettings(db(), DEFAULT_ATTENDANCE_SETTINGS);
    const old = await attendance(new Date(), 100);
    const retention = startPositionRetention(db(), t.app.log);
    await retention.close();
    expect(await row(old)).toMatchObject(forgotten);
  });
});
