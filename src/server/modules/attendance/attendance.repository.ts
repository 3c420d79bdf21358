import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SiteCheck } from '../../../shared/geo-distance.js';
import type { ReportedPosition } from '../../../shared/geo-distance.js';
import type { DialectName } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

/** A shift as a check-in reads it: its times, who has it, who was called out of it, its post. */
export interface AttendanceShift {
  id: string;
  date: string;
  startTime: string | null;
  endTime: string | null;
  assignedGuardId: string | null;
  calledOutGuardId: string | null;
  callOutReason: string | null;
  locationName: string;
  latitude: number | null;
  longitude: number | null;
  radiusMeters: number;
}

/** A guard's check-in and check-out on a shift, as the rules read them. */
export interface AttendanceMarks {
  checkedInAt: string | null;
  checkedOutAt: string | null;
  /** Where the check-in was: an off-site one may be made again at the post (issue #39). */
  checkInMark: string | null;
}

/** The position, the distance and the mark of one check, as stored. */
export interface CheckRecord {
  at: string;
  position: ReportedPosition | null;
  site: SiteCheck;
}

/**
 * The queries of check-in and check-out (issue #33). `db` is the writing transaction: on
 * PostgreSQL the shift's row is locked until it ends, so one guard's two taps are kept once.
 */
export function attendanceRepository(db: Kysely<DB>, dialect: DialectName | null) {
  return {
    /** The shift and its post, or undefined. */
    shift(requestId: string): Promise<AttendanceShift | undefined> {
      const query = db
        .selectFrom('coverageRequests as request')
        .innerJoin('locations as location', 'location.id', 'request.locationId')
        .select([
          'request.id',
          'request.date',
          'request.startTime',
          'request.endTime',
          'request.assignedGuardId',
          'request.calledOutGuardId',
          'request.callOutReason',
          'location.name as locationName',
          'location.latitude',
          'location.longitude',
          'location.radiusMeters',
        ])
        .where('request.id', '=', requestId);
      return (dialect === 'postgres' ? query.forUpdate('request') : query).executeTakeFirst();
    },

    /** The guard's check-in and check-out on the shift, or undefined before any. */
    marks(requestId: string, guardId: string): Promise<AttendanceMarks | undefined> {
      return db
        .selectFrom('shiftAttendance')
        .select(['checkedInAt', 'checkedOutAt', 'checkInMark'])
        .where('requestId', '=', requestId)
        .where('guardId', '=', guardId)
        .executeTakeFirst();
    },

    /**
     * Keeps the check-in: a new row, or the one the timers made (late, no-show) completed; a
     * check-in again at the post replaces an off-site one (issue #39).
     */
    async checkIn(requestId: string, guardId: string, check: CheckRecord): Promise<void> {
      const values = {
        checkedInAt: check.at,
        checkInLatitude: check.position?.latitude ?? null,
        checkInLongitude: check.position?.longitude ?? null,
        checkInAccuracy: check.position?.accuracy ?? null,
        checkInDistanceMeters: check.site.distanceMeters,
        checkInMark: check.site.mark,
      };
      await db
        .insertInto('shiftAttendance')
        .values({ id: randomUUID(), requestId, guardId, ...values })
        .onConflict((conflict) => conflict.columns(['requestId', 'guardId']).doUpdateSet(values))
        .execute();
    },

    /** Keeps the check-out on the guard's row (which the check-in made). */
    async checkOut(requestId: string, guardId: string, check: CheckRecord): Promise<void> {
      await db
        .updateTable('shiftAttendance')
        .set({
          checkedOutAt: check.at,
          checkOutLatitude: check.position?.latitude ?? null,
          checkOutLongitude: check.position?.longitude ?? null,
          checkOutAccuracy: check.position?.accuracy ?? null,
          checkOutDistanceMeters: check.site.distanceMeters,
          checkOutMark: check.site.mark,
        })
        .where('requestId', '=', requestId)
        .where('guardId', '=', guardId)
        .execute();
    },
  };
}
