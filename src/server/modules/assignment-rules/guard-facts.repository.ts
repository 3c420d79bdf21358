import type { Kysely } from 'kysely';
import type { Day } from 'date-fns';
import type { CandidateFacts } from '../../../shared/candidate-assessment.js';
import type { CompanyRules } from '../../../shared/company-rules.js';
import type { Qualification } from '../../../shared/qualification-rules.js';
import { shiftDates, type GuardShift, type ShiftTimes } from '../../../shared/shift-span.js';
import { assessmentDates } from '../../../shared/work-week.js';
import type { DB } from '../../db/schema.js';

/** A shift to assess guards for: new (no id) or stored, at a post. */
export interface ShiftToAssess extends ShiftTimes {
  id: string | null;
  locationId: string;
}

/** The qualifications a post requires, by name. */
export async function postRequirements(
  db: Kysely<DB>,
  locationId: string,
): Promise<Qualification[]> {
  return db
    .selectFrom('locationRequirements as requirement')
    .innerJoin('qualifications as qualification', 'qualification.id', 'requirement.qualificationId')
    .select(['qualification.id', 'qualification.name'])
    .where('requirement.locationId', '=', locationId)
    .orderBy('qualification.name')
    .execute();
}

/** Each guard's facts, made empty on first use. */
function factsTable(): {
  of: (guardId: string) => CandidateFacts;
  all: Map<string, CandidateFacts>;
} {
  const all = new Map<string, CandidateFacts>();
  const of = (guardId: string) => {
    let facts = all.get(guardId);
    if (!facts) {
      facts = { shifts: [], qualifications: [], unavailability: [], timeOff: [] };
      all.set(guardId, facts);
    }
    return facts;
  };
  return { of, all };
}

/** Pushes onto a readonly list this module made itself. */
const push = <T>(list: readonly T[], item: T) => (list as T[]).push(item);

/**
 * What the assignment rules need of guards for a shift (candidate-assessment.ts): their shifts on
 * its assessment dates, the post's required qualifications they hold, their weekly unavailable
 * hours and their time off meeting its dates (declined requests left out). Of the given guards,
 * or of every guard (Find cover); a guard with none of these has no entry (read it as empty).
 * Four queries, each by an index: the dates' bookings, the requirements' holders, the guards'
 * windows, the time off by dates.
 */
export async function guardFacts(
  db: Kysely<DB>,
  shift: ShiftToAssess,
  rules: Pick<CompanyRules, 'weekStartsOn'>,
  requirements: readonly Qualification[],
  guardIds?: readonly string[],
): Promise<Map<string, CandidateFacts>> {
  const { of, all } = factsTable();
  if (guardIds?.length === 0) return all;
  const { from, to } = assessmentDates(shift.date, rules.weekStartsOn);
  const dates = shiftDates(shift);
  const lastDate = dates[dates.length - 1] ?? shift.date;
  const some = guardIds !== undefined;
  const ids = guardIds ?? [];
  const [shifts, held, windows, timeOff] = await Promise.all([
    db
      .selectFrom('coverageRequests as booking')
      .innerJoin('locations as location', 'location.id', 'booking.locationId')
      .select([
        'booking.id',
        'booking.date',
        'booking.startTime',
        'booking.endTime',
        'booking.assignedGuardId',
        'location.name as locationName',
      ])
      .where('booking.date', '>=', from)
      .where('booking.date', '<=', to)
      .$if(some, (query) => query.where('booking.assignedGuardId', 'in', ids))
      .$if(!some, (query) => query.where('booking.assignedGuardId', 'is not', null))
      .execute(),
    requirements.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('guardQualifications')
          .select(['guardId', 'qualificationId', 'expiresOn'])
          .where(
            'qualificationId',
            'in',
            requirements.map((requirement) => requirement.id),
          )
          .$if(some, (query) => query.where('guardId', 'in', ids))
          .execute(),
    db
      .selectFrom('guardUnavailability')
      .select(['guardId', 'weekday', 'fromTime', 'toTime'])
      .$if(some, (query) => query.where('guardId', 'in', ids))
      .execute(),
    db
      .selectFrom('timeOff')
      .select(['guardId', 'fromDate', 'toDate', 'status'])
      .where('toDate', '>=', shift.date)
      .where('fromDate', '<=', lastDate)
      .where('status', '!=', 'declined')
      .$if(some, (query) => query.where('guardId', 'in', ids))
      .execute(),
  ]);
  for (const { assignedGuardId, ...booking } of shifts) {
    if (assignedGuardId) push<GuardShift>(of(assignedGuardId).shifts, booking);
  }
  for (const { guardId, qualificationId, expiresOn } of held) {
    push(of(guardId).qualifications, { qualificationId, expiresOn });
  }
  for (const { guardId, weekday, fromTime, toTime } of windows) {
    push(of(guardId).unavailability, { weekday: weekday as Day, from: fromTime, to: toTime });
  }
  for (const { guardId, fromDate, toDate, status } of timeOff) {
    push(of(guardId).timeOff, { from: fromDate, to: toDate, status: status });
  }
  return all;
}
