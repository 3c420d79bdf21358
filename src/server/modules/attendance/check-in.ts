import {
  canCheckIn,
  canCheckOut,
  checkInWindow,
  type CheckDecision,
} from '../../../shared/check-in-rules.js';
import { minutesText } from '../../../shared/call-out-notice.js';
import {
  onSite,
  reportedPosition,
  type CheckInBody,
  type SiteCheck,
} from '../../../shared/geo-distance.js';
import { guardFullName } from '../../../shared/guards.js';
import {
  ALREADY_CHECKED_IN,
  LOCATION_NEEDED_AGAIN,
  ROUGH_POSITION_AGAIN,
  ALREADY_CHECKED_OUT,
  mayCheckInAgain,
  CONFIRM_EARLY_CHECK_OUT,
  distanceText,
  earlyMinutes,
  type CheckInResult,
  type CheckOutBody,
  type CheckOutResult,
} from '../../../shared/my-attendance.js';
import { describeShift } from '../../../shared/shift-offers.js';
import { formatClock } from '../../../shared/date-format.js';
import { recordAudit, type TrailActor } from '../../db/audited.js';
import type { Database } from '../../db/database.js';
import { conflict, HttpError, notFound } from '../../errors.js';
import { callOutOf } from '../call-outs/leave-shift.js';
import { NOT_YOUR_SHIFT } from '../my-shifts/call-out.js';
import { raiseAlarm, type AlarmDeps } from '../shift-offers/office-alerts.js';
import {
  requestForOffers,
  type OfferGuard,
  type OfferedRequest,
} from '../shift-offers/offer-rules.js';
import { attendanceRepository, type AttendanceShift } from './attendance.repository.js';
import { assertWeeksOpen } from '../../db/frozen-weeks.js';

/** What a check-in or check-out did, for the route to answer and tell the office. */
export interface Checked<Result> {
  result: Result;
  shift: AttendanceShift;
  /** True when the guard checked in to a shift that had become their no-show call-out. */
  afterNoShow: boolean;
  /** The rest of a shift its guard left early, open now (issue #39); null otherwise. */
  opened: OfferedRequest | null;
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

/** Whether the phone's position counted as none for being rougher than the post's radius. */
const tooRough = (site: SiteCheck) => site.mark === 'no-location' && site.tooRough;

/** The question a guard checking out early is asked (409 CONFIRM_EARLY_CHECK_OUT). */
export function earlyQuestion(endsAt: Date, minutes: number): string {
  return `This shift ends at ${formatClock(endsAt)}: you would leave ${minutesText(minutes)} early. Say why to check out now.`;
}

/**
 * A guard checks in and out of their shift from the phone (issue #33), in the windows of
 * check-in-rules.ts, each kept once in a transaction. The position is stored (until the retention
 * sweeps it) but never answered: only the distance and whether on site. Since issue #39 an
 * off-site check-in alerts the office and may be made again at the post, and a check-out long
 * before the end is confirmed with a reason, alerts the office and opens the rest of the shift.
 */
export function attendanceWrites(database: Database, timeZone: string, alarm: AlarmDeps) {
  const { db, dialect } = database;
  return {
    checkIn(
      guard: OfferGuard,
      requestId: string,
      body: CheckInBody,
    ): Promise<Checked<CheckInResult>> {
      return db.transaction().execute(async (trx) => {
        const repository = attendanceRepository(trx, dialect);
        const { shift, afterNoShow } = ownership(await repository.shift(requestId), guard.id);
        await assertWeeksOpen(trx, [{ guardId: guard.id, date: shift.date }]);
        const now = new Date();
        refuse(canCheckIn(shift, now, timeZone));
        const marks = await repository.marks(requestId, guard.id);
        // The guard's 'Check in again at the post' (issue #39): the same rule as My Shifts'.
        const again = mayCheckInAgain(marks);
        if (marks?.checkedInAt && !again) throw conflict(ALREADY_CHECKED_IN);
        const site = siteOf(shift, body);
        // Off site stays off site until the phone says otherwise: no position never clears it.
        if (again && site.mark === 'no-location') {
          throw conflict(site.tooRough ? ROUGH_POSITION_AGAIN : LOCATION_NEEDED_AGAIN);
        }
        const at = now.toISOString();
        await repository.checkIn(requestId, guard.id, {
          at,
          position: reportedPosition(body),
          site,
        });
        // An empty post that looks covered (issue #39): the office hears of the first one.
        if (site.mark === 'off-site' && !again) {
          await raiseAlarm(
            trx,
            alarm,
            shift,
            {
              title: `${guardFullName(guard)} checked in off site`,
              body: `${describeShift(shift)}: ${distanceText(site.distanceMeters)} from the post`,
              tag: 'off-site',
            },
            { causedBy: guard.accountId },
          );
        }
        const result = {
          checkedInAt: at,
          distanceMeters: site.distanceMeters,
          onSite: site.onSite,
          positionTooRough: tooRough(site),
        };
        return { result, shift, afterNoShow, opened: null };
      });
    },

    checkOut(
      user: TrailActor,
      guard: OfferGuard,
      requestId: string,
      body: CheckOutBody,
    ): Promise<Checked<CheckOutResult>> {
      return db.transaction().execute(async (trx) => {
        const repository = attendanceRepository(trx, dialect);
        const { shift, afterNoShow } = ownership(await repository.shift(requestId), guard.id);
        await assertWeeksOpen(trx, [{ guardId: guard.id, date: shift.date }]);
        const now = new Date();
        const marks = await repository.marks(requestId, guard.id);
        if (marks?.checkedOutAt) throw conflict(ALREADY_CHECKED_OUT);
        const checkedInAt = marks?.checkedInAt ? new Date(marks.checkedInAt) : null;
        refuse(canCheckOut(shift, checkedInAt, now, timeZone));
        const window = checkInWindow(shift, timeZone);
        const early = afterNoShow ? null : earlyMinutes(window.end, now, window.allDay);
        if (early !== null && !body.earlyReason) {
          throw new HttpError(
            409,
            CONFIRM_EARLY_CHECK_OUT,
            earlyQuestion(window.end, early),
            undefined,
            {
              earlyMinutes: early,
            },
          );
        }
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
          positionTooRough: tooRough(site),
        };
        if (early === null || !body.earlyReason)
          return { result, shift, afterNoShow, opened: null };
        // Left early: the rest of the shift opens, and the office is alerted (leave-shift.ts).
        const request = await requestForOffers(trx, dialect, requestId);
        if (!request) throw notFound(NOT_YOUR_SHIFT);
        const { opened, audit } = await callOutOf(trx, user, request, {
          guard,
          why: { reason: 'left-post', note: body.earlyReason },
          byOffice: false,
          leftAt: now,
          alarm,
        });
        await recordAudit(trx, user, audit);
        return { result, shift, afterNoShow, opened };
      });
    },
  };
}
