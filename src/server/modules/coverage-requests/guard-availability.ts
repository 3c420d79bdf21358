import type { Kysely } from 'kysely';
import { addDays } from '../../../shared/calendar.js';
import { blockerReason } from '../../../shared/candidate-assessment.js';
import { assessGuards } from '../assignment-rules/assess-guards.js';
import type {
  GuardFinding,
  GuardAvailability,
  GuardAvailabilityQuery,
} from '../../../shared/coverage-requests.js';
import { COVERED_HERE_DAYS } from '../../../shared/guard-picker.js';
import type { DB } from '../../db/schema.js';

/**
 * The assignment rules' findings (issue #32) of every guard for the shift, of those with any:
 * hours this week, what blocks them, what asks to be confirmed.
 */
async function guardFindings(
  db: Kysely<DB>,
  query: GuardAvailabilityQuery,
): Promise<GuardFinding[]> {
  const [guards, { assess }] = await Promise.all([
    db.selectFrom('guards').select('id').execute(),
    assessGuards(db, { ...query, id: query.excludeId ?? null }),
  ]);
  return guards.flatMap(({ id }) => {
    const { hoursBefore, blockers, warnings } = assess(id);
    if (hoursBefore === 0 && blockers.length === 0 && warnings.length === 0) return [];
    return [
      {
        guardId: id,
        hoursBefore,
        blocker: blockerReason({ blockers }),
        warnings: warnings.map((warning) => warning.message),
      },
    ];
  });
}

/**
 * For the guard picker: every guard's other bookings on the shift's date, and the last date each
 * guard covered this location within the past year.
 */
export async function guardAvailability(
  db: Kysely<DB>,
  query: GuardAvailabilityQuery,
): Promise<GuardAvailability> {
  let bookingsQuery = db
    .selectFrom('coverageRequests as request')
    .innerJoin('locations as location', 'location.id', 'request.locationId')
    .select([
      'request.assignedGuardId',
      'location.name as locationName',
      'request.startTime',
      'request.endTime',
    ])
    .where('request.date', '=', query.date)
    .where('request.assignedGuardId', 'is not', null)
    .orderBy('request.startTime');
  if (query.excludeId) bookingsQuery = bookingsQuery.where('request.id', '!=', query.excludeId);

  const [bookings, history, findings] = await Promise.all([
    bookingsQuery.execute(),
    db
      .selectFrom('coverageRequests')
      .select((eb) => ['assignedGuardId', eb.fn.max('date').as('lastDate')])
      .where('locationId', '=', query.locationId)
      .where('assignedGuardId', 'is not', null)
      .where('date', '<', query.date)
      .where('date', '>=', addDays(query.date, -COVERED_HERE_DAYS))
      .groupBy('assignedGuardId')
      .execute(),
    guardFindings(db, query),
  ]);
  return {
    bookings: bookings.flatMap(({ assignedGuardId, ...booking }) =>
      assignedGuardId ? [{ guardId: assignedGuardId, ...booking }] : [],
    ),
    history: history.flatMap(({ assignedGuardId, lastDate }) =>
      assignedGuardId ? [{ guardId: assignedGuardId, lastDate }] : [],
    ),
    findings,
  };
}
