import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { DB } from '../src/server/db/schema.js';
import { coverageLabel } from '../src/shared/audit.js';
import { DEFAULT_ATTENDANCE_SETTINGS } from '../src/shared/attendance-settings.js';
import {
  EARTH_RADIUS_METERS,
  onSite,
  type Coordinates,
  type PostPosition,
} from '../src/shared/geo-distance.js';
import { guardFullName, type GuardValues } from '../src/shared/guards.js';
import type { PlannedAttendance, Reading } from './seed-demo-readings.js';
import type { LivePlan } from './seed-demo-live.js';
import { DEMO_COMPANY } from './seed-demo-places.js';
import { QUALIFICATIONS } from './seed-demo-qualifications.js';
import { auditId } from './seed-demo-stories.js';
import { settledMinutes } from './seed-demo-timesheets.js';

/**
 * The rows of the live plan (seed-demo-live.ts) as the server would have written them: the
 * attendance with the phones' positions, distances and marks (positions kept only within the
 * company's retention, as its sweep keeps them), the qualifications, time off, the office's
 * details, and the trail of the shifts cut where a guard left.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** The point `meters` from `from` at `bearing` degrees (great circle, the sphere onSite uses). */
export function pointAt(from: Coordinates, meters: number, bearing: number): Coordinates {
  const angle = meters / EARTH_RADIUS_METERS;
  const heading = toRadians(bearing);
  const latitude = toRadians(from.latitude);
  const to = Math.asin(
    Math.sin(latitude) * Math.cos(angle) + Math.cos(latitude) * Math.sin(angle) * Math.cos(heading),
  );
  const longitude =
    toRadians(from.longitude) +
    Math.atan2(
      Math.sin(heading) * Math.sin(angle) * Math.cos(latitude),
      Math.cos(angle) - Math.sin(latitude) * Math.sin(to),
    );
  return { latitude: toDegrees(to), longitude: toDegrees(longitude) };
}

/** A check-in's or check-out's columns from a reading, as check-in.ts records them. */
function checkColumns(post: PostPosition, reading: Reading | null, keepPosition: boolean) {
  if (reading === null) return { position: null, distance: null, mark: null };
  if (reading === 'no-location')
    return { position: null, distance: null, mark: 'no-location' as const };
  const position = {
    ...pointAt(post, reading.meters, reading.bearing),
    accuracy: reading.accuracy,
  };
  const site = onSite({ post, position });
  return {
    position: keepPosition ? position : null,
    distance: site.distanceMeters,
    mark: site.mark,
  };
}

export interface StoredLive {
  requestIds: readonly string[];
  guardIds: readonly string[];
  locations: readonly (PostPosition & { id: string })[];
  /** Each guard's account id, by guard index. */
  accounts: ReadonlyMap<number, string>;
  /** Who in the office recorded what the office did. */
  office: { id: string; name: string };
}

const idAt = (ids: readonly string[], index: number) => {
  const id = ids[index];
  if (id === undefined) throw new RangeError(`No stored row ${String(index)}`);
  return id;
};

/** The attendance rows; positions older than the retention are forgotten, as the sweep does. */
export function attendanceRows(
  plan: LivePlan,
  stored: StoredLive,
  now: Date,
): Insertable<DB['shiftAttendance']>[] {
  const keptSince = now.getTime() - DEFAULT_ATTENDANCE_SETTINGS.positionRetentionDays * DAY_MS;
  const kept = (at: string | null) => at !== null && Date.parse(at) >= keptSince;
  return plan.attendance.map((row: PlannedAttendance) => {
    const request = plan.requests[row.request];
    const post = stored.locations[request?.location ?? -1];
    if (!post) throw new RangeError(`No stored post for request ${String(row.request)}`);
    const checkIn = checkColumns(post, row.checkIn, kept(row.checkedInAt));
    const checkOut = checkColumns(post, row.checkOut, kept(row.checkedOutAt));
    return {
      id: randomUUID(),
      requestId: idAt(stored.requestIds, row.request),
      guardId: idAt(stored.guardIds, row.guard),
      checkedInAt: row.checkedInAt,
      checkInLatitude: checkIn.position?.latitude ?? null,
      checkInLongitude: checkIn.position?.longitude ?? null,
      checkInAccuracy: checkIn.position?.accuracy ?? null,
      checkInDistanceMeters: checkIn.distance,
      checkInMark: checkIn.mark,
      checkedOutAt: row.checkedOutAt,
      checkOutLatitude: checkOut.position?.latitude ?? null,
      checkOutLongitude: checkOut.position?.longitude ?? null,
      checkOutAccuracy: checkOut.position?.accuracy ?? null,
      checkOutDistanceMeters: checkOut.distance,
      checkOutMark: checkOut.mark,
      lateAt: row.lateAt,
      noShowAt: row.noShowAt,
      approvedMinutes:
        row.settledAt === null ? null : settledMinutes(plan, row.request, row.expectedAt),
      approvedByName: row.settledAt === null ? null : stored.office.name,
      approvedAt: row.settledAt,
      expectedAt: row.expectedAt,
      confirmCode: row.confirmCode,
      remindedAt: row.remindedAt,
      confirmedAt: row.confirmedAt,
    };
  });
}

