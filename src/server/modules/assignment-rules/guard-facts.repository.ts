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
  /** The guard who last called out of it (issue #39: not offered it again). */
  calledOutGuardId?: string | null;
}

/** The qualifications each of the posts requires, by name (a post requiring none is left out). */
export async function postRequirements(
  db: Kysely<DB>,
  locationIds: readonly string[],
): Promise<Map<string, Qualification[]>> {
  const rows = await db
    .selectFrom('locationRequirements as requirement')
    .innerJoin('qualifications as qualification', 'qualification.id', 'requirement.qualificationId')
    .select(['requirement.locationId', 'qualification.id', 'qualification.name'])
    .where('requirement.locationId', 'in', locationIds)
    .orderBy('qualification.name')
    .execute();
  const byPost = new Map<string, Qualification[]>();
  for (const { locationId, id, name } of rows) {
    const required = byPost.get(locationId);
    if (required) required.push({ id, name });
    else byPost.set(locationId, [{ id, name }]);
  }
  return byPost;
}

/**
 * The dates the rules read for the shifts: their guards' shifts on every shift's assessment dates
 * (work-week.ts), and time off from the first shift's date to the last date any is worked.
 */
function readDates(shifts: readonly ShiftTimes[], weekStartsOn: Day) {
  let from = '9999-12-31';
  let to = '0000-01-01';
  let firstDate = '9999-12-31';
  let lastWorked = '0000-01-01';
  for (const shift of shifts) {
    const window = assessmentDates(shift.date, weekStartsOn);
    if (window.from < from) from = window.from;
    if (window.to > to) to = window.to;
    if (shift.date < firstDate) firstDate = shift.date;
    const worked = shiftDates(shift).at(-1) ?? shift.date;
    if (worked > lastWorked) lastWorked = worked;
  }
  return { from, to, firstDate, lastWorked };
}

/**
 * What is known of a guard the database does not hold (or who has none of the facts): no
 * shifts, no qualifications, nothing unavailable, no time off, and no guard card on file.
 */
export const emptyFacts = (guardId: string): CandidateFacts => ({
  guardId,
  card: null,
  shifts: [],
  qualifications: [],
  unavailability: [],
  timeOff: [],
});

/** Each guard's facts, made empty on first use. */
function factsTable(): {
  of: (guardId: string) => CandidateFacts;
  all: Map<string, CandidateFacts>;
} {
  const all = new Map<string, CandidateFacts>();
  const of = (guardId: string) => {
    let facts = all.get(guardId);
    if (!facts) {
      facts = emptyFacts(guardId);
      all.set(guardId, facts);
    }
    return facts;
  };
  return { of, all };
}

/** Pushes onto a readonly list this module made itself. */
const push = <T>(list: readonly T[], item: T) => (list as T[]).push(item);

/**
 * What the assignment rules need of guards for one or more shifts (candidate-assessment.ts):
 * their guard card (issue #39), their shifts on the shifts' assessment dates, the required
 * qualifications they hold, their weekly unavailable hours and their time off meeting the shifts'
 * dates (declined requests left out). Of the given guards, or of every guard (Find cover); a
 * guard the guards table does not hold has no entry (read it as emptyFacts: no card on file).
 * Five queries, each by an index or of the guards alone, however many shifts: the cards, the
 * dates' bookings, the requirements' holders, the guards' windows, the time off by dates. Each
 * shift's assessment reads only what concerns it of a wider window (the rest is ignored).
 */
export async function guardFacts(
  db: Kysely<DB>,
  shifts: readonly ShiftTimes[],
  rules: Pick<CompanyRules, 'weekStartsOn'>,
  requiredIds: readonly string[],
  guardIds?: readonly string[],
): Promise<Map<string, CandidateFacts>> {
  const { of, all } = factsTable();
  if (guardIds?.length === 0 || shifts.length === 0) return all;
  const { from, to, firstDate, lastWorked } = readDates(shifts, rules.weekStartsOn);
  const some = guardIds !== undefined;
  const ids = guardIds ?? [];
  const [cards, bookings, held, windows, timeOff] = await Promise.all([
    db
      .selectFrom('guards')
      .select(['id', 'guardCard', 'expDate'])
      .$if(some, (query) => query.where('id', 'in', ids))
      .execute(),
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
    requiredIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('guardQualifications')
          .select(['guardId', 'qualificationId', 'expiresOn'])
          .where('qualificationId', 'in', requiredIds)
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
      .where('toDate', '>=', firstDate)
      .where('fromDate', '<=', lastWorked)
      .where('status', '!=', 'declined')
      .$if(some, (query) => query.where('guardId', 'in', ids))
      .execute(),
  ]);
  for (const { id, guardCard, expDate } of cards) of(id).card = { guardCard, expDate };
  for (const { assignedGuardId, ...booking } of bookings) {
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
