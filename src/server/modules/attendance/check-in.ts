import { canCheckIn, canCheckOut, type CheckDecision } from '../../../shared/check-in-rules.js';
import {
  onSite,
  reportedPosition,
  type CheckInBody,
  type SiteCheck,
} from '../../../shared/geo-distance.js';
import {
  ALREADY_CHECKED_IN,
  ALREADY_CHECKED_OUT,
  type CheckInResult,
  type CheckOutResult,
} from '../../../shared/my-attendance.js';
import type { Database } from '../../db/database.js';
import { conflict, notFound } from '../../errors.js';
import type { OfferGuard } from '../shift-offers/offer-rules.js';
import { NOT_YOUR_SHIFT } from '../my-shifts/call-out.js';
import { attendanceRepository, type AttendanceShift } from './attendance.repository.js';

/** What a check-in or check-out did, for the route to answer and tell the office. */
export interface Checked<Result> {
  result: Result;
  shift: AttendanceShift;
  /** True when the guard checked in to a shift that had become their no-show call-out. */
  afterNoShow: boolean;
}

/** Whether the shift is the guard's: assigned to them, or their own no-show (the office decides). */
function ownership(shift: AttendanceShift | undefined, guardId: string) {
  if (!shift) throw notFound(NOT_YOUR_SHIFT);
  const afterNoShow =
    shift.assignedGuardId !== guardId &&
    shift.calledOutGuardId === guardId &&
    shift.callOutReason === 'no-show';
  if (shift.assignedGuardId !== guardId && !afterNoShow) throw notFound(NOT_YOUR_SHIFT);
  return { shift, afterNoShow };
}

/** The 409 of a refused decision, in the rules' words. */
function refuse(decision: CheckDecision): void {
  if (!decision.allowed) throw conflict(decision.reason);
}

/** Where the guard was against the post: the post's position, if it has one, and the phone's. */
function siteOf(shift: AttendanceShift, body: CheckInBody): SiteCheck {
  const post =
    shift.latitude === null || shift.longitude === null
      ? null
      : { latitude: shift.latitude, longitude: shift.longitude, radiusMeters: shift.radiusMeters };
  return onSite({ post, position: reportedPosition(body) });
}

/**
 * A guard checks in and out of their shift from the phone (issue #33), in the windows of
 * check-in-rules.ts, each kept once in a transaction. The position is stored (until the retention
 * sweeps it) but never answered: only the distance and whether on site.
 */
export function attendanceWrites({ db, dialect }: Database, timeZone: string) {
  return {
    checkIn(
      guard: OfferGuard,
      requestId: string,
      body: CheckInBody,
    ): Promise<Checked<CheckInResult>> {
      return db.transaction().execute(async (trx) => {
        const repository = attendanceRepository(trx, dialect);
        const { shift, afterNoShow } = ownership(await repository.shift(requestId), guard.id);
        const now = new Date();
        refuse(canCheckIn(shift, now, timeZone));
        if ((await repository.marks(requestId, guard.id))?.checkedInAt) {
          throw conflict(ALREADY_CHECKED_IN);
        }
        const site = siteOf(shift, body);
        const at = now.toISOString();
        await repository.checkIn(requestId, guard.id, {
          at,
          position: reportedPosition(body),
          site,
        });
        const result = {
          checkedInAt: at,
          distanceMeters: site.distanceMeters,
          onSite: site.onSite,
        };
        return { result, shift, afterNoShow };
      });
    },

    checkOut(
      guard: OfferGuard,
      requestId: string,
      body: CheckInBody,
    ): Promise<Checked<CheckOutResult>> {
      return db.transaction().execute(async (trx) => {
        const repository = attendanceRepository(trx, dialect);
        const { shift, afterNoShow } = ownership(await repository.shift(requestId), guard.id);
        const now = new Date();
        const marks = await repository.marks(requestId, guard.id);
        if (marks?.checkedOutAt) throw conflict(ALREADY_CHECKED_OUT);
        const checkedInAt = marks?.checkedInAt ? new Date(marks.checkedInAt) : null;
        refuse(canCheckOut(shift, checkedInAt, now, timeZone));
        const site = siteOf(shift, body);
        const at = now.toISOString();
        await repository.checkOut(requestId, guard.id, {
          at,
          position: reportedPosition(body),
          site,
        });
        const result = {
          checkedOutAt: at,
          distanceMeters: site.distanceMeters,
          onSite: site.onSite,
        };
        return { result, shift, afterNoShow };
      });
    },
  };
}