/** The qualifications, what posts require and what guards hold. */
export function qualificationRows(plan: LivePlan, stored: StoredLive, now: string) {
  const qualifications = QUALIFICATIONS.map((name) => ({
    id: randomUUID(),
    name,
    createdAt: now,
    updatedAt: now,
  }));
  const qualificationId = (index: number) =>
    idAt(
      qualifications.map(({ id }) => id),
      index,
    );
  return {
    qualifications,
    requirements: plan.qualifications.requirements.map(({ location, qualification }) => ({
      locationId: stored.locations[location]?.id ?? '',
      qualificationId: qualificationId(qualification),
    })),
    held: plan.qualifications.held.map(({ guard, qualification, expiresOn }) => ({
      guardId: idAt(stored.guardIds, guard),
      qualificationId: qualificationId(qualification),
      expiresOn,
    })),
  };
}

/** The time off rows: asked by the guard's account, or recorded and approved by the office. */
export function timeOffRows(plan: LivePlan, stored: StoredLive) {
  return plan.timeOff.map((timeOff) => ({
    id: randomUUID(),
    guardId: idAt(stored.guardIds, timeOff.guard),
    fromDate: timeOff.from,
    toDate: timeOff.to,
    reason: timeOff.reason,
    status: timeOff.status,
    requestedBy: timeOff.byGuard ? (stored.accounts.get(timeOff.guard) ?? null) : stored.office.id,
    requestedAt: timeOff.requestedAt,
    decidedBy: timeOff.decidedAt === null ? null : stored.office.id,
    decidedAt: timeOff.decidedAt,
  }));
}

/** The weeks the office approved, by its supervisor. */
export function approvalRows(plan: LivePlan, stored: StoredLive) {
  return plan.approvals.map(({ guard, week, at }) => ({
    guardId: idAt(stored.guardIds, guard),
    week,
    approvedBy: stored.office.id,
    approvedByName: stored.office.name,
    approvedAt: at,
  }));
}

/** The office's details as an admin saved them on Settings. */
export const companyProfileRow = {
  id: 1,
  companyName: DEMO_COMPANY.companyName,
  officePhone: DEMO_COMPANY.officePhone,
  officePhoneSet: 1,
};

/**
 * The trail's entries of the shifts cut where their guard left (leave-shift.ts), each by the
 * guard's account (an early check-out) or by the office (phoned in), and who saved each last.
 */
export function cutRows(
  plan: LivePlan,
  stored: StoredLive & { locationNames: readonly string[] },
  guards: readonly GuardValues[],
) {
  const saved = new Map<number, { at: string; name: string }>();
  const audit = plan.cuts.map((cut) => {
    const request = plan.requests[cut.request];
    const guard = cut.byGuard === null ? undefined : guards[cut.byGuard];
    const account = cut.byGuard === null ? undefined : stored.accounts.get(cut.byGuard);
    const actor = guard && account ? { id: account, name: guardFullName(guard) } : stored.office;
    saved.set(cut.request, { at: cut.at, name: actor.name });
    return {
      id: auditId(cut.at),
      at: cut.at,
      actorId: actor.id,
      actorName: actor.name,
      action: 'update',
      entity: 'coverage_request',
      entityId: idAt(stored.requestIds, cut.request),
      label: coverageLabel({
        locationName: stored.locationNames[request?.location ?? -1] ?? '',
        date: request?.date ?? '',
      }),
      before: JSON.stringify({ endTime: cut.endTime }),
      after: JSON.stringify({ endTime: request?.endTime ?? '' }),
    };
  });
  return { audit, saved };
}
