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
 * What the assignment rules read and say (issue #32) of every guard for the shift: each guard's
 * other bookings on its date (the rules read their shifts around it anyway), and the findings of
 * those with any: hours this week, what blocks them, what asks to be confirmed.
 */
async function ruledGuards(
  db: Kysely<DB>,
  query: GuardAvailabilityQuery,
): Promise<Pick<GuardAvailability, 'bookings' | 'findings'>> {
  const [guards, { assess, factsOf }] = await Promise.all([
    db.selectFrom('guards').select('id').execute(),
    // As the form's save will ask them (assignment-check.ts): the office assigns.
    assessGuards(db, { ...query, id: query.excludeId ?? null }, 'assign'),
  ]);
  const bookings: GuardAvailability['bookings'] = [];
  const findings: GuardFinding[] = [];
  for (const { id } of guards) {
    for (const other of factsOf(id).shifts) {
      if (other.date !== query.date || other.id === query.excludeId) continue;
      const { locationName, startTime, endTime } = other;
      bookings.push({ guardId: id, locationName, startTime, endTime });
    }
    const { hoursBefore, blockers, warnings } = assess(id);
    if (hoursBefore === 0 && blockers.length === 0 && warnings.length === 0) continue;
    findings.push({
      guardId: id,
      hoursBefore,
      blocker: blockerReason({ blockers }),
      warnings: warnings.map((warning) => warning.message),
    });
  }
  const start = (booking: { startTime: string | null }) => booking.startTime ?? '';
  bookings.sort((a, b) => (start(a) < start(b) ? -1 : start(a) > start(b) ? 1 : 0));
  return { bookings, findings };
}

/**
 * For the guard picker: every guard's other bookings on the shift's date, the last date each
 * guard covered this location within the past year, and the rules' findings.
 */
export async function guardAvailability(
  db: Kysely<DB>,
  query: GuardAvailabilityQuery,
): Promise<GuardAvailability> {
  const [ruled, history] = await Promise.all([
    ruledGuards(db, query),
    db
      .selectFrom('coverageRequests')
      .select((eb) => ['assignedGuardId', eb.fn.max('date').as('lastDate')])
      .where('locationId', '=', query.locationId)
      .where('assignedGuardId', 'is not', null)
      .where('date', '<', query.date)
      .where('date', '>=', addDays(query.date, -COVERED_HERE_DAYS))
      .groupBy('assignedGuardId')
      .execute(),
  ]);
  return {
    ...ruled,
    history: history.flatMap(({ assignedGuardId, lastDate }) =>
      assignedGuardId ? [{ guardId: assignedGuardId, lastDate }] : [],
    ),
  };
}
