import type { Kysely } from 'kysely';
import type { DB } from './schema.js';

/**
 * Coverage requests (`request`) with their assigned guard's attendance row (`attendance`: the
 * check-in, the marks, the relief's expected arrival, the confirmation), null where the guard has
 * none yet: the one join the timers, the confirmations and My Shifts read a shift's attendance by.
 */
export function shiftsWithAttendance(db: Kysely<DB>) {
  return db
    .selectFrom('coverageRequests as request')
    .leftJoin('shiftAttendance as attendance', (join) =>
      join
        .onRef('attendance.requestId', '=', 'request.id')
        .onRef('attendance.guardId', '=', 'request.assignedGuardId'),
    );
}
