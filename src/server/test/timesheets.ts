import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SiteMark } from '../../shared/timesheets.js';
import type { DB } from '../db/schema.js';
import { createCoverageRequest, createGuard, createLocation } from './builders.js';

/** What was recorded of a seeded shift: ISO instants, marks, approved minutes. */
export interface SeededAttendance {
  checkedInAt?: string | null;
  checkedOutAt?: string | null;
  checkInMark?: SiteMark | null;
  checkOutMark?: SiteMark | null;
  approvedMinutes?: number | null;
  /** A relief's expected arrival (migration 0031): the row is then a relief's. */
  expectedAt?: string | null;
}

/**
 * A shift of `guard` at `locationId` with its attendance row (none when `attendance` is null),
 * as the check-in routes would have written it.
 */
export async function seedAttendedShift(
  db: Kysely<DB>,
  shift: {
    locationId: string;
    guard: { id: string; firstName: string; lastName: string };
    date: string;
    startTime?: string | null;
    endTime?: string | null;
  },
  attendance: SeededAttendance | null,
): Promise<string> {
  const request = await createCoverageRequest(db, shift);
  if (attendance) {
    await db
      .insertInto('shiftAttendance')
      .values({
        id: randomUUID(),
        requestId: request.id,
        guardId: shift.guard.id,
        checkedInAt: attendance.checkedInAt ?? null,
        checkInMark: attendance.checkInMark ?? (attendance.checkedInAt ? 'on-site' : null),
        checkInDistanceMeters: attendance.checkInMark === 'off-site' ? 900 : null,
        checkedOutAt: attendance.checkedOutAt ?? null,
        checkOutMark: attendance.checkOutMark ?? (attendance.checkedOutAt ? 'on-site' : null),
        approvedMinutes: attendance.approvedMinutes ?? null,
        approvedByName: attendance.approvedMinutes == null ? null : 'Seeded Admin',
        approvedAt: attendance.approvedMinutes == null ? null : new Date().toISOString(),
        expectedAt: attendance.expectedAt ?? null,
      })
      .execute();
  }
  return request.id;
}

/** A guard of their own with one ended shift (2026-11-17, 08:00–16:00, UTC) checked in and out. */
export async function guardWithWorkedShift(db: Kysely<DB>) {
  const guard = await createGuard(db);
  const { id: locationId } = await createLocation(db);
  const requestId = await seedAttendedShift(
    db,
    { locationId, guard, date: '2026-11-17' },
    { checkedInAt: '2026-11-17T08:00:00.000Z', checkedOutAt: '2026-11-17T16:00:00.000Z' },
  );
  return { guardId: guard.id, requestId };
}
